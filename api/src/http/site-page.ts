/**
 * The page every front-end route answers with: the shell's index.html with what the first render
 * needs written into it (boot data, preloads, the page language). Its status says whether the
 * path is a page of the route table (200) or not (404, the shell then shows its 404 page); it is
 * revalidated by ETag and never stored by shared caches (it carries the member's answer).
 */
import crypto from 'node:crypto';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ENDPOINTS, MEMBER_HOME_ROUTES, href, matchRoute, sitePageTokenSchema, type RouteDefinition } from '@dating/shared-contracts';
import type { Config } from '../config.js';
import { readCachedJson, readCachedText } from './cached-file.js';
import { bootScriptText, gatherBootData, type BootData } from './boot-data.js';
import { pagePreloads, type Preload } from './page-preloads.js';
import { headTagsHtml, ownerHeadTexts, pageHead, type HeadTexts, type PageHead } from './page-head.js';
import { linkOrigin } from '../domains/sites/index.js';
import { memberPageParts, prerenderPage, prerenderedParts, type PageParts, type PrerenderedPage } from './page-prerender.js';

const NOT_BUILT = 'The front end is not built yet: run `npm run build` (or `npm start`, which builds it).';

/** The route of `pathname`, or null when it names none (a malformed escape names none). */
function routeOf(pathname: string): { route: RouteDefinition; params: Record<string, string> } | null {
  try {
    return matchRoute(pathname);
  } catch {
    return null;
  }
}

/** Whether `pathname` is a page of the route table; a malformed escape is no page. */
export function isKnownPage(pathname: string): boolean {
  return routeOf(pathname) !== null;
}

/**
 * A token page's title and text when the site has a page under that token, else null: the one
 * route whose existence the route table cannot tell (any single segment matches it).
 */
async function tokenPage(request: FastifyRequest, token: string): Promise<HeadTexts | null> {
  if (!sitePageTokenSchema.safeParse(token).success) return null;
  const headers: Record<string, string | string[] | undefined> = { ...request.headers, accept: 'application/json' };
  for (const name of ['accept-encoding', 'if-none-match', 'content-length', 'content-type']) delete headers[name];
  const answer = await request.server.inject({ method: 'GET', url: `${ENDPOINTS.sitePage.path}?${new URLSearchParams({ token })}`, headers, remoteAddress: request.ip });
  if (answer.statusCode !== 200) return null;
  const page = answer.json() as { title: string; body: string };
  return { title: page.title, description: page.body.split('\n')[0]!.slice(0, 160) };
}

function attribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

function preloadLink({ href, as }: Preload): string {
  if (as === 'cache') return `<link rel="prefetch" href="${attribute(href)}">`;
  // The federation runtime fetches its manifest in CORS mode with same-origin credentials.
  return `<link rel="preload" as="${as}" href="${attribute(href)}"${as === 'fetch' ? ' crossorigin="anonymous"' : ''}>`;
}

/** index.html with the page language, the head tags, the preloads and the boot data written into its head. */
export function renderPage(template: string, boot: BootData, preloads: Preload[], head?: PageHead, ahead?: PageParts | null): string {
  // The shell's own entry scripts come first: nothing else can start before they have run.
  const entryScripts = [...template.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((match): Preload => ({ href: match[1]!, as: 'script' }));
  const tags = head ? headTagsHtml(head) : null;
  const headHtml = [
    ...(tags ? [tags.tags] : []),
    ...(ahead ? [ahead.head] : []),
    ...[...entryScripts, ...preloads].map(preloadLink),
    `<script type="application/json" id="boot">${bootScriptText(boot)}</script>`,
  ].join('');
  let withLanguage = template.replace(/<html([^>]*?)\slang="[^"]*"/, `<html$1 lang="${boot.locale}"`);
  if (tags) withLanguage = /<title>[^<]*<\/title>/.test(withLanguage) ? withLanguage.replace(/<title>[^<]*<\/title>/, () => tags.title) : withLanguage.replace('</head>', `${tags.title}</head>`);
  // The page rendered ahead goes after the shell's root, which stays hidden until the live page is in.
  if (ahead) withLanguage = withLanguage.replace(/(<div id="root"><\/div>)/, (root) => `${root}${ahead.body}`);
  const at = withLanguage.indexOf('</head>');
  return at < 0 ? `${headHtml}${withLanguage}` : `${withLanguage.slice(0, at)}${headHtml}${withLanguage.slice(at)}`;
}

/**
 * What the page carries of itself beyond the shell: the page rendered ahead in its layout (what
 * paid traffic and crawlers open), for a member only where it can be theirs (memberPageParts).
 */
async function pageAhead(options: Parameters<typeof prerenderPage>[0], siteName: string, template: string): Promise<PageAhead | null> {
  const prerendered = await prerenderPage(options);
  if (!prerendered) return null;
  const said = { ...(prerendered.head ? { headTexts: prerendered.head } : {}), ...(prerendered.notFound ? { notFound: true } : {}) };
  if (prerendered.member) {
    const parts = memberPageParts(prerendered, siteName);
    return parts ? { ...parts, ...said } : null;
  }
  const fontUrl = template.match(/<link rel="preload" href="([^"]+\.woff2)" as="font"/)?.[1];
  return { ...prerenderedParts(prerendered, siteName, fontUrl), ...said };
}

