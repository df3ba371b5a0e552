/** What every signup step gets from the steps controller. */
import type { SignupDraft } from './signup-draft';
import { type FieldErrors } from '@dating/remote-kit';

/** Props of a signup step's fields. */
export interface StepProps {
  draft: SignupDraft;
  errors: FieldErrors;
  change: (patch: Partial<SignupDraft>) => void;
}
