import { afterEach, expect, test } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { hostDouble, memberFixture, renderRemote } from '@dating/remote-kit/testing';
import { LikesCompanion } from './likes-companion';
import { forgetShownHere } from './seen-matches';
import { messages } from '../i18n/texts';

afterEach(() => {
  forgetShownHere();
  sessionStorage.clear();
});

const card = (id: number, name: string, fictional = false) => ({
  id, name, gender: 'female', age: 30, country: 'NL', region: null, city: null, fictional, premium: false, last_seen: null, photo: null,
  like_new: false, liked_at: '2026-05-01T12:00:05.000Z',
});
const likesAnswer = (matches: unknown[], until: string) => ({
  profiles: matches, liked_by: matches, matches, new_likes: 0, matches_announced_until: until, next: { given: null, received: null, matches: null },
});

/** The companion with the account's likes; the day's auto-like already asked in this session unless `autoLike` answers it. */
async function companion(likes: () => unknown, autoLike?: unknown) {
  const member = memberFixture();
  if (autoLike === undefined) sessionStorage.setItem(`likes-auto-like-asked:${member.id}`, 'test');
  const { host, requests } = hostDouble({
    member,
    settings: { fictional_icon: '🎭', fictional_singular: 'Fictief profiel', auto_like_delay_seconds: 0 },
    answers: (request) => {
      if (request.path.startsWith('/api/likes.php')) return { status: 200, body: likes() };
      if (request.path === '/api/auto-like.php') return { status: 200, body: autoLike };
      return { status: 200, body: { ok: true } };
    },
  });
  const view = await renderRemote(<SWRConfig value={{ provider: () => new Map() }}><LikesCompanion /></SWRConfig>, host, messages);
  return { host, requests, ...view };
}

test('a match the account was not told of says "It’s a match" once, tells the account, and "Send a message" opens the conversation', async () => {
  const { host, requests, user } = await companion(() => likesAnswer([card(7, 'Eva', true)], '2026-05-01T12:00:00.000Z'));
  const modal = await screen.findByTestId('match-modal');
  expect(modal).toHaveTextContent('Het is een match!');
  expect(within(modal).getByRole('img', { name: 'Fictief profiel' })).toBeInTheDocument();
  await waitFor(() => expect(requests.filter((r) => r.path === '/api/match-seen.php')).toEqual([expect.objectContaining({ method: 'POST', body: { profile_id: 7 } })]));
  await user.click(within(modal).getByTestId('match-modal-message'));
  expect(host.navigation.to).toHaveBeenCalledWith('members-id-chat', { id: '7' });
});

test('a match the account was told of (in another browser) is not announced again', async () => {
  const { requests } = await companion(() => likesAnswer([card(7, 'Eva')], '2026-05-01T12:00:05.000Z'));
  await waitFor(() => expect(requests.some((r) => r.path.startsWith('/api/likes.php'))).toBe(true));
  await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(screen.queryByTestId('match-modal')).toBeNull();
  expect(requests.filter((r) => r.path === '/api/match-seen.php')).toEqual([]);
});

test('the daily auto-like shows "New like!" with the fictional sign', async () => {
  await companion(() => likesAnswer([], '2026-05-01T12:00:05.000Z'), { profile: { id: 9, name: 'Lot', fictional: true, main_image: null } });
  const modal = await screen.findByTestId('match-modal');
  expect(modal).toHaveTextContent('Nieuwe like!');
  expect(modal).toHaveTextContent('Lot vindt je leuk.');
  expect(within(modal).getByRole('img', { name: 'Fictief profiel' })).toBeInTheDocument();
  expect(within(modal).queryByTestId('match-modal-message')).toBeNull();
});

test('a match heard on the event stream says "It’s a match" at once, without asking for the likes first, and once', async () => {
  let asked = 0;
  const { host, requests } = await companion(() => {
    asked += 1;
    return likesAnswer([], '2026-05-01T12:00:05.000Z');
  });
  await waitFor(() => expect(asked).toBe(1));
  act(() => host.serverEvents.send('match.created', { profile_id: 8, matched_at: '2026-05-01T12:01:00.000Z', name: 'Noor', fictional: false, main_image: { match: 'p/8.webp' } }));
  const modal = screen.getByTestId('match-modal');
  expect(modal).toHaveTextContent('Het is een match!');
  expect(modal).toHaveTextContent('Jij en Noor vinden elkaar leuk.');
  expect(within(modal).queryByRole('img', { name: 'Fictief profiel' })).toBeNull();
  await waitFor(() => expect(requests.filter((r) => r.path === '/api/match-seen.php')).toHaveLength(1));
  // The same event again (another tab's echo): no second announcement.
  act(() => host.serverEvents.send('match.created', { profile_id: 8, matched_at: '2026-05-01T12:01:00.000Z', name: 'Noor', fictional: false, main_image: null }));
  expect(screen.getAllByTestId('match-modal')).toHaveLength(1);
  expect(requests.filter((r) => r.path === '/api/match-seen.php')).toHaveLength(1);
});
