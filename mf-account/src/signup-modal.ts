/** The federated signup-modal module: single-spa parcel lifecycles rendering the signup steps. */
import * as React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import type { AppProps } from 'single-spa';
import { SignupModalRoot } from './signup-modal-root';
import type { SignupModalProps } from './signup-modal-root';
import { renderError } from './render-error';
import { loadMessages } from './i18n/load-messages';

const lifecycles = singleSpaReact<SignupModalProps>({
  React,
  ReactDOMClient,
  rootComponent: SignupModalRoot,
  errorBoundary: renderError,
});

type Props = SignupModalProps & AppProps;

export const bootstrap = lifecycles.bootstrap;

/** Mounts once the locale's messages are here. */
export async function mount(props: Props): Promise<void> {
  await loadMessages(props.locale);
  await lifecycles.mount(props);
}

/** Re-renders with new props (e.g. locale) without losing what the member entered. */
export async function update(props: Props): Promise<void> {
  await loadMessages(props.locale);
  await lifecycles.update!(props);
}

export const unmount = lifecycles.unmount;
export type { SignupModalProps };
