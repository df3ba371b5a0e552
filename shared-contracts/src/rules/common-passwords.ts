/**
 * The commonly used passwords, from zxcvbn-ts's kept dictionary (ranked from leaked password
 * sets). Server side only: the list is ~200 KB gzip, far beyond a page's budget (see password.ts).
 */
import { dictionary } from '@zxcvbn-ts/language-common';
import { TEXT_LIMITS } from '../constants.js';

let common: Set<string> | null = null;

/** True when the password (any letter case) is among the commonly used ones. */
export function isCommonPassword(password: string): boolean {
  // Shorter entries can never pass the length rule, so they need not be kept in memory.
  common ??= new Set(dictionary['passwords-common'].filter((entry) => entry.length >= TEXT_LIMITS.password.min));
  return common.has(password.toLowerCase());
}
