import { describe, expect, test } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import type { RouteName } from '@dating/shared-contracts';
import { AccountRoot } from './root';
import { hostDouble } from './testing/host-double';
import { memberFixture } from './testing/fixtures';
import { loadMessages } from './i18n/load-messages';

/** Renders and lets a first-time message load settle (React retries the suspended page). */
async function renderSettled(ui: ReactElement) {
  let view!: ReturnType<typeof render>;
  await act(async () => {
    view = render(ui);
  });
  return view;
}

describe('the root shows the page of the route', () => {
  test.each<[RouteName, string, string]>([
    ['login', 'login-page', 'Inloggen'],
    ['signup', 'signup-page', 'Gratis aanmelden'],
    ['activate-done', 'activate-done-page', 'Je account is bevestigd'],
    ['activate-error', 'activate-error-page', 'Activeren mislukt'],
    ['reset-password', 'reset-password-page', 'Wachtwoord vergeten'],
    ['reset-password-do', 'reset-password-do-page', 'Nieuw wachtwoord instellen'],
  ])('%s', async (routeName, testId, heading) => {
    const { host } = hostDouble({ routeName, query: { token: 't' } });
    await renderSettled(<AccountRoot {...host} />);
    expect(await screen.findByTestId(testId)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(heading);
  });
});

test('loads the messages of a locale not loaded before', async () => {
  const { host } = hostDouble({ routeName: 'login', locale: 'fi' });
  await renderSettled(<AccountRoot {...host} />);
  expect(await screen.findByRole('heading', { level: 1, name: 'Kirjaudu sisään' })).toBeInTheDocument();
});

test('a route of another app shows a plain not-found note', async () => {
  const { host } = hostDouble({ routeName: 'members' });
  await loadMessages('nl');
  await renderSettled(<AccountRoot {...host} />);
  expect(screen.getByTestId('account-unknown-route')).toHaveTextContent('Niet gevonden.');
});

test('activation done offers the members page to a logged-in member and the login to a visitor', async () => {
  const member = hostDouble({ routeName: 'activate-done', member: memberFixture({ status: 'confirmed' }) });
  const { unmount } = await renderSettled(<AccountRoot {...member.host} />);
  expect(await screen.findByTestId('activate-done-continue')).toHaveTextContent('Naar de leden');
  unmount();
  const visitor = hostDouble({ routeName: 'activate-done' });
  await renderSettled(<AccountRoot {...visitor.host} />);
  expect(await screen.findByTestId('activate-done-login')).toHaveTextContent('Naar inloggen');
});
