/** Data access for password reset: the member of an address, reset tokens, the new password hash. */
import { and, count, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { findRecipient } from '../mail/index.js';
import { members, memberTokens } from '../../db/schema.js';

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

    /**
     * Stores a reset token unless the member already had `limit` since `since`. The member row is
     * locked meanwhile, so simultaneous requests cannot both slip under the limit.
     */
    async issueToken(token: { memberId: number; tokenHash: string; expiresAt: Date }, limit: number, since: Date): Promise<boolean> {
      return db.transaction(async (tx) => {
        await tx.select({ id: members.id }).from(members).where(eq(members.id, token.memberId)).for('update');
        const [row] = await tx
          .select({ n: count() })
          .from(memberTokens)
          .where(and(eq(memberTokens.memberId, token.memberId), eq(memberTokens.purpose, 'password_reset'), gt(memberTokens.createdAt, since)));
        if (Number(row?.n ?? 0) >= limit) return false;
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
