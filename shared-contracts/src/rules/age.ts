/** Age from a date of birth and the minimum-age rule (spec section 5), the same on both sides. */

/** Oldest believable member: an older birth date is a typing error (e.g. year 0199), not a member. */
export const MAX_AGE = 120;

/** A calendar date. */
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

/** A real calendar date in ISO form (YYYY-MM-DD), or null (31 February is null). */
export function parseIsoDate(value: string | null | undefined): CalendarDate | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value ?? '');
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return { year, month, day };
}

/** Whole years between a birth date and `today` (its UTC calendar date); null for no real date. */
export function ageOn(dateOfBirth: string | null | undefined, today: Date): number | null {
  const birth = parseIsoDate(dateOfBirth);
  if (!birth) return null;
  const [year, month, day] = [today.getUTCFullYear(), today.getUTCMonth() + 1, today.getUTCDate()];
  const hadBirthday = month > birth.month || (month === birth.month && day >= birth.day);
  return year - birth.year - (hadBirthday ? 0 : 1);
}

/** The date-of-birth rule: missing or unbelievable, too young for the site, or null when it passes. */
export function birthDateError(dateOfBirth: string | null | undefined, minAge: number, today: Date): 'date_of_birth_required' | 'too_young' | null {
  const age = ageOn(dateOfBirth, today);
  if (age === null || age < 0 || age > MAX_AGE) return 'date_of_birth_required';
  return age < minAge ? 'too_young' : null;
}

/** The latest birth date (YYYY-MM-DD) of someone who is `minAge` on `today`: a date input's max. */
export function latestBirthDate(minAge: number, today: Date): string {
  const date = new Date(Date.UTC(today.getUTCFullYear() - minAge, today.getUTCMonth(), today.getUTCDate()));
  return date.toISOString().slice(0, 10);
}
