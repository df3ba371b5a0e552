/**
 * Pages rendered ahead (docs/architecture.md): for a visitor opening a page whose remote ships a
 * server renderer (`server.cjs` in its published version folder, built from its `src/server.ts`),
 * the server renders that page to HTML with the visitor's language, the site's settings and the
 * API's own answers, and sends it inside the page. The browser shows it at once; the shell then
 * mounts the live page and swaps it in when the page says it has rendered. Publishing or rolling
 * back the remote changes its renderer with it. A renderer that fails or is slow is skipped: the
 * page is then sent as before.
 */
import path from 'node:path';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { FastifyRequest } from 'fastify';
import { ENDPOINTS, type CurrentRoute, type EndpointName, type Locale } from '@dating/shared-contracts';
import type { BootRegistryEntry } from './boot-data.js';

/** What a remote's server.cjs exports (remote-kit/src/server-render.tsx). */
interface ServerRenderer {
  render(input: {
    route: CurrentRoute;
    locale: Locale;
    settings: unknown;
    fetchEndpoint(name: EndpointName, input: unknown): Promise<unknown>;
  }): Promise<{ html: string; css: string } | null>;
}

/** The page rendered ahead: its HTML and the style tags it needs. */
export interface PrerenderedPage {
  html: string;
  css: string;
}

/** A page slower than this goes out without its rendering ahead (it would delay the first byte). */
const RENDER_BUDGET_MS = 1_500;

const requireHere = createRequire(import.meta.url);
const renderers = new Map<string, ServerRenderer | null>();

/** The renderer in a published version folder (loaded once per version: folders are immutable). */
function rendererOf(publishedDir: string, release: BootRegistryEntry | undefined): ServerRenderer | null {
  if (!release?.entry.startsWith('/remotes/')) return null;
  const root = path.join(publishedDir, 'remotes');
  const file = path.join(root, decodeURIComponent(release.entry.slice('/remotes/'.length, release.entry.lastIndexOf('/'))), 'server.cjs');
  if (!file.startsWith(`${root}${path.sep}`)) return null;
  if (!renderers.has(file)) {
    let renderer: ServerRenderer | null = null;
    try {
      if (fs.existsSync(file)) renderer = requireHere(file) as ServerRenderer;
    } catch (error) {
      console.error(`[page-prerender] ${file} failed to load`, error);
    }
    renderers.set(file, typeof renderer?.render === 'function' ? renderer : null);
  }
  return renderers.get(file) ?? null;
}

/** Answers a reading, public endpoint in-process, as the visitor would be answered. */
function endpointFetcher(request: FastifyRequest) {
  return async (name: EndpointName, input: unknown): Promise<unknown> => {
    const endpoint = ENDPOINTS[name];
    if (!endpoint || endpoint.method !== 'GET' || endpoint.member) throw new Error(`${name} is not a public reading endpoint`);
    const query = input && typeof input === 'object' ? new URLSearchParams(Object.entries(input).map(([key, value]) => [key, String(value)])).toString() : '';
    const headers: Record<string, string | string[] | undefined> = { ...request.headers, accept: 'application/json' };
    for (const header of ['accept-encoding', 'if-none-match', 'content-length', 'content-type']) delete headers[header];
    const answer = await request.server.inject({ method: 'GET', url: `${endpoint.path}${query ? `?${query}` : ''}`, headers, remoteAddress: request.ip });
    if (answer.statusCode !== 200) throw new Error(`${name} answered ${answer.statusCode}`);
    return answer.json();
  };
}

/** The page rendered ahead, or null when its remote has no renderer, fails or takes too long. */
export async function prerenderPage(options: {
  request: FastifyRequest;
  publishedDir: string;
  release: BootRegistryEntry | undefined;
  route: CurrentRoute;
  locale: Locale;
  settings: unknown;
}): Promise<PrerenderedPage | null> {
  const renderer = rendererOf(options.publishedDir, options.release);
  if (!renderer || !options.settings) return null;
  let timer: NodeJS.Timeout | undefined;
  try {
    const late = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), RENDER_BUDGET_MS);
    });
    const rendered = renderer.render({ route: options.route, locale: options.locale, settings: options.settings, fetchEndpoint: endpointFetcher(options.request) });
    return await Promise.race([rendered, late]);
  } catch (error) {
    options.request.log.warn({ err: error, path: options.route.path }, 'rendering the page ahead failed');
    return null;
  } finally {
    clearTimeout(timer);
  }
}

/** Names the element and style the shell removes when the live page has rendered (shell/src/shell/prerendered-page.ts). */
export const PRERENDERED_ID = 'prerendered-page';
export const PRERENDER_STYLE_ID = 'prerendered-style';

function text(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * A form rendered ahead (the login form) can be typed into, but only the live page may send it:
 * its submit buttons are disabled, so neither a click nor Enter (implicit submission needs an
 * enabled default button) sends it; what was typed moves to the live form at the swap
 * (shell/src/shell/prerendered-page.ts). The site's CSP forbids inline handlers, hence no
 * onsubmit. Should one still be sent, it posts, never putting the fields in the URL as a get would.
 */
export function standInForms(html: string): string {
  return html
    .replace(/<form(?![^>]*\smethod=)/g, '<form method="post"')
    .replace(/<button(?=[^>]*\stype="submit")(?![^>]*\sdisabled)/g, '<button disabled=""');
}

/**
 * The head and body parts of a page rendered ahead. The shell's root stays hidden until the live
 * page has rendered, so the swap moves nothing on screen; a bar of the header's height with the
 * site's name stands where the shell's header will be.
 */
export function prerenderedParts(page: PrerenderedPage, siteName: string, fontUrl?: string): { head: string; body: string } {
  const style = [
    // The site's font, from the file the page already preloads: the stand-in's text is painted at
    // the size the live page paints it, so the swap paints nothing larger (Largest Contentful Paint
    // stays the stand-in's).
    ...(fontUrl ? [`@font-face{font-family:'Nunito Variable';font-style:normal;font-display:swap;font-weight:200 1000;src:url(${fontUrl}) format('woff2-variations'),url(${fontUrl}) format('woff2')}`] : []),
    // Important: the shell's global styles, injected later, set #root's display too.
    `#root{display:none!important}`,
    `body{margin:0;background:#f6f8fb;color:#1b2030;font-family:'Nunito Variable',system-ui,-apple-system,'Segoe UI',Roboto,'Helvetica Neue',Arial,sans-serif}`,
    // The shell's main region starts 17 px under its 60 px header: the stand-in keeps the text where the live page puts it.
    `#${PRERENDERED_ID}>main{padding-top:17px}`,
    `#${PRERENDERED_ID}>header{box-sizing:border-box;height:60px;display:flex;align-items:center;padding:0 16px;background:#fff;border-bottom:1px solid #dde3ea;font-weight:800;font-size:1.25rem}`,
  ].join('');
  return {
    head: `<style id="${PRERENDER_STYLE_ID}">${style}</style>${page.css}`,
    // Test ids name the live page's parts: the stand-in keeps none, so a test never finds it twice.
    body: `<div id="${PRERENDERED_ID}"><header>${text(siteName)}</header><main>${standInForms(page.html.replace(/\sdata-testid="[^"]*"/g, ''))}</main></div>`,
  };
}
