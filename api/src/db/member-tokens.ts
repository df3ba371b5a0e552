/**
 * Single-use e-mailed tokens in member_tokens, for the domains that mail links (e-mail change,
 * reactivation). Only the SHA-256 is stored; a token is spent by one conditional update, so two
 * parallel uses succeed once.
 */
import { and, count, eq, gt, inArray, isNull, min } from 'drizzle-orm';
import type { Database } from './database.js';
import { memberTokens } from './schema.js';

export type TokenPurpose = (typeof memberTokens.$inferSelect)['purpose'];
export type TokenRow = typeof memberTokens.$inferSelect;

/** Stores a token; `spendOthers` first spends the member's open tokens of that purpose (only the newest link works). */
export async function issueMemberToken(
  db: Database,
  token: { memberId: number; purpose: TokenPurpose; tokenHash: string; expiresAt: Date; detail?: string | null; createdAt: Date },
  spendOthers = false,
): Promise<void> {
  await db.transaction(async (tx) => {
    if (spendOthers) {
      await tx.update(memberTokens).set({ usedAt: token.createdAt })
        .where(and(eq(memberTokens.memberId, token.memberId), eq(memberTokens.purpose, token.purpose), isNull(memberTokens.usedAt)));
    }
    await tx.insert(memberTokens).values(token);
  });
}

/** Spends an open token of one of `purposes` (not used, not expired at `now`); null when there is none. */
export async function spendMemberToken(db: Database, tokenHash: string, purposes: TokenPurpose[], now: Date): Promise<TokenRow | null> {
  const [row] = await db
    .update(memberTokens)
    .set({ usedAt: now })
    .where(and(eq(memberTokens.tokenHash, tokenHash), inArray(memberTokens.purpose, purposes), isNull(memberTokens.usedAt), gt(memberTokens.expiresAt, now)))
    .returning();
  return row ?? null;
}

/** Spends every open token of the member with one of `purposes`. */
export async function spendMemberTokens(db: Database, memberId: number, purposes: TokenPurpose[], now: Date): Promise<void> {
  await db.update(memberTokens).set({ usedAt: now })
    .where(and(eq(memberTokens.memberId, memberId), inArray(memberTokens.purpose, purposes), isNull(memberTokens.usedAt)));
}

/**
 * A daily or hourly limit on tokens (each one was a mail): how many of `purpose` the member was
 * issued since `since`, and when the oldest of them leaves the window (the limit's Retry-After).
 */
export async function tokensIssuedSince(db: Database, memberId: number, purpose: TokenPurpose, since: Date): Promise<{ count: number; oldest: Date | null }> {
  const [row] = await db.select({ n: count(), oldest: min(memberTokens.createdAt) }).from(memberTokens)
    .where(and(eq(memberTokens.memberId, memberId), eq(memberTokens.purpose, purpose), gt(memberTokens.createdAt, since)));
  return { count: Number(row?.n ?? 0), oldest: row?.oldest ? new Date(row.oldest) : null };
}
