import { describe, expect, test } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import { errorText } from '@dating/shared-contracts';
import { LoginForm } from './login-form';
import { hostDouble, type Answers, newMemberFixture, renderRemote } from '@dating/remote-kit/testing';
import { messages } from '../../i18n/texts';

async function fillAndSubmit(answers: Answers, options: Parameters<typeof hostDouble>[0] = {}) {
  const double = hostDouble({ answers, memberAfterRefresh: newMemberFixture({ status: 'confirmed' }), ...options });
  const { user } = await renderRemote(<LoginForm />, double.host, messages);
  await user.type(screen.getByTestId('login-email'), 'anna@example.nl');
  await user.type(screen.getByTestId('login-password'), 'geheim123');
  await user.click(screen.getByTestId('login-submit'));
  return { ...double, user };
}

describe('logging in', () => {
  test('posts the credentials, hands the answer to the session without a refetch and goes to the members', async () => {
    const answered = newMemberFixture({ id: 77 });
    const { host, requests, events } = await fillAndSubmit(() => ({ status: 200, body: { user: answered } }));
    await waitFor(() => expect(host.navigation.to).toHaveBeenCalledWith('members', {}, undefined, { replace: true }));
    expect(requests).toEqual([{ method: 'POST', path: '/api/user.php', body: { email: 'anna@example.nl', password: 'geheim123' } }]);
    expect(host.session.signIn).toHaveBeenCalledWith(answered);
    expect(host.session.refresh).not.toHaveBeenCalled();
    // The form announces nothing on the bus: the session tells every app (subscribe).
    expect(events).toEqual([]);
  });

  test('goes to a same-site ?redirect= path instead', async () => {
    const { host } = await fillAndSubmit(() => ({ status: 200, body: { user: newMemberFixture() } }), { query: { redirect: '/chats/3' } });
    await waitFor(() => expect(host.navigation.toPath).toHaveBeenCalledWith('/chats/3', { replace: true }));
    expect(host.navigation.to).not.toHaveBeenCalled();
  });

  test('shows "Login mislukt, probeer opnieuw" on a 401 login_failed and stays', async () => {
    const { host, events } = await fillAndSubmit(() => ({ status: 401, body: { error: errorText('login_failed', 'nl'), code: 'login_failed' } }));
    expect(await screen.findByTestId('form-error')).toHaveTextContent('Login mislukt, probeer opnieuw');
    expect(host.session.signIn).not.toHaveBeenCalled();
    expect(host.navigation.to).not.toHaveBeenCalled();
    expect(events).toEqual([]);
    expect(screen.getByTestId('login-submit')).toBeEnabled();
  });

  test('shows the blocked-for-minutes message on a 429 login_blocked', async () => {
    await fillAndSubmit(() => ({ status: 429, body: { error: errorText('login_blocked', 'nl', { minutes: 15 }), code: 'login_blocked', minutes: 15 } }));
    expect(await screen.findByTestId('form-error')).toHaveTextContent('Te veel pogingen: je account is 15 min geblokkeerd.');
  });

  test('puts the answer’s field messages next to their fields', async () => {
    await fillAndSubmit(() => ({ status: 400, body: { error: 'De ingevoerde gegevens zijn ongeldig.', code: 'invalid_input', fields: { email: 'Ongeldige e-mail' } } }));
    expect(await screen.findByTestId('login-email-error')).toHaveTextContent('Ongeldige e-mail');
    expect(screen.getByTestId('login-email')).toHaveFocus();
    expect(screen.queryByTestId('form-error')).toBeNull();
  });

  test('shows the generic text when the network fails', async () => {
    const { host } = await fillAndSubmit(() => {
      throw new TypeError('Failed to fetch');
    });
    expect(await screen.findByTestId('form-error')).toHaveTextContent('Er is een fout opgetreden, probeer het later opnieuw.');
    expect(host.navigation.to).not.toHaveBeenCalled();
  });
});

test('empty fields are reported without calling the API', async () => {
  const { host, requests } = hostDouble();
  const { user } = await renderRemote(<LoginForm />, host, messages);
  await user.click(screen.getByTestId('login-submit'));
  expect(screen.getByTestId('login-email-error')).toHaveTextContent('Dit veld is verplicht.');
  expect(screen.getByTestId('login-password-error')).toHaveTextContent('Dit veld is verplicht.');
  expect(screen.getByTestId('login-email')).toHaveFocus();
  expect(requests).toEqual([]);
});

test('an e-mail address in the wrong format is named ("Ongeldige e-mail") before anything is sent', async () => {
  const { host, requests } = hostDouble();
  const { user } = await renderRemote(<LoginForm />, host, messages);
  await user.type(screen.getByTestId('login-email'), 'anna@example');
  await user.type(screen.getByTestId('login-password'), 'geheim123');
  await user.click(screen.getByTestId('login-submit'));
  expect(screen.getByTestId('login-email-error')).toHaveTextContent('Ongeldige e-mail');
  expect(screen.getByTestId('login-email')).toHaveFocus();
  expect(requests).toEqual([]);
});

test('the button is disabled while the call runs, so a second submit sends nothing', async () => {
  let answer: (value: { status: number; body: unknown }) => void = () => {};
  const { host, requests } = hostDouble({ answers: () => new Promise((resolve) => (answer = resolve)) });
  const { user } = await renderRemote(<LoginForm />, host, messages);
  await user.type(screen.getByTestId('login-email'), 'anna@example.nl');
  await user.type(screen.getByTestId('login-password'), 'geheim123{Enter}');
  await waitFor(() => expect(screen.getByTestId('login-submit')).toBeDisabled());
  await user.type(screen.getByTestId('login-password'), '{Enter}');
  expect(requests).toHaveLength(1);
  answer({ status: 200, body: { user: newMemberFixture() } });
  await waitFor(() => expect(host.navigation.to).toHaveBeenCalledTimes(1));
});

test('speaks the host’s language', async () => {
  const { host } = hostDouble({ locale: 'de' });
  await renderRemote(<LoginForm />, host, messages);
  expect(screen.getByLabelText('Passwort')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Anmelden' })).toBeInTheDocument();
});
