/**
 * What every form does on submit: run its own checks first (nothing is sent while one
 * fails), send once at a time, and turn a refusal into messages next to the fields or above the
 * button. The first field with an error gets focus.
 */
import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import type { Locale } from '@dating/shared-contracts';
import { errorsFromFailure, hasErrors, NO_ERRORS, type FormErrors } from './form-errors';
import { useSubmission } from './use-submission';
import { useFocusFirstError } from './use-focus-first-error';

/** What a form brings: its fields, its own checks, how it sends, and how it reads a refusal. */
export interface CheckedFormOptions {
  /** The fields this form shows (the answer's messages for other fields go above the button). */
  fields: readonly string[];
  /** The form's own checks, before anything is sent. */
  check(): FormErrors;
  /** Sends the form and does what success means; a throw is a refusal. */
  send(): Promise<void>;
  /** Adjusts the errors of a refusal (e.g. to place a message or react to a code). */
  onRefusal?(errors: FormErrors): FormErrors;
}

/** A form's errors, busy state, submit handler and ref (for focusing the first error). */
export function useCheckedForm({ fields, check, send, onRefusal }: CheckedFormOptions) {
  const locale = useIntl().locale as Locale;
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const { submitting, run } = useSubmission();
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(formRef, errors);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const checked = check();
    if (hasErrors(checked)) {
      setErrors(checked);
      return;
    }
    void run(async () => {
      setErrors(NO_ERRORS);
      try {
        await send();
      } catch (error) {
        const refused = errorsFromFailure(error, fields, locale);
        setErrors(onRefusal?.(refused) ?? refused);
      }
    });
  };

  return { errors, submitting, onSubmit, formRef };
}
