import { expect, test } from '@jest/globals';
import { screen } from '@testing-library/react';
import { hostDouble, renderRemote } from '@dating/remote-kit/testing';
import { MessageBubble } from './message-bubble';
import { messages } from '../i18n/texts';

const received = (text: string) => ({ mine: false, kind: 'text' as const, text, gift_id: null, photo: null, sent_at: '2026-01-01T10:00:00.000Z' });

/** A photo message as the API answers it: locked (the blurred copy only) or sharp (every size). */
const photoMessage = (locked: boolean) => ({
  mine: false, kind: 'photo' as const, text: null, gift_id: null, sent_at: '2026-01-01T10:00:00.000Z',
  photo: locked
    ? { locked: true, sizes: [{ url: '/api/chat-photo.php?id=7&size=blurred', width: 200, height: 150 }] }
    : { locked: false, sizes: [400, 800].map((width, index) => ({ url: `/api/chat-photo.php?id=7&size=${index}`, width, height: (width * 3) / 4 })) },
});

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

test('a received photo for a member who is not premium shows blurred under the lock, with a link to premium', async () => {
  const { host } = hostDouble({ routeName: 'chats-id', locale: 'de' });
  await renderRemote(<ul><MessageBubble message={photoMessage(true)} gifts={[]} state={null} /></ul>, host, messages);
  const photo = screen.getByTestId('message-photo');
  expect(photo.dataset.locked).toBe('true');
  expect(photo).toHaveTextContent('Foto für Premium-Mitglieder');
  expect(screen.getByRole('img', { name: 'Foto' })).toHaveAttribute('src', '/api/chat-photo.php?id=7&size=blurred');
  const link = screen.getByRole('link', { name: 'Mit Premium scharf ansehen' });
  expect(link).toHaveAttribute('href', '/premium');
});

test('a photo seen sharp offers its sizes and no lock', async () => {
  const { host } = hostDouble({ routeName: 'chats-id', locale: 'nl' });
  await renderRemote(<ul><MessageBubble message={photoMessage(false)} gifts={[]} state={null} /></ul>, host, messages);
  expect(screen.getByTestId('message-photo').dataset.locked).toBeUndefined();
  const image = screen.getByRole('img', { name: 'Foto' });
  expect(image).toHaveAttribute('src', '/api/chat-photo.php?id=7&size=1');
  expect(image.getAttribute('srcset')).toBe('/api/chat-photo.php?id=7&size=0 400w, /api/chat-photo.php?id=7&size=1 800w');
  expect(screen.queryByTestId('message-photo-premium')).toBeNull();
});
