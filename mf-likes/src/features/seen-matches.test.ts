import { beforeEach, expect, test } from '@jest/globals';
import { markMatchesSeen, unseenMatches } from './seen-matches';

beforeEach(() => localStorage.clear());

test('the first look only records the matches; later ones are new until marked seen', () => {
  expect(unseenMatches(7, [1, 2])).toEqual([]);
  expect(unseenMatches(7, [1, 2, 3])).toEqual([3]);
  markMatchesSeen(7, [3]);
  expect(unseenMatches(7, [1, 2, 3])).toEqual([]);
  // Another member on the same browser starts afresh.
  expect(unseenMatches(8, [1])).toEqual([]);
});
