import { expect, test } from '@jest/globals';
import { screen } from '@testing-library/react';
import { errorText } from '@dating/shared-contracts';
import { RequestResetForm } from './request-reset-form';
import { hostDouble, type Answers, renderRemote } from '@dating/remote-kit/testing';
import { messages } from '../../i18n/texts';

async function requestFor(email: string, answers: Answers) {
  const double = hostDouble({ answers, routeName: 'reset-password' });
  const { user } = await renderRemote(<RequestResetForm />, double.host, messages);
  await user.type(screen.getByTestId('reset-email'), email);
  await user.click(screen.getByTestId('reset-submit'));
  return double;
}

test('sends the address and says the link is on its way', async () => {
  const { requests } = await requestFor('anna@example.nl', () => ({ status: 200, body: { ok: true } }));
  expect(await screen.findByTestId('reset-sent')).toHaveTextContent('We hebben een e-mail gestuurd naar anna@example.nl. De link erin is 60 minuten geldig.');
  expect(requests).toEqual([{ method: 'POST', path: '/api/password-reset.php', body: { email: 'anna@example.nl' } }]);
});

test('an unknown address shows "E-mailadres niet gevonden" at the field', async () => {
  await requestFor('nobody@example.nl', () => ({ status: 404, body: { error: errorText('email_not_found', 'nl'), code: 'email_not_found' } }));
  expect(await screen.findByTestId('reset-email-error')).toHaveTextContent('E-mailadres niet gevonden');
  expect(screen.getByTestId('reset-email')).toHaveFocus();
});

test('too many reset e-mails today says "probeer het morgen nog eens"', async () => {
  await requestFor('anna@example.nl', () => ({ status: 429, body: { error: errorText('too_many_resets', 'nl'), code: 'too_many_resets' } }));
  expect(await screen.findByTestId('form-error')).toHaveTextContent('probeer het morgen nog eens');
});

test('an invalid address says "Ongeldige e-mail" without calling the API', async () => {
  const { requests } = await requestFor('anna@', () => ({ status: 200, body: { ok: true } }));
  expect(screen.getByTestId('reset-email-error')).toHaveTextContent('Ongeldige e-mail');
  expect(requests).toEqual([]);
});
