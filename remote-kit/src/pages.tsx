/** A remote's root: the page of `host.route.name` from the remote's own page table. */
import { Suspense, type ComponentType } from 'react';
import { Alert } from '@dating/shared-ui';
import { loadedErrorText, type HostProps } from '@dating/shared-contracts';
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
        {loadedErrorText('not_found', host.locale)}
      </Alert>
    );
  }
  return (
    <Suspense fallback={null}>
      <RouteHead />
      <Page />
    </Suspense>
  );
}

/** Applies the route's `head.<route>.*` texts; a page's own usePageHead runs after it (later sibling), so it wins. */
function RouteHead() {
  usePageHead(useRouteHead());
  return null;
}
