import { beforeEach, expect, test } from '@jest/globals';
import { markMatchesSeen, unseenMatches } from './seen-matches';

beforeEach(() => localStorage.clear());

const OPENED = Date.parse('2026-05-01T12:00:00Z');
const before = (id: number) => ({ id, liked_at: '2026-05-01T11:00:00Z' });
const since = (id: number) => ({ id, liked_at: '2026-05-01T12:00:05Z' });

test('the first look only records the matches; later ones are new until marked seen', () => {
  expect(unseenMatches(7, [before(1), before(2)], OPENED)).toEqual([]);
  expect(unseenMatches(7, [before(1), before(2), before(3)], OPENED)).toEqual([3]);
  markMatchesSeen(7, [3]);
  expect(unseenMatches(7, [before(1), before(2), before(3)], OPENED)).toEqual([]);
  // Another member on the same browser starts afresh.
  expect(unseenMatches(8, [before(1)], OPENED)).toEqual([]);
});

test('a match made since the page opened is announced even on the first look', () => {
  expect(unseenMatches(7, [since(4), before(1)], OPENED)).toEqual([4]);
  // The older one was recorded; the new one stays new until marked seen.
  expect(unseenMatches(7, [since(4), before(1)], OPENED)).toEqual([4]);
  markMatchesSeen(7, [4]);
  expect(unseenMatches(7, [since(4), before(1)], OPENED)).toEqual([]);
});
