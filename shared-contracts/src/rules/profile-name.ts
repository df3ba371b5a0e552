/** The profile-name rules of spec section 5: given, not the e-mail address, not starting with @. */

/** Control characters (line breaks included) have no place in a name that mail and pages show. */
const CONTROL = /\p{Cc}/u;

/** The first broken name rule's catalogue code, or null when the name passes (spaces around ignored). */
export function profileNameError(name: string, email: string): 'required' | 'name_is_email' | 'name_starts_with_at' | 'invalid_input' | null {
  const trimmed = name.trim();
  const address = email.trim();
  if (!trimmed) return 'required';
  if (address && trimmed.toLowerCase() === address.toLowerCase()) return 'name_is_email';
  if (trimmed.startsWith('@')) return 'name_starts_with_at';
  if (CONTROL.test(trimmed)) return 'invalid_input';
  return null;
}
