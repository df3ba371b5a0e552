import { expect, test } from '@jest/globals';
import { ageOn, seekingFilters } from './seeking-filters';

const today = new Date('2026-05-17T12:00:00Z');

test('the age counts the birthday', () => {
  expect(ageOn('1990-05-17', today)).toBe(36);
  expect(ageOn('1990-05-18', today)).toBe(35);
});

test('a new member’s answers become a search: sought gender, own country, ages around their own', () => {
  expect(seekingFilters({ seeking: 'female', country: 'NL', date_of_birth: '1990-05-17' }, today))
    .toEqual({ page: 1, country: 'NL', gender: 'female', min_age: 26, max_age: 46 });
  // "everyone" or no answer sets no gender; ages stay within 18–99.
  expect(seekingFilters({ seeking: 'everyone', country: 'BE', date_of_birth: '2007-01-01' }, today))
    .toEqual({ page: 1, country: 'BE', min_age: 18, max_age: 29 });
});
