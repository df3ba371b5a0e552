/** Data access for activation: activation tokens, and confirming a member with their profile. */
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { findRecipient } from '../mail/index.js';
import { tokensIssuedSince } from '../../db/member-tokens.js';
import { members, memberTokens } from '../../db/schema.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import type { ProfilesService } from '../profiles/index.js';

/** Thrown inside the transaction to undo it when the token's member may not be confirmed. */
class NotConfirmable extends Error {}

/** Activation queries over the database; `profileStatus` makes the confirmed member's profile active. */
export function createActivationRepository(db: Database, profileStatus: Pick<ProfilesService, 'memberConfirmed'>) {
  return {
    async insertToken(token: { memberId: number; tokenHash: string; expiresAt: Date }) {
      await db.insert(memberTokens).values({ ...token, purpose: 'activation' });
    },

    /** Activation tokens issued to the member since `since` (each one was an e-mail). */
    issuedSince: (memberId: number, since: Date) => tokensIssuedSince(db, memberId, 'activation', since),

    /** Whether the token (used or not) belongs to a confirmed member: a link opened again after it worked. */
    async confirmedBy(tokenHash: string): Promise<boolean> {
      const [row] = await db
        .select({ status: members.status })
        .from(memberTokens)
        .innerJoin(members, eq(members.id, memberTokens.memberId))
        .where(and(eq(memberTokens.tokenHash, tokenHash), eq(memberTokens.purpose, 'activation'), isNull(members.deletedAt)));
      return row?.status === 'confirmed';
    },

    /** The member's password hash, to check the password they give. */
    async passwordHash(memberId: number): Promise<string | null> {
      const [row] = await db.select({ passwordHash: members.passwordHash }).from(members).where(eq(members.id, memberId));
      return row?.passwordHash ?? null;
    },

    /** True when another account of the site (deleted ones included) holds the address. */
    async addressTaken(siteId: number, email: string, exceptMemberId: number): Promise<boolean> {
      const [row] = await db.select({ id: members.id }).from(members)
        .where(and(eq(members.siteId, siteId), sql`lower(${members.email}) = ${email.toLowerCase()}`, ne(members.id, exceptMemberId)));
      return Boolean(row);
    },

    /**
     * Gives a still unconfirmed member a new address and spends every activation link sent so far,
     * all or nothing. 'taken' when another account got the address meanwhile (the unique index),
     * 'confirmed' when the member is no longer unconfirmed.
     */
    async readdress(memberId: number, email: string): Promise<'done' | 'taken' | 'confirmed'> {
      try {
        return await db.transaction(async (tx) => {
          const [changed] = await tx.update(members).set({ email })
            .where(and(eq(members.id, memberId), eq(members.status, 'not_confirmed'), isNull(members.deletedAt)))
            .returning({ id: members.id });
          if (!changed) return 'confirmed' as const;
          await tx.update(memberTokens).set({ usedAt: sql`now()` })
            .where(and(eq(memberTokens.memberId, memberId), eq(memberTokens.purpose, 'activation'), isNull(memberTokens.usedAt)));
          return 'done' as const;
        });
      } catch (error) {
        if (isUniqueViolation(error, 'members_site_email')) return 'taken';
        throw error;
      }
    },

    /** What an activation e-mail needs: address, language, name, site, and the account state. */
    recipient(memberId: number) {
      return findRecipient(db, eq(members.id, memberId));
    },

    /**
     * Uses the token and confirms its member, all or nothing. The conditional UPDATE takes the
     * token exactly once even when the link is opened twice at the same moment. Returns the
     * member id; null when the token is unknown, used or expired, or the account is deleted or blocked.
     */
    async activate(tokenHash: string): Promise<number | null> {
      try {
        return await db.transaction(async (tx) => {
          const [token] = await tx
            .update(memberTokens)
            .set({ usedAt: sql`now()` })
            .where(and(
              eq(memberTokens.tokenHash, tokenHash),
              eq(memberTokens.purpose, 'activation'),
              isNull(memberTokens.usedAt),
              gt(memberTokens.expiresAt, sql`now()`),
            ))
            .returning({ memberId: memberTokens.memberId });
          if (!token) return null;
          const [member] = await tx
            .select({ status: members.status, deletedAt: members.deletedAt })
            .from(members)
            .where(eq(members.id, token.memberId))
            .for('update');
          if (!member || member.deletedAt || (member.status !== 'not_confirmed' && member.status !== 'confirmed')) {
            throw new NotConfirmable();
          }
          if (member.status === 'not_confirmed') {
            await tx.update(members).set({ status: 'confirmed' }).where(eq(members.id, token.memberId));
            await profileStatus.memberConfirmed(tx, token.memberId);
          }
          // Older activation links of the member are spent too: the account is confirmed now.
          await tx
            .update(memberTokens)
            .set({ usedAt: sql`now()` })
            .where(and(eq(memberTokens.memberId, token.memberId), eq(memberTokens.purpose, 'activation'), isNull(memberTokens.usedAt)));
          return token.memberId;
        });
      } catch (error) {
        if (error instanceof NotConfirmable) return null;
        throw error;
      }
    },
  };
}
export type ActivationRepository = ReturnType<typeof createActivationRepository>;
