/** Data access for password reset: the member of an address, reset tokens, the new password hash. */
import { and, asc, eq, gt, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { findRecipient } from '../mail/index.js';
import { members, memberTokens, passwordResetRequests } from '../../db/schema.js';

/** A token row that may still be used: this purpose, not used, not expired. */
function openToken(tokenHash: string) {
  return and(
    eq(memberTokens.tokenHash, tokenHash),
    eq(memberTokens.purpose, 'password_reset'),
    isNull(memberTokens.usedAt),
    gt(memberTokens.expiresAt, sql`now()`),
  );
}

/** Password reset queries over the database. */
export function createPasswordResetRepository(db: Database) {
  return {
    /** The account of an address on a site, with what the reset e-mail needs. */
    memberByEmail(siteId: number, email: string) {
      return findRecipient(db, and(eq(members.siteId, siteId), sql`lower(${members.email}) = ${email.toLowerCase()}`));
    },

    /** The member a pending request is for, with what the reset e-mail needs. */
    recipient(memberId: number) {
      return findRecipient(db, eq(members.id, memberId));
    },

    /** Records a request (known address or not): one insert, the same either way. */
    async record(request: { siteId: number; email: string; ip: string; memberId: number | null; origin: string }): Promise<void> {
      await db.insert(passwordResetRequests).values(request);
    },

    /**
     * Claims up to `limit` pending requests of members (several processes may run the worker: each
     * request is claimed once), and forgets requests older than `keepSince`.
     */
    async claimPending(limit: number, keepSince: Date): Promise<{ memberId: number; origin: string }[]> {
      await db.delete(passwordResetRequests).where(lt(passwordResetRequests.createdAt, keepSince));
      const pending = db.select({ id: passwordResetRequests.id }).from(passwordResetRequests)
        .where(and(isNull(passwordResetRequests.handledAt), isNotNull(passwordResetRequests.memberId)))
        .orderBy(asc(passwordResetRequests.id)).limit(limit).for('update', { skipLocked: true });
      const claimed = await db.update(passwordResetRequests).set({ handledAt: sql`now()` })
        .where(inArray(passwordResetRequests.id, pending))
        .returning({ memberId: passwordResetRequests.memberId, origin: passwordResetRequests.origin });
      return claimed.flatMap((row) => (row.memberId === null ? [] : [{ memberId: row.memberId, origin: row.origin }]));
    },

    /**
     * Stores a reset token unless the member has an open one issued since `paceSince` (the link
     * mailed then still works, and is in their mailbox). The member row is locked meanwhile, so
     * requests handled at once issue one token.
     */
    async issueToken(token: { memberId: number; tokenHash: string; expiresAt: Date }, paceSince: Date): Promise<boolean> {
      return db.transaction(async (tx) => {
        await tx.select({ id: members.id }).from(members).where(eq(members.id, token.memberId)).for('update');
        const [recent] = await tx
          .select({ id: memberTokens.id })
          .from(memberTokens)
          .where(and(
            eq(memberTokens.memberId, token.memberId), eq(memberTokens.purpose, 'password_reset'), isNull(memberTokens.usedAt),
            gt(memberTokens.createdAt, paceSince), gt(memberTokens.expiresAt, sql`now()`),
          ))
          .limit(1);
        if (recent) return false;
        await tx.insert(memberTokens).values({ ...token, purpose: 'password_reset' });
        return true;
      });
    },

    /** True while the token can still be used (a cheap check before hashing a password). */
    async isOpen(tokenHash: string): Promise<boolean> {
      const [row] = await db.select({ id: memberTokens.id }).from(memberTokens).where(openToken(tokenHash));
      return Boolean(row);
    },

    /**
     * Uses the token and sets the password, all or nothing; every other open reset link of the
     * member is spent as well. Returns the member id, or null when the token is no longer open.
     */
    async consume(tokenHash: string, passwordHash: string): Promise<number | null> {
      return db.transaction(async (tx) => {
        const [token] = await tx
          .update(memberTokens)
          .set({ usedAt: sql`now()` })
          .where(openToken(tokenHash))
          .returning({ memberId: memberTokens.memberId });
        if (!token) return null;
        await tx.update(members).set({ passwordHash }).where(eq(members.id, token.memberId));
        await tx
          .update(memberTokens)
          .set({ usedAt: sql`now()` })
          .where(and(eq(memberTokens.memberId, token.memberId), eq(memberTokens.purpose, 'password_reset'), isNull(memberTokens.usedAt)));
        return token.memberId;
      });
    },
  };
}
export type PasswordResetRepository = ReturnType<typeof createPasswordResetRepository>;
