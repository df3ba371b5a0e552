/**
 * The client-side checks of spec section 5, per signup step, so the member hears about a mistake
 * before the next step; the API runs the same rules and its answer is shown too.
 */
import { birthDateError, isEmailAddress, PASSWORD_TEXT_VALUES, passwordProblem, profileNameError, TEXT_LIMITS } from '@dating/shared-contracts';
import type { ErrorCode } from '@dating/shared-contracts';
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

function checkSeeking(draft: SignupDraft): CheckFailures {
  return {
    gender: draft.gender ? undefined : { code: 'required' },
    seeking: draft.seeking ? undefined : { code: 'required' },
  };
}

function checkProfile(draft: SignupDraft, minAge: number, today: Date): CheckFailures {
  // The name and age rules are shared-contracts', the same ones the API applies.
  const nameCode = profileNameError(draft.name, draft.email);
  const nameFailure: CheckFailure | undefined = nameCode
    ? { code: nameCode }
    : draft.name.trim().length > TEXT_LIMITS.name ? { code: 'too_long' } : undefined;
  const birthCode = birthDateError(draft.date_of_birth, minAge, today);
  const birthFailure: CheckFailure | undefined = birthCode
    ? { code: birthCode, ...(birthCode === 'too_young' && { values: { min_age: minAge } }) }
    : undefined;
  return { name: nameFailure, date_of_birth: birthFailure };
}

function passwordFailure(password: string): CheckFailure | undefined {
  const code = passwordProblem(password);
  return code ? { code, values: PASSWORD_TEXT_VALUES } : undefined;
}

function checkAccount(draft: SignupDraft): CheckFailures {
  const email = draft.email.trim();
  return {
    email: !email ? { code: 'required' } : !isEmailAddress(email) || email.length > TEXT_LIMITS.email ? { code: 'invalid_email' } : undefined,
    // The shared rule without the common-password list (too big for the page; the API applies it).
    password: passwordFailure(draft.password),
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
