import { expect, test } from '@jest/globals';
import type { LikedProfile } from '@dating/shared-contracts';
import { photoUrl } from './likes-data';

const entry = (id: number, liked_at: string): LikedProfile => ({
  id, name: `P${id}`, gender: 'female', age: 30, country: 'NL', region: null, city: null, fictional: false, premium: false,
  last_seen: null, photo: { id: 1, main: true, locked: false, sizes: [{ url: '/m/a-120.webp', width: 120, height: 120 }, { url: '/m/a-400.webp', width: 400, height: 400 }] },
  like_new: true, liked_at,
});

test('picks the photo size at least as wide as asked, else the largest, else none', () => {
  expect(photoUrl(entry(1, ''), 100)).toBe('/m/a-120.webp');
  expect(photoUrl(entry(1, ''), 1000)).toBe('/m/a-400.webp');
  expect(photoUrl({ photo: null })).toBe('');
});
