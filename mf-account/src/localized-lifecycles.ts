/**
 * single-spa lifecycles for one of this app's exposed modules (its pages, the signup modal): the
 * root renders only once the locale's messages are loaded, so nothing shows without its texts,
 * and a crash shows the generic text instead of a stack trace.
 */
import * as React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import type { AppProps } from 'single-spa';
import type { HostProps } from '@dating/shared-contracts';
import { renderError } from './render-error';
import { loadMessages } from './i18n/load-messages';

export function createLocalizedLifecycles<P extends HostProps>(rootComponent: React.FunctionComponent<P & AppProps>) {
  // React 19 has no ReactDOM.render: single-spa-react uses createRoot from ReactDOMClient.
  const lifecycles = singleSpaReact<P>({ React, ReactDOMClient, rootComponent, errorBoundary: renderError });
  return {
    bootstrap: lifecycles.bootstrap,
    /** Mounts once the locale's messages are here. */
    async mount(props: P & AppProps): Promise<void> {
      await loadMessages(props.locale);
      await lifecycles.mount(props);
    },
    /** Re-renders with new props (route, locale, session) without remounting or losing input. */
    async update(props: P & AppProps): Promise<void> {
      await loadMessages(props.locale);
      await lifecycles.update!(props);
    },
    unmount: lifecycles.unmount,
  };
}
