import { expect, test } from '@jest/globals';
import { act, screen, waitFor } from '@testing-library/react';
import { errorText } from '@dating/shared-contracts';
import { hostDouble, memberFixture, renderRemote } from '@dating/remote-kit/testing';
import { messages } from '../../i18n/texts';
import { LoginForm } from '../login-form/login-form';
import { ReactivateByLink } from './reactivate-by-link';

test('a login of a deleted account within the window offers reactivation, which logs in', async () => {
  const member = memberFixture({ email: 'gone@example.nl' });
  const double = hostDouble({
    routeName: 'login',
    answers: (request) =>
      request.path === '/api/user.php'
        ? { status: 409, body: { error: errorText('account_reactivatable', 'nl', { days: 14 }), code: 'account_reactivatable' } }
        : { status: 200, body: { user: member } },
  });
  const { user } = await renderRemote(<LoginForm />, double.host, messages);
  await user.type(screen.getByTestId('login-email'), 'gone@example.nl');
  await user.type(screen.getByTestId('login-password'), 'secret-123');
  await user.click(screen.getByTestId('login-submit'));
  expect(await screen.findByTestId('reactivate-offer')).toHaveTextContent('binnen 14 dagen');
  await user.click(screen.getByTestId('reactivate-offer-submit'));
  expect(double.requests.at(-1)).toEqual({ method: 'POST', path: '/api/reactivate.php', body: { email: 'gone@example.nl', password: 'secret-123' } });
  expect(double.host.session.signIn).toHaveBeenCalledWith(member);
  expect(double.host.navigation.to).toHaveBeenCalledWith('members', {}, undefined, { replace: true });
});

test('the mailed link reactivates on the button, not on opening', async () => {
  const member = memberFixture();
  const double = hostDouble({ routeName: 'account-deleted', answers: () => ({ status: 200, body: { user: member } }) });
  const { user } = await renderRemote(<ReactivateByLink token="tok" />, double.host, messages);
  expect(double.requests).toEqual([]);
  await user.click(screen.getByTestId('reactivate-submit'));
  expect(double.requests).toEqual([{ method: 'POST', path: '/api/reactivate.php', body: { token: 'tok' } }]);
  expect(double.host.session.signIn).toHaveBeenCalledWith(member);
});

test('a double press on the link’s button in the same tick sends the token once, and it stays busy', async () => {
  const double = hostDouble({ routeName: 'account-deleted', answers: () => ({ status: 200, body: { user: memberFixture() } }) });
  await renderRemote(<ReactivateByLink token="tok" />, double.host, messages);
  const submit = screen.getByTestId('reactivate-submit');
  act(() => {
    submit.click();
    submit.click();
  });
  await waitFor(() => expect(double.host.navigation.to).toHaveBeenCalled());
  expect(double.requests).toHaveLength(1);
  expect(screen.getByTestId('reactivate-submit')).toHaveAttribute('aria-busy', 'true');
});

test('an expired link says so', async () => {
  const invalid = errorText('reactivation_link_invalid', 'nl');
  const double = hostDouble({ routeName: 'account-deleted', answers: () => ({ status: 400, body: { error: invalid, code: 'reactivation_link_invalid' } }) });
  const { user } = await renderRemote(<ReactivateByLink token="old" />, double.host, messages);
  await user.click(screen.getByTestId('reactivate-submit'));
  expect(await screen.findByTestId('reactivate-problem')).toHaveTextContent(invalid);
});
