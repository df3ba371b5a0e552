import { describe, expect, test } from '@jest/globals';
import { ageOn, latestBirthDate } from '@dating/shared-contracts';
import { checkStep, firstStepWith } from './signup-checks';
import { EMPTY_DRAFT } from './signup-draft';

const today = new Date(Date.UTC(2025, 5, 15, 12)); // 15 June 2025 (the rules count calendar days in UTC, as the API does)
const draft = { ...EMPTY_DRAFT, gender: 'male', seeking: 'female', name: 'Jan', date_of_birth: '1990-01-01', email: 'jan@example.nl', password: 'geheim12' } as const;

describe('age', () => {
  test('counts full years, turning a year older on the birthday', () => {
    expect(ageOn('2007-06-15', today)).toBe(18);
    expect(ageOn('2007-06-16', today)).toBe(17);
    expect(ageOn('2007-07-01', today)).toBe(17);
  });
  test('rejects what is not a real date', () => {
    expect(ageOn('', today)).toBeNull();
    expect(ageOn('2001-02-30', today)).toBeNull();
    expect(ageOn('15-06-2001', today)).toBeNull();
  });
  test('the date input max is the birthday of someone exactly min_age today', () => {
    expect(latestBirthDate(18, today)).toBe('2007-06-15');
  });
});

describe('step checks', () => {
  test('a complete draft passes every step', () => {
    for (const step of [0, 1, 2] as const) expect(checkStep(step, draft, 18, today)).toEqual({});
  });
  test('step 1 needs a gender and a choice of whom to seek', () => {
    expect(checkStep(0, EMPTY_DRAFT, 18, today)).toEqual({ gender: { code: 'required' }, seeking: { code: 'required' } });
  });
  test('the name may not start with @ nor equal the e-mail address', () => {
    expect(checkStep(1, { ...draft, name: '@jan' }, 18, today).name).toEqual({ code: 'name_starts_with_at' });
    expect(checkStep(1, { ...draft, name: 'JAN@example.nl' }, 18, today).name).toEqual({ code: 'name_is_email' });
  });
  test('a missing date of birth asks for it; an under-age one names the minimum age', () => {
    expect(checkStep(1, { ...draft, date_of_birth: '' }, 18, today).date_of_birth).toEqual({ code: 'date_of_birth_required' });
    expect(checkStep(1, { ...draft, date_of_birth: '1850-01-01' }, 18, today).date_of_birth).toEqual({ code: 'date_of_birth_required' });
    expect(checkStep(1, { ...draft, date_of_birth: '2007-06-16' }, 18, today).date_of_birth).toEqual({ code: 'too_young', values: { min_age: 18 } });
    expect(checkStep(1, { ...draft, date_of_birth: '2005-01-01' }, 21, today).date_of_birth).toEqual({ code: 'too_young', values: { min_age: 21 } });
  });
  test('step 3 checks the e-mail form and the password length', () => {
    expect(checkStep(2, { ...draft, email: 'jan@' }, 18, today).email).toEqual({ code: 'invalid_email' });
    expect(checkStep(2, { ...draft, password: '12345' }, 18, today).password).toEqual({ code: 'password_too_short', values: { min: 8 } });
  });
});

test('firstStepWith finds the earliest step holding one of the fields', () => {
  expect(firstStepWith(['email', 'name'])).toBe(1);
  expect(firstStepWith(['seeking'])).toBe(0);
  expect(firstStepWith(['password'])).toBe(2);
  expect(firstStepWith(['unknown'])).toBeNull();
});
