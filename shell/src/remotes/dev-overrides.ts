/**
 * Develop a remote inside the real shell: a team serves its remote (`npm start` in its folder) and
 * opens the shell with `?remote-override=mf-account@http://localhost:3001/mf-manifest.json`. Like
 * single-spa's import-map overrides, the override replaces that remote's /remotes.json entry and is
 * remembered in localStorage ('remote-overrides') until `?remote-override=mf-account@` clears it
 * (`?remote-override=reset` clears all). Overrides exist only in a non-production shell build and
 * only when both the page and the override URL are on localhost, so no visitor can be pointed at
 * foreign code.
 */
import type { RemoteRegistry } from './registry.js';

/** localStorage key of the remembered overrides: remote → entry URL. */
export const OVERRIDES_KEY = 'remote-overrides';
/** Query parameter that sets (or with an empty URL clears) one override. */
export const OVERRIDE_PARAM = 'remote-override';
/** The version a registry entry gets while overridden. */
export const OVERRIDE_VERSION = 'dev-override';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Whether a URL is on this machine. */
export function isLocalUrl(url: string, base?: string): boolean {
  try {
    const parsed = new URL(url, base);
    return (parsed.protocol === 'http:' || parsed.protocol === 'https:') && (LOCAL_HOSTS.has(parsed.hostname) || parsed.hostname.endsWith('.localhost'));
  } catch {
    return false;
  }
}

interface Place {
  href: string;
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  production: boolean;
}

function remembered(storage: Place['storage']): Record<string, string> {
  try {
    const value: unknown = JSON.parse(storage.getItem(OVERRIDES_KEY) ?? '{}');
    return typeof value === 'object' && value !== null ? (value as Record<string, string>) : {};
  } catch {
    return {};
  }
}

/** The overrides in force: the remembered ones updated by the page's query; empty in production or off localhost. */
export function readOverrides({ href, storage, production }: Place): Record<string, string> {
  if (production || !isLocalUrl(href)) return {};
  let overrides = remembered(storage);
  for (const value of new URL(href).searchParams.getAll(OVERRIDE_PARAM)) {
    if (value === 'reset') {
      overrides = {};
      continue;
    }
    const at = value.indexOf('@');
    if (at <= 0) continue;
    const [remote, entry] = [value.slice(0, at), value.slice(at + 1)];
    if (!entry) delete overrides[remote];
    else overrides[remote] = entry;
  }
  const safe = Object.fromEntries(Object.entries(overrides).filter(([, entry]) => typeof entry === 'string' && isLocalUrl(entry, href)));
  if (Object.keys(safe).length) storage.setItem(OVERRIDES_KEY, JSON.stringify(safe));
  else storage.removeItem(OVERRIDES_KEY);
  return safe;
}

/** The registry with the overridden remotes pointing at their dev servers. */
export function withOverrides(registry: RemoteRegistry, overrides: Record<string, string>): RemoteRegistry {
  if (!Object.keys(overrides).length) return registry;
  const remotes = { ...registry.remotes };
  for (const [remote, entry] of Object.entries(overrides)) remotes[remote] = { entry, version: OVERRIDE_VERSION };
  return { remotes };
}

/** The overrides of this page (none in a production build). */
export function pageOverrides(): Record<string, string> {
  // Decided when the shell is built: a production build ships none of the reading below.
  if (process.env.NODE_ENV === 'production' || typeof window === 'undefined') return {};
  const overrides = readOverrides({ href: window.location.href, storage: window.localStorage, production: false });
  if (Object.keys(overrides).length) console.info('[shell] remote overrides in force (remove with ?remote-override=reset):', overrides);
  return overrides;
}
