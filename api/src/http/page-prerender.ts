/**
 * Pages rendered ahead (docs/architecture.md): for a visitor opening a page whose remote ships a
 * server renderer (`server.cjs` in its published version folder, built from its `src/server.ts`),
 * the server renders that page to HTML with the visitor's language, the site's settings and the
 * API's own answers, and sends it inside the page. The browser shows it at once; the shell then
 * mounts the live page and swaps it in when the page says it has rendered. Publishing or rolling
 * back the remote changes its renderer with it. The shell's own renderer (`server.cjs` beside its
 * build) puts the route's layout around the page, so the stand-in is the whole final page. A page
 * renderer that fails or is slow is skipped: the page is then sent as before; a layout that fails
 * leaves the page standing in under a plain bar. A member's page stands in only where its remote
 * says it may and the shell can render the member's layout; else it brings its first answers and
 * image preloads alone (memberPageParts).
 */
import path from 'node:path';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { FastifyRequest } from 'fastify';
import { ApiError, ENDPOINTS, failureOf, type CurrentRoute, type EndpointName, type Locale } from '@dating/shared-contracts';
import type { BootRegistryEntry } from './boot-data.js';
import { changesState } from './cross-site.js';

/** What a remote's server.cjs exports (remote-kit/src/server-render.tsx). */
interface ServerRenderer {
  render(input: {
    route: CurrentRoute;
    locale: Locale;
    settings: unknown;
    fetchEndpoint(name: EndpointName, input: unknown): Promise<unknown>;
    member?: unknown;
  }): Promise<{ html: string; css: string; pageData?: string; standsIn?: boolean; head?: { title: string; description?: string }; notFound?: boolean } | null>;
}

/** What the shell's server.cjs exports (shell/src/server.tsx). */
interface LayoutRenderer {
  renderLayout(input: { route: CurrentRoute; locale: Locale; settings: unknown; pageHtml: string; member?: unknown }): Promise<{ html: string; css: string } | null>;
}

/** The page rendered ahead: its HTML and the style tags it needs, in the shell's layout when that rendered too. */
export interface PrerenderedPage {
  html: string;
  css: string;
  /** The answers the page was rendered with, as the script element the browser's first render reads. */
  pageData?: string;
  /** The shell's layout with the page in its main region (html), and the layout's style tags. */
  layout?: { html: string; css: string } | null;
  /** Opened by a member: the page was rendered with their answers. */
  member?: boolean;
  /** The title (and description) the page gave itself from its data: a profile's name. */
  head?: { title: string; description?: string };
  /** The page showed that what it is about does not exist: the answer is a 404. */
  notFound?: boolean;
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

const layoutRenderers = new Map<string, { mtimeMs: number; renderer: LayoutRenderer | null }>();

/**
 * The shell's layout renderer (`server.cjs` beside the shell's build); loaded again when a new build
 * replaced it, since the shell's folder is not versioned. Null when the shell has none.
 */
function layoutRendererOf(shellDir: string): LayoutRenderer | null {
  const file = path.join(shellDir, 'server.cjs');
  const stat = fs.statSync(file, { throwIfNoEntry: false });
  if (!stat) return null;
  const known = layoutRenderers.get(file);
  if (known?.mtimeMs === stat.mtimeMs) return known.renderer;
  let renderer: LayoutRenderer | null = null;
  try {
    delete requireHere.cache[requireHere.resolve(file)];
    renderer = requireHere(file) as LayoutRenderer;
  } catch (error) {
    console.error(`[page-prerender] ${file} failed to load`, error);
  }
  layoutRenderers.set(file, { mtimeMs: stat.mtimeMs, renderer: typeof renderer?.renderLayout === 'function' ? renderer : null });
  return layoutRenderers.get(file)!.renderer;
}

/**
 * Answers a reading endpoint in-process, as the one who opened the page would be answered: a
 * visitor's page only public ones, a member's page (`asMember`) also the member's own; staff
 * endpoints never (no page of the members' site is rendered ahead with a staff member's data).
 */
function endpointFetcher(request: FastifyRequest, asMember = false) {
  return async (name: EndpointName, input: unknown): Promise<unknown> => {
    const endpoint = ENDPOINTS[name];
    const mayAsk = endpoint?.access === 'everyone' || (endpoint?.access === 'member' && asMember);
    if (!endpoint || endpoint.method !== 'GET' || !mayAsk) throw new Error(`${name} is not a reading endpoint this page may ask`);
    // A page asked with HEAD (link checkers, prefetchers) changes nothing, as the endpoint itself would refuse it.
    if (request.method === 'HEAD' && changesState(endpoint.path)) throw new Error(`${name} changes state and the page was asked with HEAD`);
    const query = input && typeof input === 'object' ? new URLSearchParams(Object.entries(input).map(([key, value]) => [key, String(value)])).toString() : '';
    const headers: Record<string, string | string[] | undefined> = { ...request.headers, accept: 'application/json' };
    for (const header of ['accept-encoding', 'if-none-match', 'content-length', 'content-type']) delete headers[header];
    // The page's own calls are this site's, whichever site the visitor came from (the cross-site check believes this).
    headers['sec-fetch-site'] = 'same-origin';
    const answer = await request.server.inject({ method: 'GET', url: `${endpoint.path}${query ? `?${query}` : ''}`, headers, remoteAddress: request.ip });
    // Refused as the browser's client would raise it, so the page renders the same error state.
    if (answer.statusCode !== 200) {
      let body: unknown = null;
      try {
        body = answer.json();
      } catch {
        // Not an error answer: the generic failure below.
      }
      throw new ApiError(failureOf(answer.statusCode, body) ?? { status: answer.statusCode, code: 'generic', message: `${name} answered ${answer.statusCode}` });
    }
    return answer.json();
  };
}

interface PrerenderOptions {
  request: FastifyRequest;
  publishedDir: string;
  /** The shell's build folder, where its layout renderer is. */
  shellDir?: string;
  release: BootRegistryEntry | undefined;
  route: CurrentRoute;
  locale: Locale;
  settings: unknown;
  /** The member who opened the page (the current-user answer); absent or null for a visitor. */
  member?: unknown;
}

/**
 * The shell's layout around the page rendered ahead, or null when the shell has no renderer or it
 * fails: the page then stands in alone under a plain bar (prerenderedParts), as before layouts.
 */
async function layoutAround(options: PrerenderOptions, pageHtml: string): Promise<PrerenderedPage['layout']> {
  const renderer = options.shellDir ? layoutRendererOf(options.shellDir) : null;
  if (!renderer) return null;
  try {
    return await renderer.renderLayout({ route: options.route, locale: options.locale, settings: options.settings, pageHtml, member: options.member ?? null });
  } catch (error) {
    options.request.log.warn({ err: error, path: options.route.path }, 'rendering the layout ahead failed');
    return null;
  }
}

/**
 * The page, then its layout around it when the page may stand in; null when the remote renders
 * nothing for the route. A member's page is rendered with their own answers.
 */
async function renderAhead(renderer: ServerRenderer, options: PrerenderOptions): Promise<PrerenderedPage | null> {
  const member = Boolean(options.member);
  const page = await renderer.render({ route: options.route, locale: options.locale, settings: options.settings, fetchEndpoint: endpointFetcher(options.request, member), ...(member ? { member: options.member } : {}) });
  if (!page) return null;
  const standsIn = page.standsIn ?? !member;
  return { ...page, member, layout: standsIn ? await layoutAround(options, standIn(page.html)) : null };
}

/** What `work` gives, or null when it fails or takes longer than the budget (the page then goes without). */
async function withinBudget<T>(options: PrerenderOptions, work: () => Promise<T | null>): Promise<T | null> {
  let timer: NodeJS.Timeout | undefined;
  try {
    const late = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), RENDER_BUDGET_MS);
    });
    return await Promise.race([work(), late]);
  } catch (error) {
    options.request.log.warn({ err: error, path: options.route.path }, 'rendering the page ahead failed');
    return null;
  } finally {
    clearTimeout(timer);
  }
}

