/**
 * What the first render needs, gathered on the server and inlined into the page it sends
 * (`<script type="application/json" id="boot">`), so the shell starts without asking for it:
 * the remote registry, the site settings for the host, the visitor-or-member `{ user }` answer
 * and the locale. The answers are the API's own (asked in-process with the visitor's headers),
 * so they cannot drift from what the shell would fetch; a part that fails is left out and the
 * shell fetches it as before.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LOCALE_COOKIE, chooseLocale, isLocale, localeFromAcceptLanguage, type Locale } from '@dating/shared-contracts';

/** One remote's current build, as /remotes.json names it. */
export interface BootRegistryEntry {
  entry: string;
  version: string;
}

/** The boot data of one page (shell/src/shell/boot-data.ts reads the same shape). */
export interface BootData {
  /** The host the settings are for (the shell asks for settings with `domain` = its hostname). */
  host: string;
  locale: Locale;
  /** The language the page's URL asked for (`?lang=de`, the hreflang links), which beats the rest. */
  requestedLocale?: Locale;
  registry?: { remotes: Record<string, BootRegistryEntry> };
  settings?: { domain_language?: string | null } & Record<string, unknown>;
  user?: { user: unknown };
}

/** Request headers an in-process API call must not inherit (they describe the page request). */
const PAGE_ONLY_HEADERS = ['accept-encoding', 'if-none-match', 'if-modified-since', 'range', 'content-length', 'content-type'];

/** Asks the API in-process as the visitor would; the answer's body, or undefined on a refusal. */
async function askApi(request: FastifyRequest, reply: FastifyReply, url: string, locale?: Locale): Promise<unknown> {
  const headers: Record<string, string | string[] | undefined> = { ...request.headers, accept: 'application/json' };
  for (const name of PAGE_ONLY_HEADERS) delete headers[name];
  if (locale) writtenIn(headers, locale);
  const answer = await request.server.inject({ method: 'GET', url, headers, remoteAddress: request.ip });
  // A session the API refreshed or ended must reach the browser as if it had asked itself.
  const cookies = answer.headers['set-cookie'];
  if (cookies) reply.header('set-cookie', cookies);
  if (answer.statusCode !== 200) return undefined;
  return answer.json();
}

/** Makes an in-process call answer in `locale`: the page's `?lang` beats the cookie and the browser's languages. */
function writtenIn(headers: Record<string, string | string[] | undefined>, locale: Locale): void {
  headers['accept-language'] = locale;
  const cookie = typeof headers.cookie === 'string' ? headers.cookie : undefined;
  if (cookie) headers.cookie = cookie.split(';').filter((part) => part.split('=')[0]!.trim() !== LOCALE_COOKIE).join(';');
}

/** The language the API writes a visitor's answer in (http/request-locale.ts): the cookie's, else the browser's, else Dutch. */
function answerLocale(request: FastifyRequest): Locale {
  const cookie = request.cookies?.[LOCALE_COOKIE];
  return isLocale(cookie) ? cookie : localeFromAcceptLanguage(request.headers['accept-language']);
}

function acceptedLanguages(header: string | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((part) => part.split(';')[0]!.trim())
    .filter(Boolean);
}

/** Only what the shell reads of each remote: its entry and version (not the rollback history). */
function registryEntries(registry: { remotes?: Record<string, Partial<BootRegistryEntry>> } | null): BootData['registry'] {
  if (!registry?.remotes) return undefined;
  const remotes: Record<string, BootRegistryEntry> = {};
  for (const [name, release] of Object.entries(registry.remotes)) {
    if (typeof release?.entry === 'string' && typeof release.version === 'string') remotes[name] = { entry: release.entry, version: release.version };
  }
  return { remotes };
}

/** Gathers the boot data of a page request. */
export async function gatherBootData(
  request: FastifyRequest,
  reply: FastifyReply,
  registry: { remotes?: Record<string, Partial<BootRegistryEntry>> } | null,
): Promise<BootData> {
  const host = request.hostname.replace(/:\d+$/, '');
  const asked = (request.query as Record<string, unknown> | undefined)?.lang;
  const requestedLocale = isLocale(asked) ? asked : undefined;
  const settingsUrl = `/api/settings.php?${new URLSearchParams({ domain: host })}`;
  const [settings, user] = await Promise.all([askApi(request, reply, settingsUrl, requestedLocale), askApi(request, reply, '/api/user.php')]);
  const boot: BootData = { host, locale: 'nl', registry: registryEntries(registry) };
  if (settings && typeof settings === 'object') boot.settings = settings as BootData['settings'];
  if (user && typeof user === 'object' && 'user' in user) boot.user = user as BootData['user'];
  // The same rule the shell applies in the browser (cookie, browser languages, the site's language).
  if (requestedLocale) boot.requestedLocale = requestedLocale;
  boot.locale = boot.requestedLocale ?? chooseLocale({
    cookie: request.cookies?.[LOCALE_COOKIE],
    browserLanguages: acceptedLanguages(request.headers['accept-language']),
    domainLanguage: boot.settings?.domain_language ?? null,
  });
  // The settings' site texts (the fictional notice, titles) must be in the page's language, which
  // may be the site's own when neither cookie nor browser names one the API writes in (the API
  // then answers in Dutch): a visitor's settings are asked again in the page's language. A
  // member without a locale cookie gets their saved language, as the shell adopts it at login.
  if (boot.settings && !requestedLocale && !boot.user?.user && answerLocale(request) !== boot.locale) {
    const again = await askApi(request, reply, settingsUrl, boot.locale);
    if (again && typeof again === 'object') boot.settings = again as BootData['settings'];
  }
  return boot;
}

/**
 * The boot data as the text of a script element: JSON with `<`, `>`, `&` and the two JavaScript
 * line separators escaped, so no value (a member named `</script>…`) can end the element early.
 */
export function bootScriptText(boot: BootData): string {
  return JSON.stringify(boot).replace(/[<>&\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
