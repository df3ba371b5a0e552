/** The one e-mail pattern the API and every form apply (spec section 5: 'Ongeldige e-mail'). */

/**
 * The address form browsers accept for <input type=email> (WHATWG), with a dot in the domain:
 * a site e-mails every member, so "user@localhost" is no use.
 */
export const EMAIL_PATTERN =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]{1,64}@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

/** True when the text (surrounding spaces ignored) has the form of an e-mail address. */
export function isEmailAddress(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}
