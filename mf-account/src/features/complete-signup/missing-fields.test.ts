import { expect, test } from '@jest/globals';
import { missingFields } from './missing-fields';

const profile = {
  id: 1, name: 'Anna', gender: 'female', seeking: 'male', sexuality: null, hair_colour: null, eye_colour: null, body_type: null,
  relationship_status: null, interests: [], tattoos: null, signup_reason: null, date_of_birth: '1990-05-17', country: 'NL',
  region: 'Utrecht', city: 'Utrecht', about: null,
};

test('a complete profile leaves nothing to ask', () => {
  expect(missingFields(profile)).toEqual([]);
});

test('empty seeking, region and city are asked, in the form’s order', () => {
  expect(missingFields({ ...profile, city: '', seeking: null, region: null })).toEqual(['seeking', 'region', 'city']);
});
