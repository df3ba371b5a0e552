/** After a failed submit, keyboard and screen-reader users land on the first field in error. */
import { useEffect } from 'react';
import type { RefObject } from 'react';
import type { FormErrors } from './form-errors';

/** Focuses the first invalid control of the form whenever the errors change. */
export function useFocusFirstError(formRef: RefObject<HTMLElement | null>, errors: FormErrors): void {
  useEffect(() => {
    const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    invalid?.focus();
  }, [formRef, errors]);
}
