/** Data access for login safety: attempts per realm and account, and the devices an account trusts. */
import { and, count, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { loginAttempts, trustedDevices } from '../../db/schema.js';

/** An account of a realm: whose login an attempt was. */
export interface LoginAccount {
  /** 'member', or another kind of account with its own login (e.g. 'staff'). */
  realm: string;
  /** The account's key within the realm (for members `<site id>:<lower-cased address>`). */
  account: string;
}

/** Which failures to count: a trusted device's own, or those of one untrusted client address. */
export type FailureSource = { deviceId: number } | { ip: string | null };

export function createLoginSafetyRepository(db: Database) {
  const ofAccount = (who: LoginAccount) => and(eq(loginAttempts.realm, who.realm), eq(loginAttempts.account, who.account));
  return {
    async recordAttempt(who: LoginAccount, attempt: { ip: string | null; deviceId: number | null; succeeded: boolean }): Promise<void> {
      await db.insert(loginAttempts).values({ ...who, ...attempt });
    },

    /**
     * Failed attempts on the account from one source since `since` and after the account's last
     * success (from anywhere: a login or a password reset), with the newest failure's time.
     */
    async recentFailures(who: LoginAccount, source: FailureSource, since: Date): Promise<{ failures: number; lastFailure: Date | null }> {
      const [lastSuccess] = await db
        .select({ at: loginAttempts.createdAt })
        .from(loginAttempts)
        .where(and(ofAccount(who), eq(loginAttempts.succeeded, true), gt(loginAttempts.createdAt, since)))
        .orderBy(desc(loginAttempts.createdAt))
        .limit(1);
      const from = lastSuccess && lastSuccess.at > since ? lastSuccess.at : since;
      const fromSource = 'deviceId' in source
        ? eq(loginAttempts.deviceId, source.deviceId)
        : and(isNull(loginAttempts.deviceId), source.ip === null ? isNull(loginAttempts.ip) : eq(loginAttempts.ip, source.ip));
      const [row] = await db
        .select({ failures: count(), lastFailure: sql<string | null>`max(${loginAttempts.createdAt})` })
        .from(loginAttempts)
        .where(and(ofAccount(who), eq(loginAttempts.succeeded, false), gt(loginAttempts.createdAt, from), fromSource));
      return { failures: Number(row?.failures ?? 0), lastFailure: row?.lastFailure ? new Date(row.lastFailure) : null };
    },

    /** Which of these device token hashes logged in to the account since `since` (the first found). */
    async trustedDevice(who: LoginAccount, tokenHashes: string[], since: Date): Promise<{ id: number; tokenHash: string } | undefined> {
      if (tokenHashes.length === 0) return undefined;
      const [row] = await db.select({ id: trustedDevices.id, tokenHash: trustedDevices.tokenHash }).from(trustedDevices)
        .where(and(eq(trustedDevices.realm, who.realm), eq(trustedDevices.account, who.account), inArray(trustedDevices.tokenHash, tokenHashes), gt(trustedDevices.lastLoginAt, since)))
        .limit(1);
      return row;
    },

    /** Trusts the device of this token hash for the account from now on (again, when it was). */
    async trust(who: LoginAccount, tokenHash: string): Promise<void> {
      await db.insert(trustedDevices).values({ ...who, tokenHash })
        .onConflictDoUpdate({ target: [trustedDevices.realm, trustedDevices.account, trustedDevices.tokenHash], set: { lastLoginAt: sql`now()` } });
    },

  };
}
export type LoginSafetyRepository = ReturnType<typeof createLoginSafetyRepository>;
