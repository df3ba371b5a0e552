/**
 * The password rule, once for the API and every form: at least TEXT_LIMITS.password.min
 * characters, at most .max, and not one of the commonly used passwords.
 *
 * The common-password list (zxcvbn-ts's dictionary, ~200 KB gzip) is too big for a page budget, so
 * it is not imported here: the API passes `isCommonPassword` from `@dating/shared-contracts/common-passwords`,
 * and forms check the length at once and show the API's `password_too_common` refusal on the field.
 */
import { TEXT_LIMITS } from '../constants.js';
import type { ErrorCode } from '../errors.js';

/** What is wrong with a new password, as a catalogue code. */
export type PasswordProblem = Extract<ErrorCode, 'password_too_short' | 'too_long' | 'password_too_common'>;

/**
 * The first rule a new password breaks, or null when it may be used. Characters are counted as
 * the member sees them (code points, not UTF-16 units).
 */
export function passwordProblem(password: string, isCommon?: (password: string) => boolean): PasswordProblem | null {
  const length = [...password].length;
  if (length < TEXT_LIMITS.password.min) return 'password_too_short';
  if (length > TEXT_LIMITS.password.max) return 'too_long';
  if (isCommon?.(password)) return 'password_too_common';
  return null;
}

/** The values a password problem's text needs ({min}). */
export const PASSWORD_TEXT_VALUES = { min: TEXT_LIMITS.password.min } as const;
