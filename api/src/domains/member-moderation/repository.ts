/** Data access for the console's member pages: search, a member's record, and the status writes of a moderator's action. */
import { and, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { complaints, creditEntries, members, payments, profileImages, profiles, staffAudit } from '../../db/schema.js';
import type { Transaction } from '../../db/transaction.js';

const summary = {
  id: members.id, email: members.email, name: profiles.name, status: members.status, profileStatus: profiles.status, signupDate: members.signupDate,
  profileId: profiles.id, language: members.language, credits: members.credits, paidUser: members.paidUser,
};

/** `%`, `_` and `\` typed by the moderator match themselves. */
const literal = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export function createMemberModerationRepository(db: Database) {
  return {
    /** Members by id, e-mail start or part of the name, newest first. */
    async find(q: string, limit: number) {
      const conditions: (SQL | undefined)[] = [ilike(members.email, `${literal(q)}%`), ilike(profiles.name, `%${literal(q)}%`)];
      if (/^\d{1,9}$/.test(q)) conditions.push(eq(members.id, Number(q)));
      return db.select(summary).from(members).innerJoin(profiles, eq(profiles.memberId, members.id))
        .where(or(...conditions)).orderBy(desc(members.id)).limit(limit);
    },

    async member(memberId: number) {
      const [row] = await db.select(summary).from(members).innerJoin(profiles, eq(profiles.memberId, members.id)).where(eq(members.id, memberId));
      return row;
    },

    photos(profileId: number) {
      return db.select().from(profileImages).where(eq(profileImages.profileId, profileId)).orderBy(profileImages.position, profileImages.id);
    },

    complaints(memberId: number, profileId: number, limit: number) {
      return db.select({ id: complaints.id, reference: complaints.reference, category: complaints.category, status: complaints.status, memberId: complaints.memberId, at: complaints.createdAt })
        .from(complaints).where(or(eq(complaints.memberId, memberId), eq(complaints.profileId, profileId))).orderBy(desc(complaints.id)).limit(limit);
    },

    payments(memberId: number, limit: number) {
      return db.select({ id: payments.id, status: payments.status, amount: payments.amount, currency: payments.currency, credits: payments.credits, at: payments.createdAt })
        .from(payments).where(eq(payments.memberId, memberId)).orderBy(desc(payments.id)).limit(limit);
    },

    ledger(memberId: number, limit: number) {
      return db.select({ id: creditEntries.id, amount: creditEntries.amount, kind: creditEntries.kind, reference: creditEntries.reference, balanceAfter: creditEntries.balanceAfter, at: creditEntries.createdAt })
        .from(creditEntries).where(eq(creditEntries.memberId, memberId)).orderBy(desc(creditEntries.createdAt), desc(creditEntries.id)).limit(limit);
    },

    /** The account and profile status, the member row locked for the action. */
    async lock(tx: Transaction, memberId: number) {
      const [row] = await tx.select({ status: members.status, profileId: profiles.id, profileStatus: profiles.status })
        .from(members).innerJoin(profiles, eq(profiles.memberId, members.id)).where(eq(members.id, memberId)).for('update');
      return row;
    },

    async setStatus(tx: Transaction, memberId: number, status: (typeof members.$inferSelect)['status']) {
      await tx.update(members).set({ status }).where(eq(members.id, memberId));
    },

    async setProfileStatus(tx: Transaction, profileId: number, status: (typeof profiles.$inferSelect)['status']) {
      await tx.update(profiles).set({ status }).where(eq(profiles.id, profileId));
    },

    /** The account status before the member's last block (its audit row keeps it), if any. */
    async statusBeforeBlock(tx: Transaction, memberId: number): Promise<unknown> {
      const [row] = await tx.select({ before: staffAudit.before }).from(staffAudit)
        .where(and(eq(staffAudit.recordType, 'member'), eq(staffAudit.recordId, String(memberId)), eq(staffAudit.action, 'member.block')))
        .orderBy(desc(staffAudit.id)).limit(1);
      return (row?.before as { status?: unknown } | null | undefined)?.status ?? null;
    },
  };
}
export type MemberModerationRepository = ReturnType<typeof createMemberModerationRepository>;
