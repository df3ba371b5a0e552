import { expect, test } from '@jest/globals';
import { isKnownChoice, listedFields } from './profile-fields';

test('lists the visible fields with a value, leaving interests, age and unknown fields to their own places', () => {
  expect(listedFields({ gender: 'female', hair_colour: 'red', eye_colour: null, interests: ['travel'], date_of_birth: '34', shoe_size: '38' }))
    .toEqual([['gender', 'female'], ['hair_colour', 'red']]);
  expect(isKnownChoice('sexuality', 'pansexual')).toBe(true);
  expect(isKnownChoice('sexuality', 'other-new')).toBe(false);
});
