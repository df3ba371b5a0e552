/**
 * The field rules of signup (spec section 5), as pure functions: each broken rule gives the
 * field its catalogue code, and every field is checked so a form shows all its errors at once.
 */
import { COUNTRIES, passwordProblem, type ErrorCode } from '@dating/shared-contracts';
import { isCommonPassword } from '@dating/shared-contracts/common-passwords';

/**
 * The address form browsers accept for <input type=email> (WHATWG), with a dot in the domain:
 * a site e-mails every member, so "user@localhost" is no use.
 */
const EMAIL = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]{1,64}@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
/** Control characters (line breaks included) have no place in a name that mail and pages show. */
const CONTROL = /\p{Cc}/u;

/** True when the text has the form of an e-mail address. */
export function isEmailAddress(value: string): boolean {
  return EMAIL.test(value);
}

/** A real calendar date in ISO form, or null. */
export function parseIsoDate(value: string | null | undefined): { year: number; month: number; day: number } | null {
  const match = ISO_DATE.exec(value ?? '');
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return { year, month, day };
}

/** Whole years between a birth date and `today` (UTC). */
export function ageOn(birth: { year: number; month: number; day: number }, today: Date): number {
  const [year, month, day] = [today.getUTCFullYear(), today.getUTCMonth() + 1, today.getUTCDate()];
  const hadBirthday = month > birth.month || (month === birth.month && day >= birth.day);
  return year - birth.year - (hadBirthday ? 0 : 1);
}

export interface SignupFields {
  email: string;
  name: string;
  date_of_birth?: string | null;
  password: string;
  country?: string;
}

/** Oldest believable member: an older birth date is a typing error, not a member. */
const MAX_AGE = 120;

/** Field → catalogue code for every broken rule, in the order of the form (empty when all pass). */
export function signupFieldErrors(input: SignupFields, minAge: number, today: Date): Record<string, ErrorCode> {
  const fields: Record<string, ErrorCode> = {};
  const email = input.email.trim();
  if (!email) fields.email = 'required';
  else if (!isEmailAddress(email)) fields.email = 'invalid_email';

  const name = input.name.trim();
  if (!name) fields.name = 'required';
  else if (email && name.toLowerCase() === email.toLowerCase()) fields.name = 'name_is_email';
  else if (name.startsWith('@')) fields.name = 'name_starts_with_at';
  else if (CONTROL.test(name)) fields.name = 'invalid_input';

  const birth = parseIsoDate(input.date_of_birth);
  const age = birth ? ageOn(birth, today) : null;
  if (age === null || age < 0 || age > MAX_AGE) fields.date_of_birth = 'date_of_birth_required';
  else if (age < minAge) fields.date_of_birth = 'too_young';

  const password = passwordProblem(input.password, isCommonPassword);
  if (password) fields.password = password;

  if (input.country !== undefined && !COUNTRIES.includes(input.country.toUpperCase())) fields.country = 'invalid_input';
  return fields;
}
