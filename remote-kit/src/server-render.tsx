/**
 * Rendering a remote's page ahead, on the server (docs/architecture.md, "Pages rendered ahead"):
 * the same page component, providers and texts as in the browser, rendered to HTML and CSS for the
 * first paint; the browser then mounts the live page in its place. Server-only: a remote builds it
 * into its own server bundle (`src/server.ts`, deploy/webpack/server-render.cjs), never into the
 * browser's code. Data comes through the page's own `useEndpoint` calls: a first pass records what
 * the page asks for, the server answers it, and the next pass renders with those answers.
 */
import { PassThrough } from 'node:stream';
import type { ReactElement } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { ServerStyleSheet, StyleSheetManager } from 'styled-components';
import { SWRConfig, unstable_serialize } from 'swr';
import {
  NO_COUNTS, createEventBus, isApiError, type ApiFailure, type CurrentRoute, type EndpointName, type HostProps, type Locale, type Member, type SiteSettings,
} from '@dating/shared-contracts';
import type { MessageLoader } from './messages';
import { PAGE_DATA_ID, RemotePages, type Pages } from './pages';
import { RemoteProviders } from './providers';
import { EndpointRecorder, FailuresAheadContext, endpointKey } from './use-endpoint';
import { PageAheadRecorder, type PageAheadRecord } from './page-head';

/** What the server knows of the page to render. */
export interface RenderInput {
  route: CurrentRoute;
  locale: Locale;
  settings: SiteSettings;
  /** Answers a reading endpoint as the one who opened the page would be answered (the server asks itself in-process). */
  fetchEndpoint(name: EndpointName, input: unknown): Promise<unknown>;
  /** The member who opened the page (api/src/http/page-prerender.ts); absent for a visitor. */
  member?: Member | null;
}

/** The page as HTML, with the style tags its components need. */
export interface RenderedPage {
  html: string;
  css: string;
}

/** A remote's page rendered ahead, with the answers it was rendered with. */
export interface RenderedPageWithData extends RenderedPage {
  /** The answers and the API's refusals as a script element for the browser's first render (pages.tsx reads and removes it). */
  pageData: string;
  /** Whether the HTML may stand in for the live page; else only its answers and image preloads serve. */
  standsIn: boolean;
  /** The head the page gave itself from its data (usePageHead), for the first HTML's title. */
  head?: PageAheadRecord['head'];
  /** The page shows that what it is about does not exist (usePageNotFound): the answer is a 404. */
  notFound?: boolean;
}

/** Passes at most: a page whose data depends on earlier data needs one pass per step. */
const MAX_PASSES = 3;

const noop = () => {};

/** A host that renders but never acts: the server page is replaced before anyone can click. */
function serverHost(input: RenderInput): HostProps {
  // No badge totals yet, as the live shell starts.
  const snapshot = input.member ? { member: input.member, credits: input.member.credits, counts: NO_COUNTS } : { member: null, credits: 0, counts: NO_COUNTS };
  return {
    route: input.route,
    navigation: { to: noop, toPath: noop, back: noop },
    session: { get: () => snapshot, subscribe: () => noop, refresh: async () => snapshot, signIn: noop, signOut: async () => {} },
    settings: input.settings,
    locale: input.locale,
    setLocale: noop,
    api: {
      call: ((name: EndpointName, query?: unknown) => input.fetchEndpoint(name, query)) as HostProps['api']['call'],
      get: () => Promise.reject(new Error('not on the server')),
      post: () => Promise.reject(new Error('not on the server')),
      put: () => Promise.reject(new Error('not on the server')),
      delete: () => Promise.reject(new Error('not on the server')),
    },
    bus: createEventBus(),
    installed: false,
    contractsVersion: 'server',
    // Widgets belong to other remotes: their place stays empty until the browser mounts them.
    widgets: { mount: () => ({ update: noop, unmount: noop }) },
  };
}

async function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream.pipe(new PassThrough())) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

/** The attribute of the style elements of a page rendered ahead; the shell removes them with it (prerendered-page.ts). */
export const PRERENDERED_STYLE_ATTRIBUTE = 'data-prerendered-style';

/**
 * The style tags of a page rendered ahead, out of styled-components' reach in the browser: it would
 * take every `style[data-styled]` in the page into its own sheet at start (parsing and inserting
 * each rule again) and keep them for the whole visit, yet the live page's class names are its own
 * (they come from the order the browser creates components in), so it rebuilt every rule anyway.
 * These stay plain style elements for the stand-in alone and leave with it at the swap.
 */
function prerenderedStyleTags(tags: string): string {
  return tags.replace(/<style\b([^>]*?)\sdata-styled="[^"]*"/g, `<style$1 ${PRERENDERED_STYLE_ATTRIBUTE}`);
}

