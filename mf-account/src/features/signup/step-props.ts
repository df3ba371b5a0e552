/** What every signup step gets from the steps controller. */
import type { FieldErrors } from '../../forms/form-errors';
import type { SignupDraft } from './signup-draft';

/** Props of a signup step's fields. */
export interface StepProps {
  draft: SignupDraft;
  errors: FieldErrors;
  change: (patch: Partial<SignupDraft>) => void;
}
