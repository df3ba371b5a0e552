import { expect, test } from '@jest/globals';
import { fireEvent, screen } from '@testing-library/react';
import { errorText } from '@dating/shared-contracts';
import { NewPasswordForm } from './new-password-form';
import { hostDouble, type Answers, renderRemote } from '@dating/remote-kit/testing';
import { messages } from '../../i18n/texts';

async function setPassword(password: string, confirmation: string, answers: Answers, token = 'tok123') {
  const double = hostDouble({ answers, routeName: 'reset-password-do' });
  const { user } = await renderRemote(<NewPasswordForm token={token} />, double.host, messages);
  await user.type(screen.getByTestId('reset-password'), password);
  await user.type(screen.getByTestId('reset-password-confirmation'), confirmation);
  await user.click(screen.getByTestId('reset-do-submit'));
  return double;
}

test('saves the new password with the token and offers the login', async () => {
  const { requests, host } = await setPassword('nieuw123', 'nieuw123', () => ({ status: 200, body: { ok: true } }));
  expect(await screen.findByTestId('reset-done')).toHaveTextContent('Je wachtwoord is gewijzigd.');
  expect(requests).toEqual([
    { method: 'PUT', path: '/api/password-reset.php', body: { token: 'tok123', password: 'nieuw123', password_confirmation: 'nieuw123' } },
  ]);
  fireEvent.click(screen.getByTestId('reset-done-login-link'));
  expect(host.navigation.to).toHaveBeenCalledWith('login', undefined, undefined);
});

test('different passwords are refused here with the spec text, nothing is sent', async () => {
  const { requests } = await setPassword('nieuw123', 'nieuw124', () => ({ status: 200, body: { ok: true } }));
  expect(screen.getByTestId('reset-password-confirmation-error')).toHaveTextContent('De opgegeven wachtwoorden zijn niet gelijk.');
  expect(requests).toEqual([]);
});

test('the server’s "not equal" answer shows at the confirmation field', async () => {
  await setPassword('nieuw123', 'nieuw123', () => ({
    status: 400,
    body: { error: errorText('passwords_differ', 'nl'), code: 'passwords_differ', fields: { password_confirmation: errorText('passwords_differ', 'nl') } },
  }));
  expect(await screen.findByTestId('reset-password-confirmation-error')).toHaveTextContent('De opgegeven wachtwoorden zijn niet gelijk.');
});

test('an expired or invalid link says so and links to a new request', async () => {
  const { host } = await setPassword('nieuw123', 'nieuw123', () => ({
    status: 400,
    body: { error: errorText('reset_link_invalid', 'nl'), code: 'reset_link_invalid' },
  }));
  expect(await screen.findByTestId('reset-link-invalid')).toHaveTextContent('is verlopen of ongeldig');
  fireEvent.click(screen.getByTestId('reset-request-new-link'));
  expect(host.navigation.to).toHaveBeenCalledWith('reset-password', undefined, undefined);
});

test('a link without a token is invalid from the start', async () => {
  const { host } = hostDouble();
  await renderRemote(<NewPasswordForm token="" />, host, messages);
  expect(screen.getByTestId('reset-link-invalid')).toHaveTextContent(errorText('reset_link_invalid', 'nl'));
  expect(screen.queryByTestId('reset-password')).toBeNull();
});
