import { expect, test } from '@jest/globals';
import type { LikedProfile } from '@dating/shared-contracts';
import { matchesOf, photoUrl } from './likes-data';

const entry = (id: number, liked_at: string): LikedProfile => ({
  id, name: `P${id}`, gender: 'female', age: 30, country: 'NL', region: null, city: null, fictional: false, premium: false,
  last_seen: null, photo: { id: 1, main: true, locked: false, sizes: [{ url: '/m/a-120.webp', width: 120, height: 120 }, { url: '/m/a-400.webp', width: 400, height: 400 }] },
  like_new: true, liked_at,
});

test('a match is a profile in both lists, dated by the later like, newest first', () => {
  const matches = matchesOf({
    profiles: [entry(1, '2026-01-02T00:00:00.000Z'), entry(2, '2026-01-01T00:00:00.000Z'), entry(3, '2026-01-01T00:00:00.000Z')],
    liked_by: [entry(2, '2026-01-05T00:00:00.000Z'), entry(1, '2026-01-01T00:00:00.000Z'), entry(4, '2026-01-09T00:00:00.000Z')],
    new_likes: 3,
  });
  expect(matches.map((m) => [m.profile.id, m.matched_at])).toEqual([[2, '2026-01-05T00:00:00.000Z'], [1, '2026-01-02T00:00:00.000Z']]);
  expect(matchesOf(undefined)).toEqual([]);
});

test('picks the photo size at least as wide as asked, else the largest, else none', () => {
  expect(photoUrl(entry(1, ''), 100)).toBe('/m/a-120.webp');
  expect(photoUrl(entry(1, ''), 1000)).toBe('/m/a-400.webp');
  expect(photoUrl({ photo: null })).toBe('');
});
