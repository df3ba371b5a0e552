import { expect, test } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { hostDouble, memberFixture, renderRemote } from '@dating/remote-kit/testing';
import { LikeButton } from './like-button';
import { messages } from '../i18n/texts';

const likesAnswer = (profiles: unknown[]) => ({ profiles, liked_by: [], matches: [], new_likes: 0, matches_announced_until: '2026-01-01T00:00:00.000Z', next: { given: null, received: null, matches: null } });
const card = { id: 42, name: 'Eva', gender: 'female', age: 31, country: 'NL', region: null, city: null, fictional: false, premium: false, last_seen: null, photo: null };

test('a like that makes a match says "It’s a match" with both photos, tells the account, and "Send a message" opens the conversation', async () => {
  let liked = false;
  const { host, requests } = hostDouble({
    member: memberFixture(),
    settings: { fictional_icon: '🎭', fictional_singular: 'Fictief profiel' },
    answers: (request) => {
      // The profile page's button asks for this profile's likes only.
      if (request.path.startsWith('/api/likes.php')) {
        expect(request.path).toBe('/api/likes.php?profile_id=42');
        return { status: 200, body: likesAnswer(liked ? [{ ...card, like_new: true, liked_at: '2026-01-01T00:00:00.000Z' }] : []) };
      }
      if (request.path === '/api/match-seen.php') return { status: 200, body: { ok: true } };
      liked = true;
      return { status: 200, body: { match: true, profile: { ...card, fictional: true } } };
    },
  });
  const { user } = await renderRemote(<SWRConfig value={{ provider: () => new Map() }}><LikeButton profileId={42} /></SWRConfig>, host, messages);
  const button = await screen.findByTestId('like-button');
  expect(button).toHaveAttribute('aria-pressed', 'false');
  await user.click(button);
  expect(requests.find((r) => r.method === 'POST')).toMatchObject({ path: '/api/like.php', body: { profile_id: 42 } });
  const modal = await screen.findByTestId('match-modal');
  expect(modal).toHaveTextContent('Het is een match!');
  expect(modal).not.toHaveTextContent('Nieuwe like!');
  expect(modal).toHaveTextContent('Jij en Eva vinden elkaar leuk.');
  // Both members: the own picture (initials without a photo) and the match's; the fictional sign beside the name.
  expect(within(modal).getByTestId('match-modal-own')).toBeInTheDocument();
  expect(within(modal).getByTestId('match-modal-image')).toBeInTheDocument();
  expect(within(modal).getByRole('img', { name: 'Fictief profiel' })).toBeInTheDocument();
  // The account hears the match was announced, so no other browser announces it again.
  await waitFor(() => expect(requests.find((r) => r.path === '/api/match-seen.php')).toMatchObject({ method: 'POST', body: { profile_id: 42 } }));
  await waitFor(() => expect(screen.getByTestId('like-button')).toHaveAttribute('aria-pressed', 'true'));
  // Focus starts on the next step.
  await waitFor(() => expect(within(modal).getByRole('button', { name: 'Stuur een bericht' })).toHaveFocus());
  await user.click(within(modal).getByRole('button', { name: 'Stuur een bericht' }));
  expect(host.navigation.to).toHaveBeenCalledWith('members-id-chat', { id: '42' });
  expect(screen.queryByTestId('match-modal')).toBeNull();
});

test('a visitor is sent to the login page instead', async () => {
  const { host, requests } = hostDouble({ member: null, answers: () => ({ status: 403, body: { code: 'auth_required', error: 'x', auth_required: true } }) });
  const { user } = await renderRemote(<SWRConfig value={{ provider: () => new Map() }}><LikeButton profileId={42} variant="card" /></SWRConfig>, host, messages);
  await user.click(await screen.findByTestId('like-button'));
  expect(host.navigation.to).toHaveBeenCalledWith('login');
  expect(requests.filter((r) => r.method === 'POST')).toEqual([]);
});

