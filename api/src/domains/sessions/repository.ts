/** Data access for login sessions. */
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { sessions } from '../../db/schema.js';

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
  };
}
export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
