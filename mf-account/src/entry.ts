/** The federated entry of mf-account's pages: single-spa lifecycles the shell mounts as a parcel. */
import * as React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import type { AppProps } from 'single-spa';
import type { HostProps } from '@dating/shared-contracts';
import { AccountRoot } from './root';
import { renderError } from './render-error';
import { loadMessages } from './i18n/load-messages';

// React 19 has no ReactDOM.render: single-spa-react uses createRoot from ReactDOMClient.
const lifecycles = singleSpaReact<HostProps>({
  React,
  ReactDOMClient,
  rootComponent: AccountRoot,
  errorBoundary: renderError,
});

type Props = HostProps & AppProps;

export const bootstrap = lifecycles.bootstrap;

/** Mounts once the locale's messages are here, so the page never shows up without its texts. */
export async function mount(props: Props): Promise<void> {
  await loadMessages(props.locale);
  await lifecycles.mount(props);
}

/** Re-renders with new host props (route, locale, session) without remounting. */
export async function update(props: Props): Promise<void> {
  await loadMessages(props.locale);
  await lifecycles.update!(props);
}

export const unmount = lifecycles.unmount;
