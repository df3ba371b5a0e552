import { expect, test } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { hostDouble, memberFixture, renderRemote, type Answers } from '@dating/remote-kit/testing';
import { ChatsPage } from './chats';
import { messages } from '../i18n/texts';

const profile = (id: number, name: string, fictional = false) => ({
  id, name, gender: 'female', age: 30, country: 'NL', region: null, city: 'Utrecht', fictional, premium: false, last_seen: null, photo: null,
});
const message = (id: number, mine: boolean, text: string, status: string | null = mine ? 'sent' : null) => ({
  id, mine, kind: 'text', text, gift_id: null, sent_at: '2026-01-01T10:00:00.000Z', status, client_id: mine ? `c${id}` : null,
});
const item = (conversation: number, name: string, unread: number, last: unknown) => ({ conversation: { id: conversation }, profile: profile(conversation + 100, name), num_unread_messages: unread, last_message: last });

async function show(answers: Answers) {
  const { host, requests, events } = hostDouble({ routeName: 'chats', member: memberFixture(), locale: 'nl', answers });
  const view = await renderRemote(<SWRConfig value={{ provider: () => new Map() }}><ChatsPage /></SWRConfig>, host, messages);
  return { host, requests, events, ...view };
}

test('lists the conversations with their unread counts and read receipts, and updates live', async () => {
  let answer = { chats: [item(1, 'Eva', 2, message(9, false, 'Hoi!')), item(2, 'Lot', 0, message(8, true, 'Tot zo', 'read'))], unread_messages: 2, next: null };
  const { host } = await show(() => ({ status: 200, body: answer }));
  const rows = await screen.findAllByTestId('chat-item');
  expect(rows.map((row) => row.textContent)).toEqual([expect.stringContaining('Hoi!'), expect.stringContaining('Jij: Tot zo')]);
  expect(within(rows[0]!).getByTestId('chat-unread')).toHaveTextContent('2');
  expect(within(rows[1]!).getByTestId('chat-read')).toHaveTextContent('Gelezen');

  answer = { chats: [item(3, 'Kim', 1, message(10, false, 'Nieuw hier')), ...answer.chats], unread_messages: 3, next: null };
  host.serverEvents.send('message.received', { conversation_id: 3, profile_id: 103, message: message(10, false, 'Nieuw hier') as never });
  await waitFor(() => expect(screen.getAllByTestId('chat-item')[0]).toHaveTextContent('Kim'));
});

test('deleting removes the conversation at once; when the server refuses, an alert shows and the list is read again', async () => {
  const answer = { chats: [item(1, 'Eva', 0, message(9, false, 'Hoi!')), item(2, 'Lot', 0, message(8, true, 'Tot zo'))], unread_messages: 0, next: null };
  let reads = 0;
  const { user, events } = await show((request) => {
    if (request.method === 'DELETE') return { status: 500, body: { code: 'generic', error: 'Er is een fout opgetreden' } };
    reads += 1;
    return { status: 200, body: answer };
  });
  const rows = await screen.findAllByTestId('chat-item');
  await user.click(within(rows[0]!).getByTestId('chat-delete'));
  await waitFor(() => expect(events).toContainEqual({ name: 'toast:show', payload: { message: 'Het gesprek kon niet worden verwijderd. De lijst is opnieuw geladen.', kind: 'danger' } }));
  await waitFor(() => expect(screen.getAllByTestId('chat-item')).toHaveLength(2));
  expect(reads).toBe(2);
});

test('an empty list leads to the search', async () => {
  await show(() => ({ status: 200, body: { chats: [], unread_messages: 0, next: null } }));
  expect(await screen.findByTestId('chats-empty')).toHaveTextContent('Leden zoeken');
});

test('"more" loads the next page after the cursor; a new message moves a later conversation to the top, shown once', async () => {
  let first = { chats: [item(1, 'Eva', 0, message(9, false, 'Hoi!')), item(2, 'Lot', 0, message(8, true, 'Tot zo'))], unread_messages: 1, next: 'c1' as string | null };
  let later: Record<string, unknown> = { c1: { chats: [item(3, 'Kim', 1, message(7, false, 'Oud bericht'))], unread_messages: 1, next: null } };
  const { host, user, requests } = await show((request) => {
    const after = new URL(request.path, 'http://site.test').searchParams.get('after');
    return after === null ? { status: 200, body: first } : after in later ? { status: 200, body: later[after] } : { status: 500 };
  });
  await screen.findAllByTestId('chat-item');
  expect(screen.getAllByTestId('chat-item')).toHaveLength(2);
  await user.click(screen.getByTestId('chats-more'));
  await waitFor(() => expect(screen.getAllByTestId('chat-item').map((row) => row.textContent)).toEqual([
    expect.stringContaining('Eva'), expect.stringContaining('Lot'), expect.stringContaining('Kim'),
  ]));
  expect(screen.queryByTestId('chats-more')).toBeNull();
  expect(screen.getByTestId('chats-more-status')).toHaveTextContent('Alle gesprekken worden getoond.');
  expect(requests.filter((r) => r.path.includes('after=')).map((r) => r.path)).toEqual(['/api/chats.php?after=c1']);

  // Kim writes again: her conversation comes first, Lot goes to the second page.
  first = { chats: [item(3, 'Kim', 2, message(11, false, 'Nog daar?')), item(1, 'Eva', 0, message(9, false, 'Hoi!'))], unread_messages: 2, next: 'c2' };
  later = { c2: { chats: [item(2, 'Lot', 0, message(8, true, 'Tot zo'))], unread_messages: 2, next: null } };
  host.serverEvents.send('message.received', { conversation_id: 3, profile_id: 103, message: message(11, false, 'Nog daar?') as never });
  await waitFor(() => expect(screen.getAllByTestId('chat-item').map((row) => row.textContent)).toEqual([
    expect.stringContaining('Nog daar?'), expect.stringContaining('Eva'), expect.stringContaining('Lot'),
  ]));
});
