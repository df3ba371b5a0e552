/** A member's account as login safety knows it: the 'member' realm, keyed by site and address. */
import type { LoginAccount } from '../login-safety/index.js';

/** The realm of members' logins (also the suffix of their device cookie). */
export const MEMBER_REALM = 'member';

/** The login account of an address on a site (addresses are compared lower-cased). */
export function memberLogin(siteId: number, email: string): LoginAccount {
  return { realm: MEMBER_REALM, account: `${siteId}:${email.trim().toLowerCase()}` };
}
