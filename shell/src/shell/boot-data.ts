/**
 * What the server wrote into the page for the first render (api/src/http/boot-data.ts): the
 * remote registry, the site settings for this host, the visitor-or-member `{ user }` answer and
 * the locale, in `<script type="application/json" id="boot">`. The shell reads it here; the
 * entry asks one question of it earlier (boot-member.ts: whether a member is signed in).
 * Each answer serves the first request for it, so the start needs no request chain; later reads
 * (refreshes, revalidation) and pages without boot data fetch as before.
 */
import { isLocale, type Locale, type SiteSettings, type UserAnswer } from '@dating/shared-contracts';
import type { RemoteRegistry } from '../remotes/registry.js';
import { BOOT_ELEMENT_ID } from './boot-member.js';

/** The boot data of the page. */
export interface BootData {
  /** The host the settings are for. */
  host: string;
  locale: Locale;
  registry?: RemoteRegistry;
  settings?: SiteSettings;
  user?: UserAnswer;
}

/** The fetch the API client and the registry reader use. */
export type BootFetch = (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;

/** The page's boot data, or null when the page has none (or it cannot be read). */
export function readBootData(doc: Pick<Document, 'getElementById'> = document): BootData | null {
  const text = doc.getElementById(BOOT_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const boot = JSON.parse(text) as Partial<BootData> | null;
    return typeof boot?.host === 'string' && isLocale(boot.locale) ? (boot as BootData) : null;
  } catch {
    return null;
  }
}

/** The boot answers by the URL the shell asks them at; settings only for the host they are for. */
function answersOf(boot: BootData | null): Map<string, unknown> {
  const answers = new Map<string, unknown>();
  if (!boot) return answers;
  if (boot.registry) answers.set('/remotes.json', boot.registry);
  if (boot.settings) answers.set(`/api/settings.php?${new URLSearchParams({ domain: boot.host })}`, boot.settings);
  if (boot.user) answers.set('/api/user.php', boot.user);
  return answers;
}

/**
 * A fetch that answers the first GET of each boot answer from the page and sends everything
 * else (and every later read) to `network`.
 */
export function fetchWithBootAnswers(boot: BootData | null, network: BootFetch = (input, init) => fetch(input, init)): BootFetch {
  const answers = answersOf(boot);
  return async (input, init) => {
    const url = typeof input === 'string' ? input : 'url' in input ? input.url : input.href;
    const method = (init?.method ?? 'GET').toUpperCase();
    if (method === 'GET' && answers.has(url)) {
      const answer = answers.get(url);
      answers.delete(url);
      return new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json; charset=utf-8' } });
    }
    return network(input, init);
  };
}
