import { beforeEach, expect, test } from '@jest/globals';
import { TRACKING_STORAGE_KEY, trackingFromQuery, visitTracking } from './tracking';

const DAY = 86_400_000;
beforeEach(() => localStorage.clear());

test('tracking comes from the query, trimmed and cut to the API limits', () => {
  expect(trackingFromQuery({})).toBeUndefined();
  expect(trackingFromQuery({ t: '5', network: '  ' })).toBeUndefined();
  expect(trackingFromQuery({ network: ' adnet ', sub2: 'b', other: 'x' })).toEqual({ network: 'adnet', sub2: 'b' });
  expect(trackingFromQuery({ ref: 'r'.repeat(150) })?.ref).toHaveLength(100);
});

test('the first touch wins for 30 days, then a new one may take its place', () => {
  const start = Date.UTC(2026, 0, 1);
  expect(visitTracking({}, start)).toBeUndefined();
  expect(visitTracking({ network: 'first', sub1: 'a' }, start)).toEqual({ network: 'first', sub1: 'a' });
  expect(visitTracking({ network: 'second' }, start + DAY)).toEqual({ network: 'first', sub1: 'a' });
  expect(visitTracking({}, start + 29 * DAY)).toEqual({ network: 'first', sub1: 'a' });
  expect(visitTracking({}, start + 30 * DAY)).toBeUndefined();
  expect(visitTracking({ ref: 'later' }, start + 31 * DAY)).toEqual({ ref: 'later' });
});

test('a damaged entry counts as none', () => {
  localStorage.setItem(TRACKING_STORAGE_KEY, '{not json');
  expect(visitTracking({ network: 'n' })).toEqual({ network: 'n' });
});
