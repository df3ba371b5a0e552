/**
 * The parts a working page never shows, loaded when one is shown or once the first page has settled
 * (prefetched then, so a failure later finds them in the cache): the error page and a slot's
 * fallback, with shared-ui's empty-state card and illustration. They had been 2–3 KB of every
 * page's first 200 KB (docs/performance.md).
 */
import { Suspense, lazy, type ComponentProps } from 'react';

const loadErrorPage = () => import(/* webpackChunkName: "error-page" */ './error-page.js');
const loadRemoteFallback = () => import(/* webpackChunkName: "remote-fallback" */ '../remotes/remote-fallback.js');

const LazyErrorPage = lazy(() => loadErrorPage().then((module) => ({ default: module.ErrorPage })));
const LazyRemoteFallback = lazy(() => loadRemoteFallback().then((module) => ({ default: module.RemoteFallback })));

/** The error page (404, a crash, a start that failed), loaded when it is shown. */
export function ErrorPage(props: ComponentProps<typeof LazyErrorPage>) {
  return (
    <Suspense fallback={null}>
      <LazyErrorPage {...props} />
    </Suspense>
  );
}

/** A slot's fallback (its remote failed or is slow), loaded when it is shown. */
export function RemoteFallback(props: ComponentProps<typeof LazyRemoteFallback>) {
  return (
    <Suspense fallback={null}>
      <LazyRemoteFallback {...props} />
    </Suspense>
  );
}

/** Loads both into the cache (after the first page has settled). */
export function prefetchDeferredParts() {
  void loadErrorPage().catch(() => undefined);
  void loadRemoteFallback().catch(() => undefined);
}
