import { expect, test } from '@jest/globals';
import { act, screen, waitFor } from '@testing-library/react';
import { errorText } from '@dating/shared-contracts';
import { hostDouble, memberFixture, renderRemote, type Answers } from '@dating/remote-kit/testing';
import { messages } from '../../i18n/texts';
import { AccountDeletion } from './account-deletion';

const company = { name: 'Co', address: 'a', kvk: '1', city: 'c', country: 'NL', tradenames: [], vat_numbers: [], support_phone: '1', delete_discount: 50, added: '2024-01-01' };

async function open(onDelete: Answers) {
  const double = hostDouble({ member: memberFixture(), routeName: 'notifications', answers: (request) => (request.path.startsWith('/api/company.php') ? { status: 200, body: company } : onDelete(request)) });
  const { user } = await renderRemote(<AccountDeletion />, double.host, messages);
  await user.click(screen.getByTestId('delete-start'));
  return { double, user };
}

test('the company’s delete discount is offered first; staying makes the member’s code and leads to the credits', async () => {
  const { double, user } = await open((request) => (request.path === '/api/stay-discount.php' ? { status: 200, body: { code: 'STAY-ABCDEFGH', percentage: 50, expires_at: '2030-01-01T00:00:00.000Z' } } : { status: 500 }));
  expect(await screen.findByTestId('delete-offer')).toHaveTextContent('50% korting');
  await user.click(screen.getByTestId('delete-stay'));
  await waitFor(() => expect(double.host.navigation.to).toHaveBeenCalledWith('credits'));
  expect(double.requests.at(-1)).toMatchObject({ method: 'POST', path: '/api/stay-discount.php' });
});

test('a double press on staying in the same tick makes one code, and the button stays busy until /credits', async () => {
  const { double } = await open((request) => (request.path === '/api/stay-discount.php' ? { status: 200, body: { code: 'STAY-ABCDEFGH', percentage: 50, expires_at: '2030-01-01T00:00:00.000Z' } } : { status: 500 }));
  const stay = await screen.findByTestId('delete-stay');
  act(() => {
    stay.click();
    stay.click();
  });
  await waitFor(() => expect(double.host.navigation.to).toHaveBeenCalledWith('credits'));
  expect(double.requests.filter((request) => request.path === '/api/stay-discount.php')).toHaveLength(1);
  expect(screen.getByTestId('delete-stay')).toHaveAttribute('aria-busy', 'true');
});

test('a stay code already used is said, and going on is still possible', async () => {
  const used = errorText('discount_code_used', 'nl');
  const { double, user } = await open(() => ({ status: 409, body: { error: used, code: 'discount_code_used' } }));
  await user.click(await screen.findByTestId('delete-stay'));
  expect(await screen.findByTestId('delete-stay-error')).toHaveTextContent(used);
  expect(double.host.navigation.to).not.toHaveBeenCalled();
  await user.click(screen.getByTestId('delete-continue'));
  expect(await screen.findByTestId('delete-form')).toBeInTheDocument();
});

test('going on asks reason and password, then shows /account-deleted', async () => {
  const { double, user } = await open(() => ({ status: 200, body: { ok: true } }));
  await user.click(await screen.findByTestId('delete-continue'));
  await user.type(screen.getByTestId('delete-reason'), 'Ik heb iemand gevonden');
  await user.type(screen.getByTestId('delete-password'), 'secret-123');
  await user.click(screen.getByTestId('delete-submit'));
  await screen.findByTestId('delete-form');
  expect(double.requests.at(-1)).toEqual({ method: 'DELETE', path: '/api/user.php', body: { reason: 'Ik heb iemand gevonden', password: 'secret-123' } });
  expect(double.host.navigation.to).toHaveBeenCalledWith('account-deleted', {}, undefined, { replace: true });
});

test('a wrong password is told at the field and nothing else happens', async () => {
  const wrong = errorText('password_wrong', 'nl');
  const { double, user } = await open(() => ({ status: 400, body: { error: wrong, code: 'password_wrong', fields: { password: wrong } } }));
  await user.click(await screen.findByTestId('delete-continue'));
  await user.type(screen.getByTestId('delete-reason'), 'Weg');
  await user.type(screen.getByTestId('delete-password'), 'nope');
  await user.click(screen.getByTestId('delete-submit'));
  expect(await screen.findByTestId('delete-password-error')).toHaveTextContent(wrong);
  expect(double.host.navigation.to).not.toHaveBeenCalled();
});
