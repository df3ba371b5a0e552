import { expect, test } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { hostDouble, memberFixture, renderRemote } from '@dating/remote-kit/testing';
import type { LikedProfile } from '@dating/shared-contracts';
import { LikedCard } from './liked-card';
import { messages } from '../i18n/texts';

const entry = (photo: LikedProfile['photo']): LikedProfile => ({
  id: 7, name: 'Eva Jansen', gender: 'female', age: 30, country: 'NL', region: null, city: 'Utrecht', fictional: false, premium: false, last_seen: null, photo,
  like_new: false, liked_at: '2026-01-01T00:00:00.000Z',
});

async function show(profile: LikedProfile) {
  const { host } = hostDouble({ member: memberFixture(), locale: 'nl', answers: () => ({ status: 200, body: {} }) });
  await renderRemote(<SWRConfig value={{ provider: () => new Map() }}><LikedCard entry={profile} markNew={false} likeButton={false} /></SWRConfig>, host, messages);
  return screen.getByTestId('liked-card');
}

test('a member without a photo shows the initials stand-in the rest of the site uses, not an empty box', async () => {
  const card = await show(entry(null));
  expect(card.querySelector('img')).toBeNull();
  // Decorative (the card's link already names her): drawn initials, hidden from screen readers.
  expect(within(card).getByTestId('profile-card-stand-in').querySelector('[data-initials]')).toHaveAttribute('data-initials', 'EJ');
  expect(within(card).getByRole('link', { name: 'Eva Jansen, 30' })).toBeInTheDocument();
});

test('a member with a photo shows the photo and no stand-in', async () => {
  const card = await show(entry({ id: 1, main: true, locked: false, sizes: [{ url: '/media/eva-400.webp', width: 400, height: 533 }] }));
  expect(card.querySelector('img')).toHaveAttribute('src', '/media/eva-400.webp');
  expect(within(card).queryByTestId('profile-card-stand-in')).toBeNull();
});
