/** Data access for complaints: store one, check the profile, the member's contact details. */
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { complaints, members, profiles, sites } from '../../db/schema.js';
import { transaction, type Transaction } from '../../db/transaction.js';

export type NewComplaint = typeof complaints.$inferInsert;

export function createComplaintsRepository(db: Database) {
  return {
    /** Stores a complaint; `filed` runs in the same transaction with its id (the moderators' stream hears of it). */
    async insert(row: NewComplaint, filed: (tx: Transaction, id: number) => Promise<void>): Promise<void> {
      await transaction(db, async (tx) => {
        const [made] = await tx.insert(complaints).values(row).returning({ id: complaints.id });
        await filed(tx, made!.id);
      });
    },
    async profileExists(profileId: number): Promise<boolean> {
      const [row] = await db.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, profileId));
      return Boolean(row);
    },
    async memberContact(memberId: number) {
      const [row] = await db.select({ email: members.email, language: members.language, status: members.status }).from(members).where(eq(members.id, memberId));
      return row;
    },
    async siteName(siteId: number): Promise<string> {
      const [row] = await db.select({ name: sites.name }).from(sites).where(eq(sites.id, siteId));
      return row?.name ?? '';
    },
  };
}
export type ComplaintsRepository = ReturnType<typeof createComplaintsRepository>;
