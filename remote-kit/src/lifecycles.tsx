/**
 * single-spa lifecycles for a remote's pages or one of its widgets: the root renders only once the
 * locale's texts are loaded (nothing shows without its texts), and a crash shows the generic text.
 *   export default defineRemote({ pages, messages });       // ./lifecycles
 *   export default defineWidget({ component, messages });   // a widget's exposed module
 */
import * as React from 'react';
import { startTransition } from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import type { AppProps } from 'single-spa';
import type { HostProps } from '@dating/shared-contracts';
import { RemoteCrashBoundary } from './crash-boundary';
import { createMessageLoader, type CatalogueImport, type MessageLoader } from './messages';
import { RemotePages, type Pages } from './pages';
import { RemoteProviders } from './providers';
import { visitTracking } from './tracking';
import { yieldToBrowser } from './yield-to-browser';

/** What the shell calls: single-spa's lifecycles, update included. */
export interface RemoteLifecycles<P> {
  bootstrap(props: P & AppProps): Promise<void>;
  mount(props: P & AppProps): Promise<void>;
  update(props: P & AppProps): Promise<void>;
  unmount(props: P & AppProps): Promise<void>;
  /** The app's texts (for tests and the render helper). */
  messages: MessageLoader;
}

function toLoader(messages: CatalogueImport | MessageLoader): MessageLoader {
  return typeof messages === 'function' ? createMessageLoader(messages) : messages;
}

/** Lifecycles rendering `Root` (which gets the host props) inside the kit's providers. */
export function remoteLifecycles<P extends HostProps>(Root: React.ComponentType<P>, messages: CatalogueImport | MessageLoader): RemoteLifecycles<P> {
  const loader = toLoader(messages);
  const rootComponent = (props: P) => (
    <RemoteProviders host={props} messages={loader}>
      <Root {...props} />
    </RemoteProviders>
  );
  // React 19 has no ReactDOM.render: single-spa-react uses createRoot from ReactDOMClient. The
  // boundary is an option, so a boundary class among the props could not replace it.
  const spa = singleSpaReact<P>({ React, ReactDOMClient, rootComponent, errorBoundaryClass: RemoteCrashBoundary as never });
  return {
    bootstrap: (props) => spa.bootstrap(props) as Promise<void>,
    async mount(props) {
      await loader.load(props.locale);
      // The remote's code has just been evaluated: let the browser take input and paint before
      // the first render starts, so evaluation and render are two tasks rather than one.
      await yieldToBrowser();
      // single-spa-react calls root.render synchronously inside mount: as a transition the first
      // render yields to the browser every few milliseconds instead of one long task. mount
      // still resolves once the root has committed (single-spa-react's componentDidMount).
      let mounted: Promise<unknown> = Promise.resolve();
      startTransition(() => {
        mounted = spa.mount(props);
      });
      await mounted;
    },
    /** Re-renders with new props (route, locale, session) without remounting or losing input. */
    async update(props) {
      await loader.load(props.locale);
      await spa.update!(props);
    },
    unmount: (props) => spa.unmount(props) as Promise<void>,
    messages: loader,
  };
}

/** A remote's pages: route name → page component, and how to import one locale's texts. */
export function defineRemote({ pages, messages }: { pages: Pages; messages: CatalogueImport | MessageLoader }): RemoteLifecycles<HostProps> {
  const lifecycles = remoteLifecycles<HostProps>((host) => <RemotePages host={host} pages={pages} />, messages);
  // Whatever page a visitor lands on keeps the URL's tracking data for the visit (first touch wins).
  // In a task of its own: the page's first localStorage read waits for the browser to load the
  // origin's storage (2.5–13 ms at start in the profiles of docs/performance.md), and the mount does not need it.
  const remember = (props: HostProps) => {
    const query = props.route.query;
    setTimeout(() => visitTracking(query), 0);
  };
  return {
    ...lifecycles,
    mount: (props) => (remember(props), lifecycles.mount(props)),
    update: (props) => (remember(props), lifecycles.update(props)),
  };
}

/** A widget (a parcel other apps mount by name, see shared-contracts/src/widgets.ts). */
export function defineWidget<P extends object>({ component, messages }: { component: React.ComponentType<HostProps & P>; messages: CatalogueImport | MessageLoader }) {
  return remoteLifecycles<HostProps & P>(component, messages);
}
