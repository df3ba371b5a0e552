import { expect, test } from '@jest/globals';
import { screen } from '@testing-library/react';
import { errorText } from '@dating/shared-contracts';
import { hostDouble, memberFixture, renderRemote, type Answers } from '@dating/remote-kit/testing';
import { messages } from '../../i18n/texts';
import { PasswordChange } from './password-change';

async function change(values: [string, string, string], answers: Answers) {
  const double = hostDouble({ member: memberFixture(), routeName: 'notifications', answers });
  const { user } = await renderRemote(<PasswordChange />, double.host, messages);
  const [old, next, again] = values;
  if (old) await user.type(screen.getByTestId('password-old_password'), old);
  if (next) await user.type(screen.getByTestId('password-password'), next);
  if (again) await user.type(screen.getByTestId('password-password_confirmation'), again);
  await user.click(screen.getByTestId('password-save'));
  return double;
}

test('a wrong old password gets the spec’s “Controleer je oude wachtwoord.” at its field', async () => {
  await change(['wrong-one', 'new-secret-9', 'new-secret-9'], () => ({
    status: 400, body: { error: errorText('old_password_wrong', 'nl'), code: 'old_password_wrong', fields: { old_password: errorText('old_password_wrong', 'nl') } },
  }));
  expect(await screen.findByTestId('password-old_password-error')).toHaveTextContent('Controleer je oude wachtwoord.');
});

test('new passwords that differ are refused before sending', async () => {
  const { requests } = await change(['old-secret', 'new-secret-9', 'new-secret-8'], () => ({ status: 200, body: { ok: true } }));
  expect(screen.getByTestId('password-password_confirmation-error')).toHaveTextContent('De opgegeven wachtwoorden zijn niet gelijk.');
  expect(requests).toEqual([]);
});

test('a change is sent and confirmed', async () => {
  const { requests } = await change(['old-secret', 'new-secret-9', 'new-secret-9'], () => ({ status: 200, body: { ok: true } }));
  expect(await screen.findByTestId('password-saved')).toHaveTextContent('Je wachtwoord is gewijzigd.');
  expect(requests).toEqual([{ method: 'PUT', path: '/api/password.php', body: { old_password: 'old-secret', password: 'new-secret-9', password_confirmation: 'new-secret-9' } }]);
});
