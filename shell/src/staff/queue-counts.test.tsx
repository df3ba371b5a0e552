import { expect, test } from '@jest/globals';
import { act, screen, waitFor } from '@testing-library/react';
import { renderInShell } from '../testing/render-shell.js';
import { useQueueCounts } from './queue-counts.js';

function Counts({ staffId }: { staffId: number | null }) {
  return <output data-testid="counts">{JSON.stringify(useQueueCounts(staffId))}</output>;
}

test('reads the counts for a logged-in staff member and again when the staff stream says a queue moved or started over', async () => {
  let photos = 2;
  const { services, requests } = renderInShell(<Counts staffId={7} />, {
    routes: { 'GET /api/staff-queues.php': () => ({ body: { queues: { photos, complaints: 1 } } }) },
  });
  await waitFor(() => expect(screen.getByTestId('counts')).toHaveTextContent('{"photos":2,"complaints":1}'));

  photos = 3;
  act(() => services.staffEvents.dispatch('photo.waiting'));
  await waitFor(() => expect(screen.getByTestId('counts')).toHaveTextContent('{"photos":3,"complaints":1}'));

  photos = 0;
  act(() => services.staffEvents.resync());
  await waitFor(() => expect(screen.getByTestId('counts')).toHaveTextContent('{"photos":0,"complaints":1}'));
  expect(requests.filter((request) => request.path === '/api/staff-queues.php')).toHaveLength(3);
});

test('asks nothing without a staff member', async () => {
  const { services, requests } = renderInShell(<Counts staffId={null} />);
  act(() => services.staffEvents.dispatch('photo.waiting'));
  expect(screen.getByTestId('counts')).toHaveTextContent('{}');
  expect(requests).toEqual([]);
});

test('events that come while a read is under way lead to one read after it', async () => {
  let answered = 0;
  const { services, requests } = renderInShell(<Counts staffId={7} />, {
    routes: { 'GET /api/staff-queues.php': () => ({ body: { queues: { conversations: (answered += 1) } } }) },
  });
  await waitFor(() => expect(screen.getByTestId('counts')).toHaveTextContent('{"conversations":1}'));
  // The first starts a read; the two that come while it is under way make one more, not two.
  act(() => {
    services.staffEvents.dispatch('conversation.waiting');
    services.staffEvents.dispatch('conversation.claimed');
    services.staffEvents.dispatch('conversation.answered');
  });
  await waitFor(() => expect(screen.getByTestId('counts')).toHaveTextContent('{"conversations":3}'));
  expect(requests.filter((request) => request.path === '/api/staff-queues.php')).toHaveLength(3);
});
