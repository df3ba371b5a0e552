import { expect, test } from '@jest/globals';
import { screen } from '@testing-library/react';
import { errorText } from '@dating/shared-contracts';
import { ResendActivation } from './resend-activation';
import { hostDouble, newMemberFixture, renderRemote } from '@dating/remote-kit/testing';
import { messages } from '../../i18n/texts';

test('a logged-in unconfirmed member can have a new e-mail sent', async () => {
  const { host, requests } = hostDouble({ member: newMemberFixture(), answers: () => ({ status: 200, body: { ok: true } }) });
  const { user } = await renderRemote(<ResendActivation />, host, messages);
  await user.click(screen.getByTestId('activate-resend'));
  expect(await screen.findByTestId('activate-resent')).toHaveTextContent('We hebben een nieuwe bevestigingsmail gestuurd naar anna@example.nl.');
  expect(requests).toEqual([{ method: 'POST', path: '/api/activate.php', body: undefined }]);
});

test('a failed resend shows the answer and keeps the button', async () => {
  const { host } = hostDouble({ member: newMemberFixture(), answers: () => ({ status: 429, body: { error: errorText('rate_limited', 'nl'), code: 'rate_limited' } }) });
  const { user } = await renderRemote(<ResendActivation />, host, messages);
  await user.click(screen.getByTestId('activate-resend'));
  expect(await screen.findByTestId('form-error')).toHaveTextContent('Te veel verzoeken, probeer het zo opnieuw.');
  expect(screen.getByTestId('activate-resend')).toBeEnabled();
});

test('a visitor is asked to log in first, and comes back here after', async () => {
  const { host } = hostDouble({ member: null, routeName: 'activate-error' });
  host.route.path = '/activate/error';
  await renderRemote(<ResendActivation />, host, messages);
  expect(screen.getByText(/Log in om een nieuwe bevestigingsmail te laten sturen./)).toBeInTheDocument();
  expect(screen.getByTestId('activate-login-link')).toHaveAttribute('href', '/login?redirect=%2Factivate%2Ferror');
  expect(screen.queryByTestId('activate-resend')).toBeNull();
});

test('a visitor is asked to log in first, with the login in the primary button look, coming back here after', async () => {
  const { host } = hostDouble({ routeName: 'activate-error' });
  await renderRemote(<ResendActivation />, host, messages);
  const login = screen.getByRole('link', { name: 'Inloggen' });
  expect(login).toHaveAttribute('data-variant', 'primary');
  expect(login.getAttribute('href')).toMatch(/^\/login\?redirect=/);
  expect(screen.queryByTestId('activate-resend')).toBeNull();
});
