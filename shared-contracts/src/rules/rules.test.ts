import { describe, expect, it } from 'vitest';
import { ageOn, birthDateError, isEmailAddress, latestBirthDate, parseIsoDate, profileNameError } from './index.js';

const today = new Date('2026-06-15T12:00:00Z');

describe('isEmailAddress', () => {
  it.each(['a@b.nl', ' jan.de-vries+tag@mail.example.com ', "o'brien@x.ie"])('accepts %s', (value) => {
    expect(isEmailAddress(value)).toBe(true);
  });
  it.each(['', 'jan', 'jan@localhost', 'jan@@b.nl', 'jan b@x.nl', '@b.nl', 'a@-b.nl', 'a@b.'])('refuses %j', (value) => {
    expect(isEmailAddress(value)).toBe(false);
  });
});

describe('age', () => {
  it('parses only real calendar dates', () => {
    expect(parseIsoDate('2000-02-29')).toEqual({ year: 2000, month: 2, day: 29 });
    expect(parseIsoDate('2001-02-29')).toBeNull();
    expect(parseIsoDate('15-06-2000')).toBeNull();
    expect(parseIsoDate(undefined)).toBeNull();
  });

  it('counts whole years, the birthday itself included', () => {
    expect(ageOn('2008-06-15', today)).toBe(18);
    expect(ageOn('2008-06-16', today)).toBe(17);
    expect(ageOn('nope', today)).toBeNull();
  });

  it('says which date-of-birth rule is broken', () => {
    expect(birthDateError('2008-06-15', 18, today)).toBeNull();
    expect(birthDateError('2008-06-16', 18, today)).toBe('too_young');
    expect(birthDateError('', 18, today)).toBe('date_of_birth_required');
    expect(birthDateError('1899-01-01', 18, today)).toBe('date_of_birth_required');
    expect(birthDateError('2030-01-01', 18, today)).toBe('date_of_birth_required');
  });

  it('gives the latest birth date that is old enough', () => {
    expect(latestBirthDate(18, today)).toBe('2008-06-15');
    expect(birthDateError(latestBirthDate(18, today), 18, today)).toBeNull();
  });
});

describe('profileNameError', () => {
  it('passes an ordinary name', () => expect(profileNameError(' Anna ', 'anna@x.nl')).toBeNull());
  it('requires a name', () => expect(profileNameError('  ', 'anna@x.nl')).toBe('required'));
  it('refuses the e-mail address, in any case', () => expect(profileNameError('Anna@X.nl', 'anna@x.nl')).toBe('name_is_email'));
  it('refuses a leading @', () => expect(profileNameError('@anna', 'anna@x.nl')).toBe('name_starts_with_at'));
  it('refuses control characters', () => expect(profileNameError('An\nna', 'anna@x.nl')).toBe('invalid_input'));
  it.each([
    ['only zero-width spaces', '\u200b\u200b'],
    ['only a Hangul filler', '\u3164'],
    ['a right-to-left override', 'Anna\u202eevil.exe'],
    ['a bidi isolate', '\u2067Anna'],
    ['twenty stacked combining marks', `a${'\u0301'.repeat(20)}`],
  ])('refuses a name of %s as unreadable', (_label, name) => expect(profileNameError(name, 'anna@x.nl')).toBe('name_unreadable'));
  it.each(['Zoë', 'Việt', 'e\u0323\u0302', 'أحمد', '李雷', 'क्षितिज', 'Anne-Marie O\u2019Neil'])('passes the readable name %s', (name) =>
    expect(profileNameError(name, 'anna@x.nl')).toBeNull());
});
