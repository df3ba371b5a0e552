/** The client-side e-mail check (spec section 5: 'Ongeldige e-mail'); the API checks again. */

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@.]{2,}$/;

/** Whether a text looks like an e-mail address (something@domain.tld, no spaces). */
export function isEmail(value: string): boolean {
  return EMAIL.test(value.trim());
}