/**
 * An element rendered to HTML once everything in it has loaded (lazy parts, texts), with the style
 * tags its styled components need. The remotes' pages and the shell's layout are rendered with it.
 */
export async function renderToParts(element: ReactElement): Promise<RenderedPage> {
  const sheet = new ServerStyleSheet();
  try {
    // One document, written once everything is in: no part is set aside for an inline script to
    // reveal (React does so for a part above its chunk size, e.g. the map lander's SVG map), since
    // the site's CSP runs no inline script and the part would stay hidden behind its fallback.
    const { prelude } = await prerenderToNodeStream(<StyleSheetManager sheet={sheet.instance}>{element}</StyleSheetManager>, { progressiveChunkSize: Number.POSITIVE_INFINITY });
    return { html: await streamToString(prelude), css: prerenderedStyleTags(sheet.getStyleTags()) };
  } finally {
    sheet.seal();
  }
}

/** The answers and refusals the page was rendered with, for the browser's first render (pages.tsx reads them). */
function pageDataScript(path: string, answers: Record<string, unknown>, failures: Map<string, ApiFailure>): string {
  const json = JSON.stringify({ path, answers, failures: Object.fromEntries(failures) }).replace(/[<>&\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
  return `<script type="application/json" id="${PAGE_DATA_ID}">${json}</script>`;
}

/** An API refusal as plain data (the fields the client's ApiError carries), for the page data. */
function refusalOf(error: ApiFailure): ApiFailure {
  const { status, code, message, fields, minutes, login_possible, auth_required, retry_at } = error;
  return JSON.parse(JSON.stringify({ status, code, message, fields, minutes, login_possible, auth_required, retry_at })) as ApiFailure;
}

/** How a remote's pages are rendered ahead. */
export interface PageRendererOptions {
  pages: Pages;
  messages: MessageLoader;
  /**
   * false: nothing for visitors, for a remote whose visitor pages only the live page can show
   * rightly; a list of route names: only those pages for visitors.
   */
  visitors?: boolean | readonly string[];
  /**
   * true: a member's page stands in as HTML too (its pages show the member nothing the server
   * cannot know); else a member's page gives only its answers and image preloads.
   */
  membersStandIn?: boolean;
}

/** A renderer of one remote's pages (what its server bundle exports as `render`). */
export function createPageRenderer({ pages, messages, visitors = true, membersStandIn = false }: PageRendererOptions) {
  return async function render(input: RenderInput): Promise<RenderedPageWithData | null> {
    const forVisitors = Array.isArray(visitors) ? visitors.includes(input.route.name) : visitors;
    if (!pages[input.route.name] || (!forVisitors && !input.member)) return null;
    const host = serverHost(input);
    await messages.load(input.locale);
    const fallback: Record<string, unknown> = {};
    // Calls not to ask again; of them, the API's refusals the page (and the browser) shows as such.
    const failed = new Set<string>();
    const refusals = new Map<string, ApiFailure>();
    for (let pass = 1; ; pass++) {
      const wanted = new Map<string, { name: EndpointName; input: unknown }>();
      const record = (name: EndpointName, query: unknown) => {
        const key = unstable_serialize(endpointKey(name, query));
        if (!(key in fallback) && !failed.has(key)) wanted.set(key, { name, input: query });
      };
      const said: PageAheadRecord = {};
      const { html, css } = await renderToParts(
        <PageAheadRecorder.Provider value={said}>
          <EndpointRecorder.Provider value={record}>
            <FailuresAheadContext.Provider value={refusals}>
              <SWRConfig value={{ fallback, revalidateOnMount: false }}>
                <RemoteProviders host={host} messages={messages}>
                  <RemotePages host={host} pages={pages} />
                </RemoteProviders>
              </SWRConfig>
            </FailuresAheadContext.Provider>
          </EndpointRecorder.Provider>
        </PageAheadRecorder.Provider>,
      );
      if (wanted.size === 0 || pass >= MAX_PASSES) {
        const page = { html, css, pageData: pageDataScript(input.route.path, fallback, refusals), standsIn: !input.member || membersStandIn };
        return { ...page, ...(said.head ? { head: said.head } : {}), ...(said.notFound ? { notFound: true } : {}) };
      }
      await Promise.all(
        [...wanted].map(async ([key, call]) => {
          try {
            fallback[key] = await input.fetchEndpoint(call.name, call.input);
          } catch (error) {
            // The page shows its own error state, as in the browser; an API refusal the browser
            // starts with, anything else (a slow or broken server) it asks again itself.
            failed.add(key);
            if (isApiError(error)) refusals.set(key, refusalOf(error));
          }
        }),
      );
    }
  };
}
