/** A remote's root: the page of `host.route.name` from the remote's own page table. */
import { Suspense, startTransition, useEffect, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { SWRConfig, preload } from 'swr';
import { Alert } from '@dating/shared-ui';
import type { ApiFailure, HostProps } from '@dating/shared-contracts';
import { ErrorTextOf } from './texts';
import { FailuresAheadContext } from './use-endpoint';
import { usePageHead, useRouteHead } from './page-head';

/**
 * Route name (the shared route table's names) → page. The usual way in comes with the remote;
 * others may be React.lazy, so they load when their route opens.
 */
export type Pages = Readonly<Record<string, ComponentType>>;

/** Renders the page of the current route, or a plain not-found note. */
export function RemotePages({ host, pages }: { host: HostProps; pages: Pages }) {
  const Page = pages[host.route.name];
  // The shell only mounts a remote for its own routes; say so plainly if that ever breaks.
  if (!Page) {
    return (
      <Alert kind="warning" data-testid="remote-unknown-route">
        <ErrorTextOf code="not_found" locale={host.locale} />
      </Alert>
    );
  }
  return (
    <PageDataAhead path={host.route.path}>
      <BehindPageRenderedAhead>
        <Suspense fallback={null}>
          <RouteHead />
          <Page />
          <Rendered host={host} />
        </Suspense>
      </BehindPageRenderedAhead>
    </PageDataAhead>
  );
}

/** The element the server's page rendered ahead stands in (api/src/http/page-prerender.ts). */
const PRERENDERED_ID = 'prerendered-page';

/**
 * While the page rendered ahead is on screen the visitor already sees the content, so the live
 * page renders as a transition: React yields to the browser every few milliseconds instead of
 * one long task, and taps and scrolls stay answered while it starts (total blocking time). On the
 * server, and in a browser without a page rendered ahead, the page renders at once as before.
 */
function BehindPageRenderedAhead({ children }: { children: ReactNode }) {
  const [live, setLive] = useState(() => typeof document === 'undefined' || !document.getElementById(PRERENDERED_ID));
  useEffect(() => {
    if (!live) startTransition(() => setLive(true));
  }, [live]);
  return live ? children : null;
}

/** The id of the script element with the answers a page rendered ahead was made with. */
export const PAGE_DATA_ID = 'page-data-ahead';

/**
 * The answers the server gave this page (server-render.tsx writes them into the page: beside the
 * page rendered ahead, alone for a member's page that does not stand in), so the first render in the browser
 * shows the content at once instead of a loading state; a call the API refused shows its error
 * state at once, as the page rendered ahead did (FailuresAheadContext). The answers were asked a
 * moment ago: the revalidation on mount takes them (swr's preload) instead of asking the network
 * again, and puts them in the cache, so later visits revalidate as usual.
 */
function PageDataAhead({ path, children }: { path: string; children: ReactNode }) {
  const ahead = useMemo(() => {
    const data = takePageData(path);
    for (const [key, answer] of Object.entries(data?.answers ?? {})) preload(key, () => Promise.resolve(answer));
    return data && { fallback: data.answers, refusals: new Map(Object.entries(data.failures)) };
  }, [path]);
  if (!ahead) return children;
  return (
    <FailuresAheadContext.Provider value={ahead.refusals}>
      <SWRConfig value={{ fallback: ahead.fallback }}>{children}</SWRConfig>
    </FailuresAheadContext.Provider>
  );
}

/** What the server wrote for the page: its answers and its calls' refusals, by swr key. */
interface PageData {
  answers: Record<string, unknown>;
  failures: Record<string, ApiFailure>;
}

/** The page data for `path`, read once: the element goes, so a later visit of the same path asks afresh. */
function takePageData(path: string): PageData | null {
  if (typeof document === 'undefined') return null;
  const element = document.getElementById(PAGE_DATA_ID);
  element?.remove();
  try {
    const data = element ? (JSON.parse(element.textContent ?? '') as { path?: string } & Partial<PageData>) : null;
    return data?.path === path && data.answers ? { answers: data.answers, failures: data.failures ?? {} } : null;
  } catch {
    return null;
  }
}

/** Says, once the page's content (not a loading state of its boundary) is on screen, that it rendered. */
function Rendered({ host }: { host: HostProps }) {
  const { route, bus } = host;
  useEffect(() => {
    bus.emit('page:rendered', { route: route.name });
  }, [bus, route.name, route.path]);
  return null;
}

/** Applies the route's `head.<route>.*` texts; a page's own usePageHead runs after it (later sibling), so it wins. */
function RouteHead() {
  usePageHead(useRouteHead());
  return null;
}
