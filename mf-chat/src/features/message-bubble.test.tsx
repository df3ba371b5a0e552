import { expect, test } from '@jest/globals';
import { screen } from '@testing-library/react';
import { hostDouble, renderRemote } from '@dating/remote-kit/testing';
import { MessageBubble } from './message-bubble';
import { messages } from '../i18n/texts';

const received = (text: string) => ({ mine: false, kind: 'text' as const, text, gift_id: null, sent_at: '2026-01-01T10:00:00.000Z' });

test('a received message asking for money or another channel gets a calm note beside it, unchanged', async () => {
  const { host } = hostDouble({ routeName: 'chats-id', locale: 'de' });
  await renderRemote(<ul><MessageBubble message={received('Schreib mir auf WhatsApp, und kannst du mir Geld überweisen?')} gifts={[]} state={null} /></ul>, host, messages);
  expect(screen.getByText('Schreib mir auf WhatsApp, und kannst du mir Geld überweisen?', { exact: false })).toBeInTheDocument();
  expect(screen.getAllByTestId('safety-note').map((note) => note.dataset.concern)).toEqual(['contact', 'money']);
  expect(screen.getAllByTestId('safety-note')[1]).toHaveTextContent('In dieser Nachricht geht es um Geld.');
});

test('the member’s own messages get no note', async () => {
  const { host } = hostDouble({ routeName: 'chats-id', locale: 'nl' });
  await renderRemote(<ul><MessageBubble message={{ ...received('Mijn nummer is 0612345678'), mine: true }} gifts={[]} state="sent" /></ul>, host, messages);
  expect(screen.queryByTestId('safety-note')).toBeNull();
});
