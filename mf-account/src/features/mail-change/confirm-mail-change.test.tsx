import { expect, test } from '@jest/globals';
import { screen } from '@testing-library/react';
import { errorText } from '@dating/shared-contracts';
import { hostDouble, renderRemote, type Answers } from '@dating/remote-kit/testing';
import { messages } from '../../i18n/texts';
import { ConfirmMailChange } from './confirm-mail-change';

async function open(query: Record<string, string>, answers: Answers) {
  const double = hostDouble({ routeName: 'mail-change-do', query, answers });
  await renderRemote(<ConfirmMailChange />, double.host, messages);
  return double;
}

test('the token is sent once and the new address is shown', async () => {
  const { requests } = await open({ token: 'abc' }, () => ({ status: 200, body: { email: 'new@example.nl', undone: false } }));
  expect(await screen.findByTestId('mail-change-done')).toHaveTextContent('je e-mailadres is nu new@example.nl');
  expect(requests).toEqual([{ method: 'PUT', path: '/api/mail-change.php', body: { token: 'abc' } }]);
});

test('the undo link says the old address is back', async () => {
  await open({ token: 'undo' }, () => ({ status: 200, body: { email: 'old@example.nl', undone: true } }));
  expect(await screen.findByTestId('mail-change-done')).toHaveTextContent('teruggedraaid');
});

test('a used or expired link says so', async () => {
  const invalid = errorText('mail_change_link_invalid', 'nl');
  await open({ token: 'used' }, () => ({ status: 400, body: { error: invalid, code: 'mail_change_link_invalid' } }));
  expect(await screen.findByTestId('mail-change-failed')).toHaveTextContent(invalid);
});

test('without a token nothing is sent', async () => {
  const { requests } = await open({}, () => ({ status: 200, body: {} }));
  expect(await screen.findByTestId('mail-change-failed')).toBeInTheDocument();
  expect(requests).toEqual([]);
});
