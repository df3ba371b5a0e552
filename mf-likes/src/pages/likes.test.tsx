import { expect, test } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { hostDouble, memberFixture, renderRemote } from '@dating/remote-kit/testing';
import { LikesPage } from './likes';
import { messages } from '../i18n/texts';

const entry = (id: number, name: string, like_new: boolean) => ({
  id, name, gender: 'female', age: 30, country: 'NL', region: null, city: 'Utrecht', fictional: false, premium: false, last_seen: null, photo: null,
  like_new, liked_at: '2026-01-01T00:00:00.000Z',
});

type Cursors = Record<'given' | 'received' | 'matches', string | null>;
const none: Cursors = { given: null, received: null, matches: null };
/** A likes answer: the three lists' pages, no cursors unless given. */
const likesAnswer = (lists: { profiles?: unknown[]; liked_by?: unknown[]; matches?: unknown[]; new_likes?: number; next?: Partial<Cursors> }) => ({
  profiles: [], liked_by: [], matches: [], new_likes: 0, ...lists, next: { ...none, ...lists.next },
});

async function show(type: string | undefined, answer: unknown, later: Record<string, unknown> = {}) {
  const { host, requests } = hostDouble({
    routeName: type ? 'likes-type' : 'likes',
    member: memberFixture(),
    locale: 'nl',
    answers: (request) => {
      const after = new URL(request.path, 'http://site.test').searchParams.get('after');
      return after === null ? { status: 200, body: answer } : after in later ? { status: 200, body: later[after] } : { status: 500 };
    },
  });
  if (type) host.route.params = { type };
  const view = await renderRemote(<SWRConfig value={{ provider: () => new Map() }}><LikesPage /></SWRConfig>, host, messages);
  return { host, requests, ...view };
}

test('the received tab marks new likes and counts them on the tab', async () => {
  await show(undefined, likesAnswer({ liked_by: [entry(1, 'Eva', true), entry(2, 'Lot', false)], new_likes: 1 }));
  const cards = await screen.findAllByTestId('liked-card');
  expect(cards).toHaveLength(2);
  expect(within(cards[0]!).getByTestId('like-new')).toHaveTextContent('Nieuw');
  expect(within(cards[1]!).queryByTestId('like-new')).toBeNull();
  expect(screen.getByRole('tab', { name: /Ontvangen/ })).toHaveAttribute('aria-selected', 'true');
  // Each tab its own title, naming the site.
  await waitFor(() => expect(document.title).toBe('Ontvangen – Likes – Testdates'));
});

test('the matches tab lists the server’s matches, and a tab change navigates', async () => {
  const { host, user } = await show('matches', likesAnswer({ profiles: [entry(1, 'Eva', false), entry(3, 'Kim', false)], liked_by: [entry(1, 'Eva', false)], matches: [entry(1, 'Eva', false)] }));
  const cards = await screen.findAllByTestId('liked-card');
  expect(cards.map((c) => c.textContent)).toEqual([expect.stringContaining('Eva')]);
  await waitFor(() => expect(document.title).toBe('Matches – Likes – Testdates'));
  await user.click(screen.getByRole('tab', { name: 'Gegeven' }));
  expect(host.navigation.to).toHaveBeenCalledWith('likes-type', { type: 'given' });
});

test('an empty tab says so and offers the search and the swipe game', async () => {
  const { host, user } = await show('given', likesAnswer({}));
  expect(await screen.findByTestId('likes-empty')).toHaveTextContent('Je hebt nog niemand geliket.');
  // The swipe game is mf-search's page: reached by its route through the host's navigation.
  const swipe = screen.getByRole('link', { name: 'Probeer swipen' });
  expect(swipe).toHaveAttribute('href', '/swipe-game');
  await user.click(swipe);
  expect(host.navigation.to).toHaveBeenCalledWith('swipe-game', undefined, undefined);
});

test('"more" loads the next page after the cursor, each profile once, moves focus to the first new card and says so', async () => {
  const first = likesAnswer({ profiles: [entry(1, 'Eva', false), entry(2, 'Lot', false)], next: { given: 'c1' } });
  // The second page repeats Lot (as if she moved down meanwhile): she shows once.
  const second = likesAnswer({ profiles: [entry(2, 'Lot', false), entry(3, 'Kim', false)], next: { given: 'c2' } });
  const third = likesAnswer({ profiles: [entry(4, 'Noor', false)] });
  const { user, requests } = await show('given', first, { c1: second, c2: third });
  expect(await screen.findAllByTestId('liked-card')).toHaveLength(2);
  expect(screen.getByTestId('likes-more-status')).toHaveTextContent('');

  const more = screen.getByRole('button', { name: 'Meer tonen' });
  more.focus();
  await user.keyboard('{Enter}');
  await waitFor(() => expect(screen.getAllByTestId('liked-card')).toHaveLength(3));
  expect(screen.getAllByTestId('liked-card').map((card) => card.textContent)).toEqual([
    expect.stringContaining('Eva'), expect.stringContaining('Lot'), expect.stringContaining('Kim'),
  ]);
  expect(screen.getByRole('status')).toHaveTextContent('2 meer getoond.');
  await waitFor(() => expect(document.activeElement).toBe(within(screen.getAllByTestId('liked-card')[2]!).getAllByRole('link')[0]));
  // A given like's later page: its button shows the like as given.
  expect(within(screen.getAllByTestId('liked-card')[2]!).getByTestId('like-button')).toHaveAttribute('aria-pressed', 'true');

  await user.click(screen.getByRole('button', { name: 'Meer tonen' }));
  await waitFor(() => expect(screen.getAllByTestId('liked-card')).toHaveLength(4));
  expect(screen.getByRole('status')).toHaveTextContent('Alle likes worden getoond.');
  expect(screen.queryByRole('button', { name: 'Meer tonen' })).toBeNull();
  expect(requests.filter((r) => r.path.includes('after=')).map((r) => r.path)).toEqual(['/api/likes.php?after=c1', '/api/likes.php?after=c2']);
});

test('a failed "more" says so and offers to try again', async () => {
  const { user } = await show('received', likesAnswer({ liked_by: [entry(1, 'Eva', false)], next: { received: 'broken' } }));
  await user.click(await screen.findByRole('button', { name: 'Meer tonen' }));
  expect(await screen.findByRole('status')).toHaveTextContent('Meer likes laden is mislukt.');
  expect(screen.getByRole('button', { name: 'Opnieuw proberen' })).toBeEnabled();
  expect(screen.getAllByTestId('liked-card')).toHaveLength(1);
});

test('looking at the received likes tells the account they are seen (the badge clears); the other tabs and a list without new likes do not', async () => {
  const received = await show(undefined, likesAnswer({ liked_by: [entry(1, 'Eva', true)], new_likes: 1 }));
  await waitFor(() => expect(received.requests.filter((r) => r.path === '/api/likes-seen.php')).toEqual([expect.objectContaining({ method: 'POST', body: {} })]));
  // The card keeps its new mark for this look; the tab's count is gone.
  expect(within(await screen.findByTestId('liked-card')).getByTestId('like-new')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByTestId('likes-new-count')).toBeNull());
  received.unmount();

  for (const [type, answer] of [['given', likesAnswer({ liked_by: [entry(1, 'Eva', true)], new_likes: 1 })], [undefined, likesAnswer({ liked_by: [entry(1, 'Eva', false)] })]] as const) {
    const view = await show(type, answer);
    await screen.findAllByTestId(type ? 'likes-panel-given' : 'liked-card');
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(view.requests.filter((r) => r.path === '/api/likes-seen.php')).toEqual([]);
    view.unmount();
  }
});
