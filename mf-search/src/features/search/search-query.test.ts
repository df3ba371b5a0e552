import { describe, expect, test } from '@jest/globals';
import { asksFilters, chosen, filtersFromQuery, hasFilters, queryFromFilters, searchRequest } from './search-query';

describe('search filters in the URL', () => {
  test('reads the filters of a shared search', () => {
    expect(filtersFromQuery({ gender: 'non_binary', country: 'nl', countryregion: 'Utrecht', min_age: '25', max_age: '40', page: '3' }))
      .toEqual({ gender: 'non_binary', country: 'NL', countryregion: 'Utrecht', min_age: 25, max_age: 40, page: 3 });
  });

  test('drops what the API would refuse instead of sending it', () => {
    expect(filtersFromQuery({ gender: 'robot', country: 'Nederland', min_age: '12', max_age: 'x', page: '-2' })).toEqual({ page: 1 });
    // A region without a country means nothing.
    expect(filtersFromQuery({ countryregion: 'Utrecht' })).toEqual({ page: 1 });
    // Crossed ages are put the right way round.
    expect(filtersFromQuery({ min_age: '50', max_age: '30' })).toEqual({ page: 1, min_age: 30, max_age: 50 });
  });

  test('writes page 1 and empty filters as nothing, and keeps the tracking data', () => {
    expect(queryFromFilters({ page: 1 })).toEqual({});
    expect(queryFromFilters({ page: 2, gender: 'female', country: 'BE' }, { network: 'adnet', other: 'x' }))
      .toEqual({ network: 'adnet', gender: 'female', country: 'BE', page: '2' });
    expect(searchRequest({ page: 1 }, { sub1: 'a', page: '9' })).toEqual({ page: 1, sub1: 'a' });
  });

  test('round-trips', () => {
    const filters = { gender: 'male' as const, country: 'DE', countryregion: 'Bayern', min_age: 30, max_age: 45, page: 4 };
    expect(filtersFromQuery(queryFromFilters(filters))).toEqual(filters);
    expect(hasFilters(filters)).toBe(true);
    expect(hasFilters({ page: 4 })).toBe(false);
  });

  test('tells the defaults (no filters) from "everyone" asked on purpose (all=1)', () => {
    expect(asksFilters(filtersFromQuery({}))).toBe(false);
    expect(filtersFromQuery({ all: '1' })).toEqual({ page: 1, all: true });
    expect(asksFilters(filtersFromQuery({ all: '1' }))).toBe(true);
    // A filter makes "all" mean nothing.
    expect(filtersFromQuery({ all: '1', gender: 'male' })).toEqual({ page: 1, gender: 'male' });
    expect(queryFromFilters({ page: 2, all: true })).toEqual({ all: '1', page: '2' });
    expect(searchRequest({ page: 1, all: true }, {})).toEqual({ page: 1, all: '1' });
    // The form's empty choice is "everyone"; a chosen filter stays as it is.
    expect(chosen({ page: 1 })).toEqual({ page: 1, all: true });
    expect(chosen({ page: 1, all: true, country: 'NL' })).toEqual({ page: 1, country: 'NL' });
  });
});
