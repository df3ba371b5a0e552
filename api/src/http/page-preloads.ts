/**
 * The files a page's first render will ask for, so the HTML can name them up front
 * (`<link rel="preload">`) and the browser fetches them side by side instead of one after the
 * other: the shell's first chunks (first-load.json, written by the shell's build) and, for the
 * route being opened, its remote's manifest, entry, exposed page chunks and messages.
 */
import path from 'node:path';
import { matchRoute, type Locale } from '@dating/shared-contracts';
import { readCachedJson } from './cached-file.js';
import type { BootRegistryEntry } from './boot-data.js';

/**
 * One file to fetch early. The shell's scripts and the remote's manifest are preloaded; the
 * remote's scripts are prefetched into the HTTP cache instead (`as: 'cache'`): a preload that
 * fails stays in the page's preload list and would be handed to the remote loader's Retry as the
 * same failure, while a failed prefetch leaves nothing behind and Retry goes to the network.
 */
export interface Preload {
  href: string;
  as: 'script' | 'fetch' | 'cache';
}

/** The part of a remote's mf-manifest.json the preloads read. */
interface RemoteManifest {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: { name: string; assets?: { js?: { sync?: string[]; async?: string[] } } }[];
}

/** The exposed module a route's page slot mounts (shell/src/routing: the page slot's default). */
const PAGE_EXPOSE = 'lifecycles';

function shellFirstLoad(shellDir: string): Preload[] {
  const firstLoad = readCachedJson<{ js?: string[] }>(path.join(shellDir, 'first-load.json'));
  return (firstLoad?.js ?? []).map((file) => ({ href: `/${file}`, as: 'script' }));
}

/** The manifest file of a published build, when the entry points into this server's /remotes/. */
function manifestFile(publishedDir: string, entry: string): string | null {
  if (!entry.startsWith('/remotes/') || !entry.endsWith('/mf-manifest.json')) return null;
  const root = path.join(publishedDir, 'remotes');
  const file = path.join(root, decodeURIComponent(entry.slice('/remotes/'.length)));
  return file.startsWith(`${root}${path.sep}`) ? file : null;
}

function remoteFirstLoad(publishedDir: string, release: BootRegistryEntry, locale: Locale): Preload[] {
  const file = manifestFile(publishedDir, release.entry);
  const manifest = file ? readCachedJson<RemoteManifest>(file) : null;
  if (!manifest) return [];
  const base = release.entry.slice(0, release.entry.lastIndexOf('/') + 1);
  const remoteEntry = manifest.metaData?.remoteEntry;
  const expose = manifest.exposes?.find((candidate) => candidate.name === PAGE_EXPOSE);
  const js = expose?.assets?.js;
  // A remote's texts are one chunk per locale (messages-<locale>-ts.<hash>.js by the kit's import).
  const messages = js?.async?.find((chunk) => chunk.startsWith(`messages-${locale}-`));
  const scripts = [
    ...(remoteEntry?.name ? [`${remoteEntry.path ?? ''}${remoteEntry.name}`] : []),
    ...(js?.sync ?? []),
    ...(messages ? [messages] : []),
  ];
  return [{ href: release.entry, as: 'fetch' }, ...scripts.map((script): Preload => ({ href: `${base}${script}`, as: 'cache' }))];
}

/** What the page at `pathname` should preload, given the registry it is booted with. */
export function pagePreloads(options: {
  shellDir: string;
  publishedDir: string;
  pathname: string;
  locale: Locale;
  remotes: Record<string, BootRegistryEntry>;
  /** The page comes rendered ahead: see below. */
  standsIn?: boolean;
}): Preload[] {
  // A page rendered ahead is on screen before any script runs: the shell's chunks are asked for
  // once it has been shown (shell/src/index.ts), so the page's fonts, photos and first paint get
  // the connection first instead of ~200 KB of scripts it does not need yet (Lighthouse mobile on
  // /login: first paint 2.0 → 0.7 s, /members 2.2 → 1.1 s; docs/architecture.md).
  const preloads = options.standsIn ? [] : shellFirstLoad(options.shellDir);
  const owner = matchRoute(options.pathname)?.route.owner;
  const release = owner && owner !== 'shell' ? options.remotes[owner] : undefined;
  if (release) preloads.push(...remoteFirstLoad(options.publishedDir, release, options.locale));
  return preloads;
}
