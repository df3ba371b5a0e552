/** Errors of a form: one per field, plus one for the whole form; built from checks or an API failure. */
import { isApiError, loadedErrorText, type ApiError } from '@dating/shared-contracts';
import type { Locale } from '@dating/shared-contracts';

/** Field name → message. */
export type FieldErrors = Partial<Record<string, string>>;

/** What a form shows: messages next to fields and one above the submit button. */
export interface FormErrors {
  fields: FieldErrors;
  form?: string;
  /** The API's error code, so a form can offer the right way out (e.g. a login link). */
  code?: string;
  /** The raw failure, for codes that carry more (login_possible, minutes). */
  failure?: ApiError;
}

/** No errors. */
export const NO_ERRORS: FormErrors = { fields: {} };

/** True when there is anything to show. */
export function hasErrors(errors: FormErrors): boolean {
  return Boolean(errors.form) || Object.values(errors.fields).some(Boolean);
}

/**
 * Turns a failed call into form errors. The answer's own texts win (the API writes them in the
 * caller's language): its `fields` go next to the fields this form shows; its `error` goes above
 * the form when no field carries the problem. Anything that is not an API answer (a bug, a
 * broken response) becomes the catalogue's generic text, never a stack trace.
 */
export function errorsFromFailure(error: unknown, formFields: readonly string[], locale: Locale): FormErrors {
  if (!isApiError(error)) return { fields: {}, form: loadedErrorText('generic', locale) };
  const fields: FieldErrors = {};
  for (const [name, message] of Object.entries(error.fields ?? {})) {
    if (formFields.includes(name)) fields[name] = message;
  }
  const shown = Object.keys(fields).length > 0;
  return {
    fields,
    form: shown ? undefined : error.message || loadedErrorText('generic', locale),
    code: error.code,
    failure: error,
  };
}
