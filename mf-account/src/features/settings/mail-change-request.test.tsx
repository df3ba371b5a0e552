import { expect, test } from '@jest/globals';
import { screen } from '@testing-library/react';
import { errorText } from '@dating/shared-contracts';
import { hostDouble, memberFixture, renderRemote, type Answers } from '@dating/remote-kit/testing';
import { messages } from '../../i18n/texts';
import { MailChangeRequest } from './mail-change-request';

async function request(email: string, answers: Answers) {
  const double = hostDouble({ member: memberFixture({ email: 'old@example.nl' }), routeName: 'notifications', answers });
  const { user } = await renderRemote(<MailChangeRequest />, double.host, messages);
  await user.type(screen.getByTestId('mail-change-email'), email);
  await user.type(screen.getByTestId('mail-change-password'), 'secret-123');
  await user.click(screen.getByTestId('mail-change-submit'));
  return double;
}

test('an invalid address says “Ongeldige e-mail” without calling the API', async () => {
  const { requests } = await request('new@', () => ({ status: 200, body: { ok: true } }));
  expect(screen.getByTestId('mail-change-email-error')).toHaveTextContent('Ongeldige e-mail');
  expect(requests).toEqual([]);
});

test('a taken address gets the spec’s duplicate message at the field', async () => {
  const taken = errorText('email_taken', 'nl');
  await request('taken@example.nl', () => ({ status: 409, body: { error: taken, code: 'email_taken', fields: { email: taken } } }));
  expect(await screen.findByTestId('mail-change-email-error')).toHaveTextContent('Dit e-mailadres heeft al een account op deze site.');
});

test('a request says where the link went', async () => {
  const { requests } = await request('new@example.nl', () => ({ status: 200, body: { ok: true } }));
  expect(await screen.findByTestId('mail-change-sent')).toHaveTextContent('new@example.nl');
  expect(requests).toEqual([{ method: 'POST', path: '/api/mail-change.php', body: { email: 'new@example.nl', password: 'secret-123' } }]);
});
