import { expect, test } from '@jest/globals';
import { checkDraft, draftOf, updateOf } from './profile-draft';

const saved = {
  id: 7, name: 'Anna', gender: 'female', seeking: null, sexuality: 'straight', hair_colour: null, eye_colour: 'blue', body_type: null,
  relationship_status: 'single', interests: ['music'], tattoos: null, signup_reason: null, date_of_birth: '1990-05-17', country: 'NL',
  region: null, city: 'Utrecht', about: null,
};

test('a saved profile round-trips: empty choices become "", and "" goes back as null', () => {
  const draft = draftOf(saved);
  expect(draft.hair_colour).toBe('');
  expect(draft.seeking).toBe('');
  expect(updateOf(draft)).toEqual({
    name: 'Anna', gender: 'female', seeking: null, interests: ['music'], date_of_birth: '1990-05-17', country: 'NL', region: null, city: 'Utrecht',
    about: null, sexuality: 'straight', hair_colour: null, eye_colour: 'blue', body_type: null, relationship_status: 'single', tattoos: null, signup_reason: null,
  });
});

test('spec section 5: the name may not be the e-mail address nor start with @; the date of birth is required', () => {
  const today = new Date('2026-01-01T12:00:00Z');
  expect(checkDraft({ ...draftOf(saved), name: 'anna@example.nl' }, 'anna@example.nl', 18, today)).toEqual({ name: 'name_is_email' });
  expect(checkDraft({ ...draftOf(saved), name: '@anna' }, 'anna@example.nl', 18, today)).toEqual({ name: 'name_starts_with_at' });
  expect(checkDraft({ ...draftOf(saved), date_of_birth: '' }, 'anna@example.nl', 18, today)).toEqual({ date_of_birth: 'date_of_birth_required' });
  expect(checkDraft({ ...draftOf(saved), date_of_birth: '2015-01-01' }, 'anna@example.nl', 18, today)).toEqual({ date_of_birth: 'too_young' });
  expect(checkDraft(draftOf(saved), 'anna@example.nl', 18, today)).toEqual({});
});
