import { expect, it } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import { FormattedMessage } from 'react-intl';
import { Provider } from 'jotai';
import { createPageStore } from '../shell/page-store.js';
import { localeAtom } from './locale-atom.js';
import { LocalizedIntl } from './intl.js';
import { messages as nl } from '../i18n/messages/nl.js';
import type { Locale } from '@dating/shared-contracts';

it('switches the texts and the document language when the locale changes', async () => {
  const store = createPageStore();
  store.set(localeAtom, 'nl' satisfies Locale);
  render(
    <Provider store={store}>
      <LocalizedIntl initial={{ locale: 'nl', messages: nl }}>
        <FormattedMessage id="nav.login" />
      </LocalizedIntl>
    </Provider>,
  );
  expect(screen.getByText('Inloggen')).toBeInTheDocument();
  await act(async () => store.set(localeAtom, 'de'));
  expect(await screen.findByText('Anmelden')).toBeInTheDocument();
  expect(document.documentElement.lang).toBe('de');
});