/** The page rendered ahead (in the shell's layout), or null when its remote has no renderer, fails or takes too long. */
export async function prerenderPage(options: PrerenderOptions): Promise<PrerenderedPage | null> {
  const renderer = rendererOf(options.publishedDir, options.release);
  if (!renderer || !options.settings) return null;
  return withinBudget(options, () => renderAhead(renderer, options));
}

/** React's preloads of the images a page marks as wanted first (fetchpriority high), from its HTML. */
export function imagePreloads(html: string): string {
  return (html.match(/<link rel="preload" as="image"[^>]*>/g) ?? []).join('');
}

/**
 * A member's page as it goes out: in the shell's layout with their header when both the page and
 * the layout could stand in, else only the answers it starts with and preloads of the images it
 * shows first (a visitor's layout would not be theirs, and the live page follows at once). The
 * image preloads go first in the head either way, before the scripts'.
 */
export function memberPageParts(page: PrerenderedPage, siteName: string): PageParts | null {
  if (page.layout) {
    const parts = prerenderedParts(page, siteName);
    return { ...parts, head: `${imagePreloads(page.html)}${parts.head}` };
  }
  return page.pageData ? { head: imagePreloads(page.html), body: page.pageData, standsIn: false } : null;
}

/** What a page carries of itself: tags for the head, elements for the body, and whether a page stands in. */
export interface PageParts {
  head: string;
  body: string;
  /** The body holds the page rendered ahead, which the browser shows before any script has run. */
  standsIn: boolean;
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

/** Test ids name the live page's parts: the stand-in keeps none, so a test never finds a part twice. */
function withoutTestIds(html: string): string {
  return html.replace(/\sdata-testid="[^"]*"/g, '');
}

/** The page's HTML as it stands in: forms that send nothing, no test ids. */
export function standIn(html: string): string {
  return standInForms(withoutTestIds(html));
}

/**
 * The head and body parts of a page rendered ahead. The shell's root stays hidden until the live
 * page has rendered, so the swap moves nothing on screen. In the shell's layout (page.layout) the
 * stand-in is the whole page the live shell will show (header, page, disclaimer, footer, with the
 * shell's global styles and font); without it a bar of the header's height with the site's name
 * stands where the shell's header will be.
 */
export function prerenderedParts(page: PrerenderedPage, siteName: string, fontUrl?: string): PageParts {
  if (page.layout) {
    // The stand-in's box is laid out as the shell's root is (shared-ui's GlobalStyle: a full-height column).
    const style = `#root{display:none!important}#${PRERENDERED_ID}{display:flex;flex-direction:column;min-height:100vh;min-height:100dvh}`;
    return {
      // The shell's styles first, then the page's: the order the live page injects them in.
      head: `<style id="${PRERENDER_STYLE_ID}">${style}</style>${page.layout.css}${page.css}`,
      body: `<div id="${PRERENDERED_ID}">${withoutTestIds(page.layout.html)}</div>${page.pageData ?? ''}`,
      standsIn: true,
    };
  }
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
    body: `<div id="${PRERENDERED_ID}"><header>${text(siteName)}</header><main>${standIn(page.html)}</main></div>${page.pageData ?? ''}`,
    standsIn: true,
  };
}
