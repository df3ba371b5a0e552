/** The defaults rule on its own (docs/discovery.md): ages around the member's, within 18–99; seeking "everyone" asks no gender. */
import { describe, expect, it } from 'vitest';
import { memberDefaults, visitorDefaults } from '../src/domains/search/defaults.js';

const today = new Date('2026-06-15T12:00:00Z');
const seeker = (seeking: string | null, dateOfBirth: string, region: string | null = 'Utrecht') => ({ seeking, country: 'NL', region, date_of_birth: dateOfBirth });

describe('search defaults rule', () => {
  it('asks for the gender sought, the own country and the own age ±8, the own region first', () => {
    expect(memberDefaults(seeker('female', '1992-06-16'), today)).toEqual({ filters: { gender: 'female', country: 'NL', min_age: 25, max_age: 41 }, near_region: 'Utrecht' });
  });

  it('keeps the ages within 18–99', () => {
    expect(memberDefaults(seeker('male', '2007-01-01'), today).filters).toMatchObject({ min_age: 18, max_age: 27 });
    expect(memberDefaults(seeker('male', '1929-01-01'), today).filters).toMatchObject({ min_age: 89, max_age: 99 });
  });

  it('asks no gender for "everyone" or no answer, and no region first without one', () => {
    expect(memberDefaults(seeker('everyone', '1990-01-01', null), today)).toEqual({ filters: { country: 'NL', min_age: 28, max_age: 44 }, near_region: null });
    expect(memberDefaults(seeker(null, '1990-01-01'), today).filters.gender).toBeUndefined();
  });

  it("gives a visitor the geo country the site serves, else the site's own", () => {
    const site = { countries: ['NL', 'BE', 'DE'], domainLanguage: 'nl_NL' };
    expect(visitorDefaults(site, 'DE')).toEqual({ filters: { country: 'DE' }, near_region: null });
    expect(visitorDefaults(site, 'JP')).toEqual({ filters: { country: 'NL' }, near_region: null });
    expect(visitorDefaults(site, null)).toEqual({ filters: { country: 'NL' }, near_region: null });
  });
});
