/** What a crashed page of this app shows in its slot: the generic text, never a stack trace. */
import { createElement } from 'react';
import type { ReactElement } from 'react';
import { loadedErrorText } from '@dating/shared-contracts';
import type { HostProps } from '@dating/shared-contracts';

/** single-spa-react's errorBoundary: the generic error text in the host's language. */
export function renderError(_error: Error, _info: unknown, props: Pick<HostProps, 'locale'>): ReactElement {
  return createElement('p', { role: 'alert', 'data-testid': 'account-render-error' }, loadedErrorText('generic', props.locale));
}
