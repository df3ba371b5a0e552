/**
 * The client-side checks of spec section 5, per signup step, so the member hears about a mistake
 * before the next step; the API runs the same rules and its answer is shown too.
 */
import { TEXT_LIMITS } from '@dating/shared-contracts';
import type { ErrorCode } from '@dating/shared-contracts';
import { isEmail } from '../../forms/email';
import type { SignupDraft } from './signup-draft';

/** The signup steps before completion, in order, with the fields each one asks for. */
export const SIGNUP_STEPS = [
  { id: 'seeking', fields: ['gender', 'seeking'] },
  { id: 'profile', fields: ['name', 'date_of_birth', 'country'] },
  { id: 'account', fields: ['email', 'password', 'signup_message'] },
] as const;

/** Index of a signup step. */
export type StepIndex = 0 | 1 | 2;

/** Every field of the signup form. */
export const SIGNUP_FIELDS: readonly string[] = SIGNUP_STEPS.flatMap((step) => [...step.fields]);

/** A failed check: the catalogue code and its placeholder values. */
export interface CheckFailure {
  code: ErrorCode;
  values?: Record<string, string | number>;
}

/** Field → failed check. */
export type CheckFailures = Partial<Record<string, CheckFailure>>;

/** Full years between a YYYY-MM-DD birth date and `today`, or null when it is not a real date. */
export function ageOn(dateOfBirth: string, today: Date): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dateOfBirth);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  let age = today.getFullYear() - year;
  if (today.getMonth() + 1 < month || (today.getMonth() + 1 === month && today.getDate() < day)) age -= 1;
  return age;
}

/** The latest birth date (YYYY-MM-DD) of someone who is `minAge` today: the date input's max. */
export function latestBirthDate(minAge: number, today: Date): string {
  const date = new Date(Date.UTC(today.getFullYear() - minAge, today.getMonth(), today.getDate()));
  return date.toISOString().slice(0, 10);
}

/** Oldest plausible age; older birth dates are typing mistakes (e.g. year 0199). */
const MAX_AGE = 120;

function checkSeeking(draft: SignupDraft): CheckFailures {
  return {
    gender: draft.gender ? undefined : { code: 'required' },
    seeking: draft.seeking ? undefined : { code: 'required' },
  };
}

function checkProfile(draft: SignupDraft, minAge: number, today: Date): CheckFailures {
  const name = draft.name.trim();
  const email = draft.email.trim();
  const age = ageOn(draft.date_of_birth, today);
  let nameFailure: CheckFailure | undefined;
  if (!name) nameFailure = { code: 'required' };
  else if (name.startsWith('@')) nameFailure = { code: 'name_starts_with_at' };
  else if (email && name.toLowerCase() === email.toLowerCase()) nameFailure = { code: 'name_is_email' };
  else if (name.length > TEXT_LIMITS.name) nameFailure = { code: 'too_long' };
  let birthFailure: CheckFailure | undefined;
  if (age === null || age > MAX_AGE || age < 0) birthFailure = { code: 'date_of_birth_required' };
  else if (age < minAge) birthFailure = { code: 'too_young', values: { min_age: minAge } };
  return { name: nameFailure, date_of_birth: birthFailure };
}

function checkAccount(draft: SignupDraft): CheckFailures {
  const email = draft.email.trim();
  return {
    email: !email ? { code: 'required' } : !isEmail(email) || email.length > TEXT_LIMITS.email ? { code: 'invalid_email' } : undefined,
    password:
      draft.password.length < TEXT_LIMITS.password.min
        ? { code: 'password_too_short', values: { min: TEXT_LIMITS.password.min } }
        : draft.password.length > TEXT_LIMITS.password.max
          ? { code: 'too_long' }
          : undefined,
    signup_message: draft.signup_message.length > TEXT_LIMITS.signupMessage ? { code: 'too_long' } : undefined,
  };
}

/** The failed checks of one step. */
export function checkStep(step: StepIndex, draft: SignupDraft, minAge: number, today: Date): CheckFailures {
  const failures = step === 0 ? checkSeeking(draft) : step === 1 ? checkProfile(draft, minAge, today) : checkAccount(draft);
  return Object.fromEntries(Object.entries(failures).filter(([, failure]) => failure));
}

/** The first step that has a field in `fields`, or null. */
export function firstStepWith(fields: Iterable<string>): StepIndex | null {
  const names = new Set(fields);
  const index = SIGNUP_STEPS.findIndex((step) => step.fields.some((field) => names.has(field)));
  return index < 0 ? null : (index as StepIndex);
}
