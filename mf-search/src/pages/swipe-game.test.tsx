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
      if (r.path.startsWith('/api/search.php')) return { status: 200, body: { profiles: [cardFixture(1), cardFixture(2), cardFixture(3), cardFixture(4)], total: 4, page: 1, pages: 1, similar: [] } };
      if (r.method === 'GET') return { status: 200, body: { likes_left: left, resets_at: resetsAt } };
      const body = r.body as { liked: boolean };
      if (body.liked && left === 0) return { status: 429, body: { error: 'Je hebt vandaag al je 4 likes gegeven.', code: 'swipe_limit', retry_at: resetsAt } };
      if (body.liked) left -= 1;
      return { status: 200, body: { liked: body.liked, likes_left: left, resets_at: resetsAt } };
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
