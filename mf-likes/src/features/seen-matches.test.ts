import { afterEach, expect, jest, test } from '@jest/globals';
import type { HostProps } from '@dating/shared-contracts';
import { forgetShownHere, markMatchAnnounced, matchToAnnounce } from './seen-matches';

afterEach(() => forgetShownHere());

const UNTIL = '2026-05-01T12:00:00.000Z';
const before = (id: number) => ({ id, liked_at: '2026-05-01T11:00:00.000Z' });
const since = (id: number, second = 5) => ({ id, liked_at: `2026-05-01T12:00:0${second}.000Z` });
const apiDouble = () => ({ call: jest.fn(async () => ({ ok: true })) }) as unknown as HostProps['api'] & { call: jest.Mock };

test('announces the newest match made after the account’s announced time, none made up to it', () => {
  expect(matchToAnnounce([before(1), before(2)], UNTIL)).toBeUndefined();
  expect(matchToAnnounce([{ id: 3, liked_at: UNTIL }], UNTIL)).toBeUndefined();
  expect(matchToAnnounce([before(1), since(4, 2), since(5, 7)], UNTIL)?.id).toBe(5);
});

test('a match announced here is told to the account and not announced again on this page', () => {
  const api = apiDouble();
  markMatchAnnounced(api, 5);
  expect(api.call).toHaveBeenCalledWith('matchSeen', { profile_id: 5 });
  expect(matchToAnnounce([since(5)], UNTIL)).toBeUndefined();
  expect(matchToAnnounce([since(5), since(4, 2)], UNTIL)?.id).toBe(4);
});
