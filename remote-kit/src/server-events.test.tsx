import { expect, test } from '@jest/globals';
import { act, screen, waitFor } from '@testing-library/react';
import { useEndpoint } from './use-endpoint';
import { useRevalidate, useServerEvent, useServerResync } from './server-events';
import { hostDouble, renderRemote } from './testing';
import { createMessageLoader } from './messages';

const messages = createMessageLoader(async () => ({ messages: {} }));

/** Shows the new-likes total and asks again whenever a like arrives or the stream starts over. */
function LiveLikes() {
  const { data } = useEndpoint('likes');
  const revalidate = useRevalidate();
  useServerEvent('like.received', () => void revalidate('likes'));
  useServerResync(() => void revalidate('likes'));
  return <p>new: {data ? data.new_likes : '…'}</p>;
}

test('a server event reaches the component that listens, and revalidate asks the endpoint again', async () => {
  let newLikes = 0;
  const { host, requests } = hostDouble({
    answers: () => ({ status: 200, body: { profiles: [], liked_by: [], matches: [], new_likes: newLikes, next: { given: null, received: null, matches: null } } }),
  });
  await renderRemote(<LiveLikes />, host, messages);
  expect(await screen.findByText('new: 0')).toBeInTheDocument();
  newLikes = 1;
  // An event nobody listens to asks nothing.
  act(() => host.serverEvents.send('match.created', { profile_id: 3, matched_at: '2026-01-01T00:00:00Z', name: 'Eva', fictional: false, main_image: null }));
  act(() => host.serverEvents.send('like.received', { profile_id: 3, liked_at: '2026-01-01T00:00:00Z' }));
  expect(await screen.findByText('new: 1')).toBeInTheDocument();
  newLikes = 2;
  act(() => host.serverEvents.resync());
  expect(await screen.findByText('new: 2')).toBeInTheDocument();
  await waitFor(() => expect(requests.filter((request) => request.path === '/api/likes.php')).toHaveLength(3));
});

test('under a shell without server events a remote hears nothing and still renders', async () => {
  const { host } = hostDouble({ answers: () => ({ status: 200, body: { profiles: [], liked_by: [], matches: [], new_likes: 4, next: { given: null, received: null, matches: null } } }) });
  const { serverEvents: _none, ...older } = host;
  await renderRemote(<LiveLikes />, older, messages);
  expect(await screen.findByText('new: 4')).toBeInTheDocument();
});
