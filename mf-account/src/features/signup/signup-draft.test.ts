import { expect, test } from '@jest/globals';
import { EMPTY_DRAFT, isStarted, signupCountry, toSignupRequest, trackingFromQuery } from './signup-draft';
import { signupRefusal } from './signup-availability';

test('tracking comes from the route query, trimmed and cut to the API limits', () => {
  expect(trackingFromQuery({})).toBeUndefined();
  expect(trackingFromQuery({ t: '5', lb: '1' })).toBeUndefined();
  expect(trackingFromQuery({ network: ' adnet ', ref: 'r1', sub1: 'a', sub3: 'c', other: 'x' })).toEqual({ network: 'adnet', ref: 'r1', sub1: 'a', sub3: 'c' });
  expect(trackingFromQuery({ network: 'n'.repeat(150) })?.network).toHaveLength(100);
});

test('the request carries the trimmed draft, choices, country and tracking, and leaves out what is empty', () => {
  const draft = { ...EMPTY_DRAFT, gender: 'female', seeking: 'male', name: ' Anna ', date_of_birth: '1990-04-02', email: ' anna@example.nl ', password: 'geheim12' } as const;
  expect(toSignupRequest(draft, {})).toEqual({ email: 'anna@example.nl', name: 'Anna', date_of_birth: '1990-04-02', password: 'geheim12', gender: 'female', seeking: 'male' });
  expect(toSignupRequest({ ...draft, signup_message: ' Hoi ', country: 'NL' }, { tracking: { network: 'n' } })).toMatchObject({
    signup_message: 'Hoi',
    country: 'NL',
    tracking: { network: 'n' },
  });
});

test('the signup is in progress once anything was entered', () => {
  expect(isStarted(EMPTY_DRAFT)).toBe(false);
  expect(isStarted({ ...EMPTY_DRAFT, gender: 'male' })).toBe(true);
});

test('the country is the selected one, else the geo header’s, else the page language’s (refined by a browser speaking it), else the site’s', () => {
  const site = { countries: ['NL', 'BE'] };
  const noGeo = { ...site, geoip_selected_country: null, geoip_country: null };
  expect(signupCountry({ ...site, geoip_selected_country: 'be', geoip_country: 'NL' }, 'nl', ['de-DE'])).toBe('BE');
  expect(signupCountry({ ...site, geoip_selected_country: null, geoip_country: 'NL' }, 'de', ['de-DE'])).toBe('NL');
  // The bug of issue 28: an English (US) browser on a Dutch or German page signed up as US.
  expect(signupCountry(noGeo, 'nl', ['en-US', 'en'])).toBe('NL');
  expect(signupCountry(noGeo, 'de', ['en-US'])).toBe('DE');
  // A browser speaking the page's language says which of its countries.
  expect(signupCountry(noGeo, 'nl', ['nl-BE'])).toBe('BE');
  expect(signupCountry(noGeo, 'de', ['en', 'de-AT'])).toBe('AT');
  expect(signupCountry(noGeo, 'nb', ['no-NO'])).toBe('NO');
  expect(signupCountry(noGeo, 'en', ['en-US'])).toBe('US');
  expect(signupCountry(noGeo, 'en', ['nl-NL'])).toBe('GB');
  expect(signupCountry(noGeo, 'fr', ['fr-CA'])).toBe('CA');
  expect(signupCountry({ ...site, geoip_selected_country: null, geoip_country: 'ZZ' }, 'nl', ['ja-JP'])).toBe('NL');
});

test('only a closed site refuses signups up front', () => {
  expect(signupRefusal('other')).toBe('signup_closed');
  expect(signupRefusal('all')).toBeNull();
  expect(signupRefusal('with_trafficsource')).toBeNull();
});
