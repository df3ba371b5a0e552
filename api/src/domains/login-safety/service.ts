/**
 * Login safety for any kind of account (a realm: members, staff), built on OWASP's device cookies:
 * a browser that logged in to an account before is a trusted device of that account and keeps a
 * failure budget of its own, so a stranger's failures never refuse the owner's right password.
 * Every other client is judged by the shared rules:
 *  - a client that failed too often on any accounts waits (password spraying);
 *  - a client that failed LOGIN_MAX_FAILURES times on an account is blocked on it for
 *    LOGIN_BLOCK_MINUTES (only that client: the block is per account and client address);
 *  - an account that drew many failures from everywhere is slowed for untrusted clients to one
 *    try per pace window (not locked: the owner's own browser, and a reset link, still get in).
 * A trusted device that fails LOGIN_MAX_FAILURES times is blocked on the account as a client would be.
 * Login and reactivation with credentials both go through `attempt`, so both count the same.
 */
import {
  LOGIN_BLOCK_MINUTES, LOGIN_FAILURE_WINDOW_MINUTES, LOGIN_MAX_FAILURES,
} from '@dating/shared-contracts';
import type { AbuseGuard } from '../abuse/index.js';
import { DomainError } from '../domain-error.js';
import { hashToken, newToken } from '../sessions/index.js';
import type { FailureSource, LoginAccount, LoginSafetyRepository } from './repository.js';

const MINUTE = 60_000;
/** A device stays trusted this long after its last login to the account (the cookie lives as long). */
export const DEVICE_TRUST_DAYS = 180;
/** Device tokens one browser keeps per realm (one per account it logged in to, newest first). */
export const DEVICE_TOKENS_KEPT = 5;

/** The client of a login attempt: its address and the device tokens its cookie holds for the realm. */
export interface LoginClient {
  ip: string;
  deviceTokens: string[];
}

/** A successful attempt: what the check returned, and the device tokens to set as the realm's device cookie. */
export interface LoginSuccess<T> {
  value: T;
  deviceTokens: string[];
}

/**
 * Times are the database's clock (attempts are stamped by it), like the sessions' expiry; an
 * injected test clock moves business windows, not these.
 */
export function createLoginSafetyService(repository: LoginSafetyRepository, abuse: AbuseGuard) {
  const accountKey = (who: LoginAccount) => `${who.realm}:${who.account}`;

  /** Throws login_blocked (with the minutes left) while `source` is blocked on the account. */
  async function assertNotBlocked(who: LoginAccount, source: FailureSource): Promise<void> {
    const now = Date.now();
    const since = new Date(now - (LOGIN_FAILURE_WINDOW_MINUTES + LOGIN_BLOCK_MINUTES) * MINUTE);
    const { failures, lastFailure } = await repository.recentFailures(who, source, since);
    if (failures < LOGIN_MAX_FAILURES || !lastFailure) return;
    const blockedUntil = lastFailure.getTime() + LOGIN_BLOCK_MINUTES * MINUTE;
    if (blockedUntil > now) {
      const minutes = Math.ceil((blockedUntil - now) / MINUTE);
      throw new DomainError('login_blocked', { minutes, values: { minutes }, retryAfterSeconds: Math.ceil((blockedUntil - now) / 1000) });
    }
  }

  /** The shared rules an untrusted client passes before its password is even checked. */
  async function assertClientMayTry(who: LoginAccount, ip: string): Promise<void> {
    await abuse.check('loginFailuresPerClient', ip);
    await assertNotBlocked(who, { ip });
    if (await abuse.spent('loginFailuresPerAddress', accountKey(who))) await abuse.take('loginPacePerAddress', accountKey(who));
  }

  return {
    /**
     * One login attempt on `who` by `client`: refused before `check` runs when the client may not try
     * now; `check` verifies the credentials (null: wrong). A failure is counted against the trusted
     * device, or against the client and the account, and answers login_failed (login_blocked when it
     * reaches the limit). A success trusts the client's device for the account from now on.
     */
    async attempt<T>(who: LoginAccount, client: LoginClient, check: () => Promise<T | null>): Promise<LoginSuccess<T>> {
      const since = new Date(Date.now() - DEVICE_TRUST_DAYS * 24 * 60 * MINUTE);
      const tokens = client.deviceTokens.filter((token) => token.length <= 100).slice(0, DEVICE_TOKENS_KEPT);
      const device = await repository.trustedDevice(who, tokens.map(hashToken), since);
      const source: FailureSource = device ? { deviceId: device.id } : { ip: client.ip };
      if (device) await assertNotBlocked(who, source);
      else await assertClientMayTry(who, client.ip);

      const value = await check();
      if (value === null) {
        await repository.recordAttempt(who, { ip: client.ip, deviceId: device?.id ?? null, succeeded: false });
        if (!device) await Promise.all([abuse.count('loginFailuresPerClient', client.ip), abuse.count('loginFailuresPerAddress', accountKey(who))]);
        await assertNotBlocked(who, source);
        throw new DomainError('login_failed');
      }
      await repository.recordAttempt(who, { ip: client.ip, deviceId: device?.id ?? null, succeeded: true });
      // A token is only ever trusted for the account it was made for: a browser new to the account
      // gets a new one (a token planted in the browser beforehand is never the one trusted).
      const trusted = device ? tokens.find((token) => hashToken(token) === device.tokenHash)! : newToken();
      await repository.trust(who, hashToken(trusted));
      return { value, deviceTokens: [trusted, ...tokens.filter((token) => token !== trusted)].slice(0, DEVICE_TOKENS_KEPT) };
    },

    /** The owner proved who they are (a password reset): every block and slowdown on the account ends. */
    async proven(who: LoginAccount): Promise<void> {
      await repository.recordAttempt(who, { ip: null, deviceId: null, succeeded: true });
      await Promise.all([abuse.forget('loginFailuresPerAddress', accountKey(who)), abuse.forget('loginPacePerAddress', accountKey(who))]);
    },
  };
}
/** Login safety, as the login endpoints of every realm use it. */
export type LoginSafetyService = ReturnType<typeof createLoginSafetyService>;
