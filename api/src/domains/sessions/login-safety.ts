/**
 * The login-safety rules every login goes through, the members' and the staff's alike, so a new
 * login reuses them instead of repeating them. Before the password is checked it refuses a client
 * that failed too often on any addresses (spraying), a client blocked on this address
 * (login_attempts, per address and client), and, once an address drew many failures from
 * everywhere, a second try within its pace window. A failure is counted for the client and the
 * address; a success is recorded.
 */
import type { AbuseGuard } from '../abuse/index.js';
import type { SessionsService } from './service.js';

/**
 * Whose addresses a login is for: one site's members (the site's id), or the staff. Each realm is
 * its own namespace of addresses: a member and a staff member may share an address, and failures
 * on one never slow or block the other.
 */
export type LoginRealm = number | 'staff';

/** One login try: the realm, the address as typed (trimmed, lower case) and the client's IP. */
export interface LoginTry {
  realm: LoginRealm;
  address: string;
  ip: string;
}

/**
 * login_attempts rows are keyed by site id; the staff's attempts take site id 0, which no site has
 * (site ids are serial, from 1).
 */
const STAFF_ATTEMPTS_SITE_ID = 0;

const attemptsSiteOf = (realm: LoginRealm) => (realm === 'staff' ? STAFF_ATTEMPTS_SITE_ID : realm);
/** The abuse counters' key of an address: `<site id>:<address>` for members, `staff:<address>` for staff. */
const addressKeyOf = (attempt: LoginTry) => `${attempt.realm}:${attempt.address}`;

export function createLoginSafety(sessions: SessionsService, abuse: AbuseGuard) {
  return {
    /** Throws the refusal (429 or login_blocked) when this try may not even be checked. */
    async admit(attempt: LoginTry): Promise<void> {
      const addressKey = addressKeyOf(attempt);
      await abuse.check('loginFailuresPerClient', attempt.ip);
      await sessions.assertNotBlocked(attemptsSiteOf(attempt.realm), attempt.address, attempt.ip);
      if (await abuse.spent('loginFailuresPerAddress', addressKey)) await abuse.take('loginPacePerAddress', addressKey);
    },

    /** Counts a failed try; throws login_blocked when it reaches the block, else login_failed. */
    async failed(attempt: LoginTry): Promise<never> {
      await Promise.all([abuse.count('loginFailuresPerClient', attempt.ip), abuse.count('loginFailuresPerAddress', addressKeyOf(attempt))]);
      return sessions.recordFailure(attemptsSiteOf(attempt.realm), attempt.address, attempt.ip);
    },

    /** Records a successful try. */
    async succeeded(attempt: LoginTry): Promise<void> {
      await sessions.recordSuccess(attemptsSiteOf(attempt.realm), attempt.address, attempt.ip);
    },
  };
}
/** The login-safety rules, as a login uses them. */
export type LoginSafety = ReturnType<typeof createLoginSafety>;
