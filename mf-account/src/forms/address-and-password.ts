/**
 * The check of a form that changes the member's address with their password (the address change
 * in the settings, the unconfirmed member's correction): both asked, the address a valid one.
 */
import type { ErrorCode } from '@dating/shared-contracts';
import { isEmail } from './email';

/** The two fields' errors (undefined where a field is right), in the page's language through `errorText`. */
export function addressAndPasswordErrors(email: string, password: string, errorText: (code: ErrorCode) => string) {
  const address = email.trim();
  return {
    email: !address ? errorText('required') : !isEmail(address) ? errorText('invalid_email') : undefined,
    password: password ? undefined : errorText('required'),
  };
}
