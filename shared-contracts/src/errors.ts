/**
 * Errors the API answers with: their codes, the answer shape, and the texts. Every code has a
 * text in all eleven languages, one file per language in error-texts/ (the spec's Dutch texts
 * verbatim); the compiler refuses a language file that misses a code. Browsers load only their
 * language's file (loadErrorTexts); the API uses the whole catalogue (error-catalogue.ts).
 */
import type { Locale } from './locales.js';

export const ERROR_CODES = [
  'generic',
  'invalid_input',
  'required',
  'too_long',
  'body_too_large',
  'not_found',
  'swipe_limit',
  'already_liked',
  'age_range_invalid',
  'auth_required',
  'staff_required',
  'staff_role_required',
  'conversation_claimed',
  'claim_required',
  'complaint_decided',
  'complaint_photo_required',
  'complaint_profile_required',
  'login_failed',
  'login_blocked',
  'invalid_email',
  'name_is_email',
  'name_starts_with_at',
  'name_unreadable',
  'date_of_birth_required',
  'too_young',
  'password_too_short',
  'email_taken',
  'account_deleted',
  'signup_closed',
  'signup_traffic_source_only',
  'email_not_found',
  'too_many_resets',
  'passwords_differ',
  'reset_link_invalid',
  'activation_failed',
  'old_password_wrong',
  'photo_limit_reached',
  'photo_not_image',
  'photo_too_large',
  'photo_too_many_pixels',
  'mail_change_link_invalid',
  'account_reactivatable',
  'reactivation_link_invalid',
  'password_wrong',
  'rate_limited',
  'cross_site_request',
  'password_too_common',
  'too_many_attempts',
  'login_slowed',
  'too_many_signups',
  'too_many_requests',
  'insufficient_credits',
  'too_many_streams',
  'too_many_actions',
  'premium_only',
  'message_too_long',
  'payment_method_unavailable',
  'webhook_signature_invalid',
  'discount_code_not_found',
  'discount_code_used',
] as const;

/** A code of the error catalogue. */
export type ErrorCode = (typeof ERROR_CODES)[number];

/** The texts of every code in one language. */
export type ErrorTexts = Record<ErrorCode, string>;

/** Fills the {placeholders} of an error text. */
export function formatErrorText(template: string, values: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}

const LOADERS: Record<Locale, () => Promise<{ default: ErrorTexts }>> = {
  da: () => import('./error-texts/da.js'),
  de: () => import('./error-texts/de.js'),
  en: () => import('./error-texts/en.js'),
  es: () => import('./error-texts/es.js'),
  fi: () => import('./error-texts/fi.js'),
  fr: () => import('./error-texts/fr.js'),
  it: () => import('./error-texts/it.js'),
  nb: () => import('./error-texts/nb.js'),
  nl: () => import('./error-texts/nl.js'),
  pl: () => import('./error-texts/pl.js'),
  sv: () => import('./error-texts/sv.js'),
};

const loaded = new Map<Locale, ErrorTexts>();
const loading = new Map<Locale, Promise<ErrorTexts>>();

/** Loads (once) the error texts of one language. */
export function loadErrorTexts(locale: Locale): Promise<ErrorTexts> {
  const done = loaded.get(locale);
  if (done) return Promise.resolve(done);
  let promise = loading.get(locale);
  if (!promise) {
    promise = LOADERS[locale]().then((module) => {
      loaded.set(locale, module.default);
      return module.default;
    });
    loading.set(locale, promise);
  }
  return promise;
}

/** The text of a code in a language, loading that language's error texts first when needed. */
export async function errorTextIn(code: ErrorCode, locale: Locale, values?: Record<string, string | number>): Promise<string> {
  return formatErrorText((await loadErrorTexts(locale))[code], values);
}

/** Whether the error texts of a language are loaded (loadedErrorText then answers in it). */
export function hasErrorTexts(locale: Locale): boolean {
  return loaded.has(locale);
}

/**
 * The text of a code in a language already loaded with loadErrorTexts (apps load theirs before
 * they render); the code itself when it is not, so a missing load shows up instead of hiding.
 */
export function loadedErrorText(code: ErrorCode, locale: Locale, values?: Record<string, string | number>): string {
  const texts = loaded.get(locale);
  return texts ? formatErrorText(texts[code], values) : code;
}

/**
 * The body of every error answer. `auth_required` is the authentication-required flag of spec
 * section 6: a 403 carrying it (from any endpoint but the user endpoint) logs the member out.
 */
export interface ErrorAnswer {
  error: string;
  code: ErrorCode;
  /** Per-field messages for forms, keyed by field name. */
  fields?: Record<string, string>;
  auth_required?: true;
  /** Minutes an account stays blocked after too many failed logins. */
  minutes?: number;
  /** For email_taken: the existing account can log in. */
  login_possible?: true;
  /** For swipe_limit: ISO time from which the next like is possible. */
  retry_at?: string;
}
