/** Data access for login sessions and login attempts. */
import { and, count, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { loginAttempts, members, sessions } from '../../db/schema.js';

export function createSessionsRepository(db: Database) {
  return {
    async insert(session: { memberId: number; tokenHash: string; expiresAt: Date; userAgent: string | null }) {
      await db.insert(sessions).values(session);
    },
    /** The member behind a live (unexpired, unrevoked) session, and when it expires. */
    async liveSession(tokenHash: string): Promise<{ memberId: number; expiresAt: Date } | null> {
      const [row] = await db
        .select({ memberId: sessions.memberId, expiresAt: sessions.expiresAt })
        .from(sessions)
        .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`)));
      return row ?? null;
    },
    async revoke(tokenHash: string) {
      await db.update(sessions).set({ revokedAt: sql`now()` }).where(eq(sessions.tokenHash, tokenHash));
    },
    async revokeAllFor(memberId: number) {
      await db.update(sessions).set({ revokedAt: sql`now()` }).where(and(eq(sessions.memberId, memberId), isNull(sessions.revokedAt)));
    },
    async recordAttempt(attempt: { siteId: number; email: string; ip: string | null; succeeded: boolean }) {
      await db.insert(loginAttempts).values(attempt);
    },
    /**
     * Failed attempts of one address from one client since `since` and after the address's last
     * success (from any client: a login or a password reset), with the newest failure's time.
     */
    async recentFailures(siteId: number, email: string, ip: string | null, since: Date): Promise<{ failures: number; lastFailure: Date | null }> {
      const [lastSuccess] = await db
        .select({ at: loginAttempts.createdAt })
        .from(loginAttempts)
        .where(and(eq(loginAttempts.siteId, siteId), eq(loginAttempts.email, email), eq(loginAttempts.succeeded, true), gt(loginAttempts.createdAt, since)))
        .orderBy(desc(loginAttempts.createdAt))
        .limit(1);
      const from = lastSuccess && lastSuccess.at > since ? lastSuccess.at : since;
      const [row] = await db
        .select({ failures: count(), lastFailure: sql<string | null>`max(${loginAttempts.createdAt})` })
        .from(loginAttempts)
        .where(and(
          eq(loginAttempts.siteId, siteId), eq(loginAttempts.email, email), eq(loginAttempts.succeeded, false), gt(loginAttempts.createdAt, from),
          ip === null ? isNull(loginAttempts.ip) : eq(loginAttempts.ip, ip),
        ));
      return { failures: Number(row?.failures ?? 0), lastFailure: row?.lastFailure ? new Date(row.lastFailure) : null };
    },
    /** Records a success for the member's address (no client): every block on it ends. Returns the site and address. */
    async recordSuccessFor(memberId: number): Promise<{ siteId: number; email: string } | null> {
      const [member] = await db.select({ siteId: members.siteId, email: members.email }).from(members).where(eq(members.id, memberId));
      if (!member) return null;
      const email = member.email.toLowerCase();
      await db.insert(loginAttempts).values({ siteId: member.siteId, email, ip: null, succeeded: true });
      return { siteId: member.siteId, email };
    },
  };
}
export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
