import { describe, expect, test } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import { RemotePages } from '@dating/remote-kit';
import { hostDouble, memberFixture, renderRemote } from '@dating/remote-kit/testing';
import type { HostProps, RouteName } from '@dating/shared-contracts';
import { pages } from './root';
import { messages } from './i18n/texts';
import { fillSignup } from './features/signup/fill-signup';

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

test('an activation link opened again says once that the account is confirmed already, with the way on', async () => {
  await renderRoute(hostDouble({ routeName: 'activate-done', query: { already: '1' } }).host);
  expect(await screen.findByTestId('activate-already')).toHaveTextContent('Je account is al bevestigd.');
  expect(screen.queryByRole('alert')).toBeNull();
  expect(screen.getByTestId('activate-done-login')).toBeInTheDocument();
});

test('the error page shows a confirmed member only that the account is confirmed, never the error beside it', async () => {
  await renderRoute(hostDouble({ routeName: 'activate-error', member: memberFixture() }).host);
  expect(await screen.findByTestId('activate-already')).toBeInTheDocument();
  expect(screen.queryByText('Activeren mislukt')).toBeNull();
  expect(screen.getByTestId('activate-done-continue')).toHaveTextContent('Naar de leden');
});

test('the signup completion has its own route: one heading, one message, the way on', async () => {
  await renderRoute(hostDouble({ routeName: 'complete-signup', member: memberFixture({ email: 'jan@example.nl', status: 'not_confirmed' }) }).host);
  const page = await screen.findByTestId('complete-signup-page');
  expect(page.querySelectorAll('h1, h2, h3')).toHaveLength(1);
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Controleer je e-mail');
  expect(page.querySelectorAll('p')).toHaveLength(0);
  expect(page).toHaveTextContent('We hebben een bevestigingsmail gestuurd naar jan@example.nl. Je ontvangt hem binnen 1 minuut.');
  expect(screen.getByTestId('signup-complete-continue')).toHaveTextContent('Naar de leden');
});

test('the signup page continues on the completion route once the account exists', async () => {
  const { host } = hostDouble({ routeName: 'signup', answers: () => ({ status: 201, body: { user: memberFixture() } }) });
  const { user } = await renderRoute(host);
  await fillSignup(user);
  await user.click(await screen.findByTestId('signup-photo-skip'));
  await waitFor(() => expect(host.navigation.to).toHaveBeenCalledWith('complete-signup', {}, undefined, { replace: true }));
  expect(screen.queryByTestId('signup-complete')).toBeNull();
});