/** The page's parts rendered ahead, with what the page said of itself (its title, not found). */
type PageAhead = PageParts & { headTexts?: PrerenderedPage['head']; notFound?: boolean };

/** A weak validator of the page as sent (compression does not change what it means). */
function etagOf(html: string): string {
  return `W/"${crypto.createHash('sha1').update(html).digest('base64url').slice(0, 27)}"`;
}

/** Answers a page request. */
export async function sendSitePage(request: FastifyRequest, reply: FastifyReply, config: Config) {
  const template = readCachedText(path.join(config.shellDir, 'index.html'));
  if (template === null) return reply.status(503).type('text/plain; charset=utf-8').send(NOT_BUILT);
  const pathname = request.url.split('?')[0]!;
  const registry = readCachedJson<{ remotes?: Record<string, { entry?: string; version?: string }> }>(path.join(config.publishedDir, 'remotes.json'));
  const boot = await gatherBootData(request, reply, registry);
  const matched = routeOf(pathname);
  // A member arriving on home, login or signup goes to the members page at once, which comes
  // with its first answers, instead of a visitor's page the shell would leave straight away.
  if (boot.user?.user && matched && MEMBER_HOME_ROUTES.has(matched.route.name)) {
    return reply.header('cache-control', 'private, no-cache').header('vary', 'cookie').redirect(href('members'), 302);
  }
  const own = matched?.route.name === 'pages-token' ? await tokenPage(request, matched.params.token!) : null;
  const found = matched !== null && (matched.route.name !== 'pages-token' || own !== null);
  const settings = boot.settings as { name?: string; index_title?: string; description?: string; domain?: string; geoip_selected_country?: string | null; geoip_country?: string | null } | undefined;
  const ahead = found && matched
    ? await pageAhead({
        request,
        publishedDir: config.publishedDir,
        shellDir: config.shellDir,
        release: boot.registry?.remotes[matched.route.owner],
        route: { name: matched.route.name, params: matched.params, query: Object.fromEntries(new URLSearchParams(request.url.split('?')[1] ?? '')), path: pathname },
        locale: boot.locale,
        settings: boot.settings,
        member: boot.user?.user ?? null,
      }, settings?.name ?? '', template)
    : null;
  // An unknown profile is not found, though its route is: the page rendered ahead said so.
  const exists = found && !ahead?.notFound;
  const head = pageHead({
    origin: linkOrigin({ domain: settings?.domain ?? boot.host }, config),
    pathname,
    route: matched?.route ?? null,
    locale: boot.locale,
    requestedLocale: boot.requestedLocale ?? null,
    country: settings?.geoip_selected_country ?? settings?.geoip_country ?? null,
    settings,
    texts: matched ? ownerHeadTexts(config.publishedDir, boot.registry?.remotes[matched.route.owner]) : null,
    own,
    rendered: ahead?.headTexts ?? null,
    found: exists,
  });
  const preloads = pagePreloads({ shellDir: config.shellDir, publishedDir: config.publishedDir, pathname, locale: boot.locale, remotes: boot.registry?.remotes ?? {}, standsIn: ahead?.standsIn ?? false });
  const html = renderPage(template, boot, preloads, head, ahead);
  const status = exists ? 200 : 404;
  const etag = etagOf(html);
  reply.header('cache-control', 'private, no-cache').header('vary', 'cookie, accept-language').header('etag', etag);
  if (status === 200 && request.headers['if-none-match'] === etag) return reply.status(304).send();
  return reply.status(status).type('text/html; charset=utf-8').send(html);
}