test('on a card, a like older than the first page shows as given once the server says "already liked"', async () => {
  const { host, events } = hostDouble({
    member: memberFixture(),
    answers: (request) => request.path === '/api/likes.php'
      ? { status: 200, body: likesAnswer([]) }
      : { status: 409, body: { code: 'already_liked', error: 'Je hebt dit profiel al geliket.' } },
  });
  const { user } = await renderRemote(<SWRConfig value={{ provider: () => new Map() }}><LikeButton profileId={42} variant="card" /></SWRConfig>, host, messages);
  const button = await screen.findByTestId('like-button');
  expect(button).toHaveAttribute('aria-pressed', 'false');
  await user.click(button);
  await waitFor(() => expect(screen.getByTestId('like-button')).toHaveAttribute('aria-pressed', 'true'));
  expect(events.filter((event) => event.name === 'toast:show')).toEqual([]);
});

test('until the member\'s likes are in, the button is busy and cannot be pressed; then it shows the like as given', async () => {
  let answer: (value: { status: number; body: unknown }) => void = () => undefined;
  const { host, requests } = hostDouble({
    member: memberFixture(),
    answers: () => new Promise((resolve) => { answer = resolve; }),
  });
  const { user } = await renderRemote(<SWRConfig value={{ provider: () => new Map() }}><LikeButton profileId={42} /></SWRConfig>, host, messages);
  const button = await screen.findByTestId('like-button');
  expect(button).toHaveAttribute('aria-busy', 'true');
  expect(button).toBeDisabled();
  await user.click(button);
  expect(requests.filter((r) => r.method === 'POST')).toEqual([]);
  answer({ status: 200, body: likesAnswer([{ ...card, like_new: false, liked_at: '2026-01-01T00:00:00.000Z' }]) });
  await waitFor(() => expect(screen.getByTestId('like-button')).toHaveAttribute('aria-pressed', 'true'));
  expect(screen.getByTestId('like-button')).not.toHaveAttribute('aria-busy');
  expect(screen.getByTestId('like-button')).toBeEnabled();
});

test('a like the API refuses (the profile was hidden meanwhile) asks the shell for a toast with the API\'s reason', async () => {
  const { host, events } = hostDouble({
    member: memberFixture(),
    answers: (request) => request.path.startsWith('/api/likes.php')
      ? { status: 200, body: likesAnswer([]) }
      : { status: 404, body: { code: 'not_found', error: 'Niet gevonden.' } },
  });
  const { user } = await renderRemote(<SWRConfig value={{ provider: () => new Map() }}><LikeButton profileId={42} /></SWRConfig>, host, messages);
  await user.click(await screen.findByTestId('like-button'));
  await waitFor(() => expect(events.filter((event) => event.name === 'toast:show')).toEqual([
    { name: 'toast:show', payload: { message: 'Je like is niet gelukt. Niet gevonden.', kind: 'danger' } },
  ]));
  expect(screen.getByTestId('like-button')).toHaveAttribute('aria-pressed', 'false');
});

test('an unlike that fails with no answer at all (offline) says so with the generic text', async () => {
  const { host, events } = hostDouble({
    member: memberFixture(),
    answers: (request) => request.method === 'GET'
      ? { status: 200, body: likesAnswer([{ ...card, like_new: false, liked_at: '2026-01-01T00:00:00.000Z' }]) }
      : Promise.reject(new TypeError('Failed to fetch')),
  });
  const { user } = await renderRemote(<SWRConfig value={{ provider: () => new Map() }}><LikeButton profileId={42} variant="card" /></SWRConfig>, host, messages);
  const button = await screen.findByTestId('like-button');
  await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'true'));
  await user.click(button);
  await waitFor(() => expect(events.filter((event) => event.name === 'toast:show')).toEqual([
    { name: 'toast:show', payload: { message: 'Je like intrekken is niet gelukt. Er is een fout opgetreden, probeer het later opnieuw.', kind: 'danger' } },
  ]));
});
