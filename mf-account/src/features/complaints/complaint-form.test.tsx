import { expect, test } from '@jest/globals';
import { screen } from '@testing-library/react';
import { hostDouble, memberFixture, renderRemote } from '@dating/remote-kit/testing';
import type { Member } from '@dating/shared-contracts';
import { messages } from '../../i18n/texts';
import { ComplaintForm, profileIdOf } from './complaint-form';

async function open(member: Member | null, query: Record<string, string> = {}) {
  const double = hostDouble({ member, routeName: 'complaints', query, answers: () => ({ status: 201, body: { reference: 'K-2026-0042' } }) });
  const { user } = await renderRemote(<ComplaintForm />, double.host, messages);
  return { double, user };
}

test('a member reporting a profile sends its id and sees the reference', async () => {
  const { double, user } = await open(memberFixture(), { profile: '42' });
  expect(screen.getByTestId('complaint-profile')).toHaveTextContent('Over profiel 42');
  expect(screen.queryByTestId('complaint-email')).toBeNull();
  await user.type(screen.getByTestId('complaint-description'), 'Dit profiel gebruikt foto’s van iemand anders.');
  await user.click(screen.getByTestId('complaint-submit'));
  expect(await screen.findByTestId('complaint-sent')).toHaveTextContent('K-2026-0042');
  expect(double.requests).toEqual([{ method: 'POST', path: '/api/complaints.php', body: { category: 'fake_profile', description: 'Dit profiel gebruikt foto’s van iemand anders.', profile_id: 42 } }]);
});

test('a visitor must give a valid contact address and a category', async () => {
  const { double, user } = await open(null);
  await user.type(screen.getByTestId('complaint-description'), 'Iets');
  await user.type(screen.getByTestId('complaint-email'), 'nope');
  await user.click(screen.getByTestId('complaint-submit'));
  expect(screen.getByTestId('complaint-category-error')).toHaveTextContent('Dit veld is verplicht.');
  expect(screen.getByTestId('complaint-email-error')).toHaveTextContent('Ongeldige e-mail');
  expect(double.requests).toEqual([]);
});

test('only a positive whole number counts as a profile id', () => {
  expect(profileIdOf({ profile: '12' })).toBe(12);
  expect(profileIdOf({ profile: '-3' })).toBeUndefined();
  expect(profileIdOf({ profile: 'x' })).toBeUndefined();
  expect(profileIdOf({})).toBeUndefined();
});
