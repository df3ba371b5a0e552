/** Data access for e-mail change: the member, whether an address is taken, tokens, the address itself. */
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { issueMemberToken, spendMemberToken, spendMemberTokens, tokensIssuedSince, type TokenPurpose } from '../../db/member-tokens.js';
import { members } from '../../db/schema.js';
import { findRecipient } from '../mail/index.js';

export function createMailChangeRepository(db: Database) {
  return {
    /** The member with what the mails need and the password hash to check. */
    async member(memberId: number) {
      const recipient = await findRecipient(db, eq(members.id, memberId));
      if (!recipient) return undefined;
      const [row] = await db.select({ passwordHash: members.passwordHash }).from(members).where(eq(members.id, memberId));
      return { ...recipient, passwordHash: row!.passwordHash };
    },

    /** True when another account of the site (deleted ones included) holds the address. */
    async addressTaken(siteId: number, email: string, exceptMemberId: number): Promise<boolean> {
      const [row] = await db.select({ id: members.id }).from(members)
        .where(and(eq(members.siteId, siteId), sql`lower(${members.email}) = ${email.toLowerCase()}`, ne(members.id, exceptMemberId)));
      return Boolean(row);
    },

    /** Mail-change requests of the member since `since` (the daily budget). */
    /** E-mail changes the member asked for since `since`, and when the oldest of them was. */
    requestsSince: (memberId: number, since: Date) => tokensIssuedSince(db, memberId, 'mail_change', since),

    issue: (token: Parameters<typeof issueMemberToken>[1], spendOthers: boolean) => issueMemberToken(db, token, spendOthers),
    spend: (tokenHash: string, now: Date) => spendMemberToken(db, tokenHash, ['mail_change', 'mail_change_undo'], now),
    spendAll: (memberId: number, purposes: TokenPurpose[], now: Date) => spendMemberTokens(db, memberId, purposes, now),

    async setEmail(memberId: number, email: string): Promise<void> {
      await db.update(members).set({ email }).where(eq(members.id, memberId));
    },
  };
}
export type MailChangeRepository = ReturnType<typeof createMailChangeRepository>;
