import { expect, test } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { hostDouble, memberFixture, renderRemote } from '@dating/remote-kit/testing';
import { LikesPage } from './likes';
import { messages } from '../i18n/texts';

const entry = (id: number, name: string, like_new: boolean) => ({
  id, name, gender: 'female', age: 30, country: 'NL', region: null, city: 'Utrecht', fictional: false, premium: false, last_seen: null, photo: null,
  like_new, liked_at: '2026-01-01T00:00:00.000Z',
});

async function show(type: string | undefined, answer: unknown) {
  const { host } = hostDouble({ routeName: type ? 'likes-type' : 'likes', member: memberFixture(), locale: 'nl', answers: () => ({ status: 200, body: answer }) });
  if (type) host.route.params = { type };
  const view = await renderRemote(<SWRConfig value={{ provider: () => new Map() }}><LikesPage /></SWRConfig>, host, messages);
  return { host, ...view };
}

test('the received tab marks new likes and counts them on the tab', async () => {
  await show(undefined, { profiles: [], liked_by: [entry(1, 'Eva', true), entry(2, 'Lot', false)], new_likes: 1 });
  const cards = await screen.findAllByTestId('liked-card');
  expect(cards).toHaveLength(2);
  expect(within(cards[0]!).getByTestId('like-new')).toHaveTextContent('Nieuw');
  expect(within(cards[1]!).queryByTestId('like-new')).toBeNull();
  expect(screen.getByRole('tab', { name: /Ontvangen/ })).toHaveAttribute('aria-selected', 'true');
});

test('the matches tab lists profiles in both lists, and a tab change navigates', async () => {
  const { host, user } = await show('matches', { profiles: [entry(1, 'Eva', false), entry(3, 'Kim', false)], liked_by: [entry(1, 'Eva', false)], new_likes: 0 });
  const cards = await screen.findAllByTestId('liked-card');
  expect(cards.map((c) => c.textContent)).toEqual([expect.stringContaining('Eva')]);
  await user.click(screen.getByRole('tab', { name: 'Gegeven' }));
  expect(host.navigation.to).toHaveBeenCalledWith('likes-type', { type: 'given' });
});

test('an empty tab says so and offers the search', async () => {
  await show('given', { profiles: [], liked_by: [], new_likes: 0 });
  expect(await screen.findByTestId('likes-empty')).toHaveTextContent('Je hebt nog niemand geliket.');
});
