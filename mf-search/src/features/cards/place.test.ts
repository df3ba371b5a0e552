import { expect, test } from '@jest/globals';
import { isOnline, placeOf } from './place';

test('a place reads town and country in the page language', () => {
  expect(placeOf({ city: 'Utrecht', region: 'Utrecht', country: 'NL' }, 'nl')).toBe('Utrecht, Nederland');
  expect(placeOf({ city: null, region: 'Bayern', country: 'DE' }, 'en')).toBe('Bayern, Germany');
});

test('online means seen within the last ten minutes', () => {
  const now = Date.parse('2026-05-01T12:00:00Z');
  expect(isOnline('2026-05-01T11:55:00Z', now)).toBe(true);
  expect(isOnline('2026-05-01T11:49:00Z', now)).toBe(false);
  expect(isOnline(null, now)).toBe(false);
});
