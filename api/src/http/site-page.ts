/**
 * The page every front-end route answers with: the shell's index.html with what the first render
 * needs written into it (boot data, preloads, the page language). Its status says whether the
 * path is a page of the route table (200) or not (404, the shell then shows its 404 page); it is
 * revalidated by ETag and never stored by shared caches (it carries the member's answer).
 */
import crypto from 'node:crypto';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { matchRoute } from '@dating/shared-contracts';
import type { Config } from '../config.js';
import { readCachedJson, readCachedText } from './cached-file.js';
import { bootScriptText, gatherBootData, type BootData } from './boot-data.js';
import { pagePreloads, type Preload } from './page-preloads.js';

const NOT_BUILT = 'The front end is not built yet: run `npm run build` (or `npm start`, which builds it).';

/** Whether `pathname` is a page of the route table; a malformed escape is no page. */
export function isKnownPage(pathname: string): boolean {
  try {
    return matchRoute(pathname) !== null;
  } catch {
    return false;
  }
}

function attribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

function preloadLink({ href, as }: Preload): string {
  if (as === 'cache') return `<link rel="prefetch" href="${attribute(href)}">`;
  // The federation runtime fetches its manifest in CORS mode with same-origin credentials.
  return `<link rel="preload" as="${as}" href="${attribute(href)}"${as === 'fetch' ? ' crossorigin="anonymous"' : ''}>`;
}

/** index.html with the page language, the preloads and the boot data written into its head. */
export function renderPage(template: string, boot: BootData, preloads: Preload[]): string {
  // The shell's own entry scripts come first: nothing else can start before they have run.
  const entryScripts = [...template.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((match): Preload => ({ href: match[1]!, as: 'script' }));
  const head = [
    ...[...entryScripts, ...preloads].map(preloadLink),
    `<script type="application/json" id="boot">${bootScriptText(boot)}</script>`,
  ].join('');
  const withLanguage = template.replace(/<html([^>]*?)\slang="[^"]*"/, `<html$1 lang="${boot.locale}"`);
  const at = withLanguage.indexOf('</head>');
  return at < 0 ? `${head}${withLanguage}` : `${withLanguage.slice(0, at)}${head}${withLanguage.slice(at)}`;
}

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
  const preloads = pagePreloads({ shellDir: config.shellDir, publishedDir: config.publishedDir, pathname, locale: boot.locale, remotes: boot.registry?.remotes ?? {} });
  const html = renderPage(template, boot, preloads);
  const status = isKnownPage(pathname) ? 200 : 404;
  const etag = etagOf(html);
  reply.header('cache-control', 'private, no-cache').header('vary', 'cookie, accept-language').header('etag', etag);
  if (status === 200 && request.headers['if-none-match'] === etag) return reply.status(304).send();
  return reply.status(status).type('text/html; charset=utf-8').send(html);
}
