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

/** A search answer: one page of a deck. */
function deckPage(ids: number[], over: { filters?: object; defaults?: boolean; page?: number; pages?: number } = {}) {
  const { filters = {}, defaults = true, page = 1, pages = 1 } = over;
  return { status: 200, body: { filters, defaults, near_region: null, profiles: ids.map((id) => cardFixture(id)), total: ids.length, page, pages, similar: [] } };
}
const noLimit = { status: 200, body: { likes_left: null, resets_at: '2026-05-18T22:00:00.000Z' } };
const searchQuery = (path: string) => Object.fromEntries(new URL(path, 'https://site.test').searchParams);

test('at the end of the defaults the deck offers every country and age for the sought gender, skips whom the member decided on, and ends for good after that', async () => {
  const { host, requests } = hostDouble({
    routeName: 'swipe-game', locale: 'nl', member: memberFixture(),
    answers: (r) => {
      if (!r.path.startsWith('/api/search.php')) return noLimit;
      const query = searchQuery(r.path);
      if (!query.gender) return deckPage([1, 2], { filters: { gender: 'female', country: 'NL', min_age: 26, max_age: 42 } });
      return query.page === '1' ? deckPage([2, 3, 1], { filters: { gender: 'female' }, defaults: false, pages: 2 }) : deckPage([4], { filters: { gender: 'female' }, defaults: false, page: 2, pages: 2 });
    },
  });
  await renderRemote(<SwipeGamePage />, host, messages);
  fireEvent.click(await screen.findByTestId('swipe-skip'));
  fireEvent.keyDown(window, { key: 'ArrowLeft' });
  const done = await screen.findByTestId('swipe-done');
  expect(done).toHaveTextContent('Dat waren alle profielen in je land met een leeftijd rond de jouwe.');
  const widen = screen.getByRole('button', { name: 'Bekijk alle landen en leeftijden' });
  // The skip button that had the focus went with the last card: the way on takes it.
  expect(widen).toHaveFocus();
  fireEvent.click(widen);
  const card = await screen.findByTestId('swipe-card');
  expect(card).toHaveAttribute('data-profile-id', '3');
  expect(screen.getByRole('heading', { name: 'Anna3, 30' })).toHaveFocus();
  expect(requests.filter((r) => r.path.startsWith('/api/search.php')).map((r) => searchQuery(r.path))).toEqual([{ page: '1' }, { page: '1', gender: 'female' }]);
  fireEvent.click(screen.getByTestId('swipe-skip'));
  await waitFor(() => expect(screen.getByTestId('swipe-card')).toHaveAttribute('data-profile-id', '4'));
  expect(requests.at(-1)?.path).toContain('page=2&gender=female');
  fireEvent.click(screen.getByTestId('swipe-skip'));
  expect(await screen.findByTestId('swipe-done')).toHaveTextContent('Kom later terug voor nieuwe profielen.');
  expect(screen.queryByTestId('swipe-widen')).toBeNull();
  expect(screen.getByRole('button', { name: 'Naar het zoeken' })).toHaveFocus();
});

test('a member who seeks everyone widens with all=1, and a wider page of profiles decided already is passed over', async () => {
  const { host, requests } = hostDouble({
    routeName: 'swipe-game', locale: 'nl', member: memberFixture(),
    answers: (r) => {
      if (!r.path.startsWith('/api/search.php')) return noLimit;
      const query = searchQuery(r.path);
      if (!query.all) return deckPage([1], { filters: { country: 'NO', min_age: 26, max_age: 42 } });
      return query.page === '1' ? deckPage([1], { defaults: false, pages: 2 }) : deckPage([5], { defaults: false, page: 2, pages: 2 });
    },
  });
  await renderRemote(<SwipeGamePage />, host, messages);
  fireEvent.click(await screen.findByTestId('swipe-skip'));
  fireEvent.click(await screen.findByTestId('swipe-widen'));
  await waitFor(() => expect(screen.getByTestId('swipe-card')).toHaveAttribute('data-profile-id', '5'));
  expect(requests.filter((r) => r.path.startsWith('/api/search.php')).map((r) => searchQuery(r.path))).toEqual([{ page: '1' }, { page: '1', all: '1' }, { page: '2', all: '1' }]);
});

test('a deck that is not on the defaults never offers to widen', async () => {
  const { host } = hostDouble({
    routeName: 'swipe-game', locale: 'nl', member: memberFixture(),
    answers: (r) => (r.path.startsWith('/api/search.php') ? deckPage([1], { filters: { gender: 'female' }, defaults: false }) : noLimit),
  });
  await renderRemote(<SwipeGamePage />, host, messages);
  fireEvent.click(await screen.findByTestId('swipe-skip'));
  expect(await screen.findByTestId('swipe-done')).toHaveTextContent('Kom later terug voor nieuwe profielen.');
  expect(screen.queryByTestId('swipe-widen')).toBeNull();
});
