/** Whether this site takes signups at all (spec section 5: open, traffic source only, or closed). */
import type { SignupMode } from '@dating/shared-contracts';

/**
 * The error code to show instead of the form, or null when the form may show. Only a closed
 * (invite-only) site is refused up front: for "with traffic source" the API may know a source
 * from the visitor's landing page that this route's query no longer carries, so it decides.
 */
export function signupRefusal(mode: SignupMode): 'signup_closed' | null {
  return mode === 'other' ? 'signup_closed' : null;
}
