import { expect, test } from '@jest/globals';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { hostDouble, memberFixture, renderRemote } from '@dating/remote-kit/testing';
import { SwipeGamePage } from './swipe-game';
import { messages } from '../i18n/texts';
import { cardFixture } from '../testing-fixtures';

test('likes by button and arrow key, counts down, and at the refused like says when it resets with the way to premium', async () => {
  let left = 2;
  const resetsAt = '2026-05-18T22:00:00.000Z';
  const { host, requests } = hostDouble({
    routeName: 'swipe-game', locale: 'nl', member: memberFixture(),
    answers: (r) => {
      if (r.path.startsWith('/api/search.php')) return { status: 200, body: { filters: {}, defaults: true, near_region: null, profiles: [cardFixture(1), cardFixture(2), cardFixture(3), cardFixture(4)], total: 4, page: 1, pages: 1, similar: [] } };
      if (r.method === 'GET') return { status: 200, body: { likes_left: left, resets_at: resetsAt } };
      const body = r.body as { liked: boolean };
      if (body.liked && left === 0) return { status: 429, body: { error: 'Je hebt vandaag al je 4 likes gegeven.', code: 'swipe_limit', retry_at: resetsAt } };
      if (body.liked) left -= 1;
      return { status: 200, body: { liked: body.liked, matched: false, likes_left: left, resets_at: resetsAt } };
    },
  });
  await renderRemote(<SwipeGamePage />, host, messages);
  expect(await screen.findByTestId('swipe-likes-left')).toHaveTextContent('Nog 2 likes vandaag');
  fireEvent.click(await screen.findByTestId('swipe-like'));
  await waitFor(() => expect(screen.getByTestId('swipe-likes-left')).toHaveTextContent('Nog 1 like vandaag'));
  expect(screen.getByTestId('swipe-card')).toHaveAttribute('data-profile-id', '2');
  fireEvent.keyDown(window, { key: 'ArrowLeft' });
  await waitFor(() => expect(screen.getByTestId('swipe-card')).toHaveAttribute('data-profile-id', '3'));
  fireEvent.keyDown(window, { key: 'ArrowRight' });
  await waitFor(() => expect(screen.getByTestId('swipe-likes-left')).toHaveTextContent('Geen likes meer vandaag'));
  expect(requests.filter((r) => r.method === 'POST').map((r) => r.body)).toEqual([{ profile_id: 1, liked: true }, { profile_id: 3, liked: true }]);
  expect(screen.getByTestId('swipe-limit')).toHaveTextContent('Je kunt weer liken vanaf');
  expect(screen.getByTestId('swipe-premium')).toHaveAttribute('href', '/premium');
  expect(screen.getByTestId('swipe-like')).toBeDisabled();
});

test('a premium member sees no limit at all; a like that makes a match says so, with the way to a message; fictional cards carry the sign', async () => {
  const resetsAt = '2026-05-18T22:00:00.000Z';
  const { host } = hostDouble({
    routeName: 'swipe-game', locale: 'nl', member: memberFixture(),
    answers: (r) => {
      if (r.path.startsWith('/api/search.php')) return { status: 200, body: { filters: {}, defaults: true, near_region: null, profiles: [cardFixture(1, { fictional: true }), cardFixture(2), cardFixture(3)], total: 3, page: 1, pages: 1, similar: [] } };
      if (r.method === 'GET') return { status: 200, body: { likes_left: null, resets_at: resetsAt } };
      const body = r.body as { profile_id: number; liked: boolean };
      return { status: 200, body: { liked: body.liked, matched: body.profile_id === 1, likes_left: null, resets_at: resetsAt } };
    },
  });
  await renderRemote(<SwipeGamePage />, host, messages);
  const card = await screen.findByTestId('swipe-card');
  expect(card).toHaveAttribute('data-profile-id', '1');
  expect(screen.getByTestId('swipe-fictional')).toHaveAccessibleName();
  fireEvent.click(screen.getByTestId('swipe-like'));
  const match = await screen.findByTestId('swipe-match');
  expect(match).toHaveTextContent('Het is een match!');
  expect(match).toHaveTextContent('Jij en Anna1 vinden elkaar leuk.');
  expect(screen.getByTestId('swipe-match-message')).toHaveAttribute('href', '/members/1/chat');
  expect(screen.queryByTestId('swipe-likes-left')).toBeNull();
  expect(screen.queryByTestId('swipe-limit')).toBeNull();
  expect(screen.queryByTestId('swipe-fictional')).toBeNull();
  // The next like without a match takes the word away again; a premium member is never held back.
  fireEvent.click(screen.getByTestId('swipe-like'));
  await waitFor(() => expect(screen.getByTestId('swipe-card')).toHaveAttribute('data-profile-id', '3'));
  expect(screen.queryByTestId('swipe-match')).toBeNull();
  expect(screen.getByTestId('swipe-like')).toBeEnabled();
});
