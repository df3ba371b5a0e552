import { describe, expect, test } from '@jest/globals';
import { screen } from '@testing-library/react';
import { RemotePages } from '@dating/remote-kit';
import { hostDouble, memberFixture, renderRemote } from '@dating/remote-kit/testing';
import type { HostProps, RouteName } from '@dating/shared-contracts';
import { pages } from './root';
import { messages } from './i18n/texts';

const renderRoute = (host: HostProps) => renderRemote(<RemotePages host={host} pages={pages} />, host, messages);

describe('the root shows the page of the route', () => {
  test.each<[RouteName, string, string]>([
    ['login', 'login-page', 'Inloggen'],
    ['signup', 'signup-page', 'Gratis aanmelden'],
    ['activate-done', 'activate-done-page', 'Je account is bevestigd'],
    ['activate-error', 'activate-error-page', 'Activeren mislukt'],
    ['reset-password', 'reset-password-page', 'Wachtwoord vergeten'],
    ['reset-password-do', 'reset-password-do-page', 'Nieuw wachtwoord instellen'],
  ])('%s', async (routeName, testId, heading) => {
    await renderRoute(hostDouble({ routeName, query: { token: 't' } }).host);
    expect(await screen.findByTestId(testId)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(heading);
  });
});

test('loads the messages of a locale not loaded before', async () => {
  await renderRoute(hostDouble({ routeName: 'login', locale: 'fi' }).host);
  expect(await screen.findByRole('heading', { level: 1, name: 'Kirjaudu sisään' })).toBeInTheDocument();
});

test('a route of another app shows a plain not-found note', async () => {
  await renderRoute(hostDouble({ routeName: 'members' }).host);
  expect(screen.getByTestId('remote-unknown-route')).toHaveTextContent('Niet gevonden.');
});

test('activation done offers the members page to a logged-in member and the login to a visitor', async () => {
  const { unmount } = await renderRoute(hostDouble({ routeName: 'activate-done', member: memberFixture() }).host);
  expect(await screen.findByTestId('activate-done-continue')).toHaveTextContent('Naar de leden');
  unmount();
  await renderRoute(hostDouble({ routeName: 'activate-done' }).host);
  expect(await screen.findByTestId('activate-done-login')).toHaveTextContent('Naar inloggen');
});
