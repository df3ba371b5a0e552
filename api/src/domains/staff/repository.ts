/** Data access for staff accounts and their sessions. */
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { staff, staffSessions } from '../../db/schema.js';

export type StaffRow = typeof staff.$inferSelect;
/** A new staff account as stored (the password already hashed). */
export type NewStaffRow = Pick<typeof staff.$inferInsert, 'email' | 'name' | 'passwordHash' | 'role' | 'isDemo'>;

/** The columns a staff member is shown with. */
const shown = { id: staff.id, email: staff.email, name: staff.name, role: staff.role };

export function createStaffRepository(db: Database) {
  return {
    /** The account of an address (any case), or undefined. */
    async byEmail(address: string): Promise<StaffRow | undefined> {
      const [row] = await db.select().from(staff).where(sql`lower(${staff.email}) = ${address.toLowerCase()}`);
      return row;
    },

    /** Stores a new account; undefined when the address has one already. */
    async insert(account: NewStaffRow) {
      const [row] = await db.insert(staff).values(account).onConflictDoNothing().returning(shown);
      return row;
    },

    async insertSession(session: { staffId: number; tokenHash: string; expiresAt: Date; userAgent: string | null }) {
      await db.insert(staffSessions).values(session);
    },

    /** The staff member behind a live session (unexpired, unrevoked, account not disabled). */
    async liveSession(tokenHash: string) {
      const [row] = await db
        .select(shown)
        .from(staffSessions)
        .innerJoin(staff, eq(staff.id, staffSessions.staffId))
        .where(and(eq(staffSessions.tokenHash, tokenHash), isNull(staffSessions.revokedAt), gt(staffSessions.expiresAt, sql`now()`), isNull(staff.disabledAt)));
      return row ?? null;
    },

    async revokeSession(tokenHash: string) {
      await db.update(staffSessions).set({ revokedAt: sql`now()` }).where(and(eq(staffSessions.tokenHash, tokenHash), isNull(staffSessions.revokedAt)));
    },
  };
}
export type StaffRepository = ReturnType<typeof createStaffRepository>;
