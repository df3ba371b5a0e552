import { expect, it } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import { FormattedMessage } from 'react-intl';
import { createStore } from '../shell/store.js';
import { LocalizedIntl } from './intl.js';
import { messages as nl } from '../i18n/messages/nl.js';
import type { Locale } from '@dating/shared-contracts';

it('switches the texts and the document language when the locale changes', async () => {
  const locale = createStore<Locale>('nl');
  render(
    <LocalizedIntl locale={locale} initial={{ locale: 'nl', messages: nl }}>
      <FormattedMessage id="nav.login" />
    </LocalizedIntl>,
  );
  expect(screen.getByText('Inloggen')).toBeInTheDocument();
  await act(async () => locale.set('de'));
  expect(await screen.findByText('Anmelden')).toBeInTheDocument();
  expect(document.documentElement.lang).toBe('de');
});
