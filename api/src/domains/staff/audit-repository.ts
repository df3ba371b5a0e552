/** Data access for the audit trail of staff changes. */
import { and, desc, eq, lt, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { staff, staffAudit } from '../../db/schema.js';
import type { Transaction } from '../../db/transaction.js';

export type { Transaction };

/** One audit row as written. */
export interface AuditRow {
  staffId: number;
  action: string;
  recordType: string;
  recordId: string;
  before: unknown;
  after: unknown;
}

/** Which rows a page of the trail reads: by record, by staff member, older than `before`. */
export interface TrailFilter {
  recordType?: string;
  recordId?: string;
  staffId?: number;
  before?: number;
}

export function createAuditRepository(db: Database) {
  return {
    /** Writes the row with the caller's transaction, so it commits or rolls back with the change. */
    async insert(tx: Transaction, row: AuditRow) {
      await tx.insert(staffAudit).values({ ...row, before: row.before ?? null, after: row.after ?? null });
    },

    /**
     * Up to `limit` rows, newest first, with who made them. Newest means the highest id: ids are
     * handed out in insert order and are unique, so `before` (the last id shown) is an exact keyset.
     */
    async page(filter: TrailFilter, limit: number) {
      const conditions: (SQL | undefined)[] = [
        filter.recordType === undefined ? undefined : eq(staffAudit.recordType, filter.recordType),
        filter.recordId === undefined ? undefined : eq(staffAudit.recordId, filter.recordId),
        filter.staffId === undefined ? undefined : eq(staffAudit.staffId, filter.staffId),
        filter.before === undefined ? undefined : lt(staffAudit.id, filter.before),
      ];
      return db
        .select({
          id: staffAudit.id,
          action: staffAudit.action,
          recordType: staffAudit.recordType,
          recordId: staffAudit.recordId,
          before: staffAudit.before,
          after: staffAudit.after,
          at: staffAudit.createdAt,
          staff: { id: staff.id, email: staff.email, name: staff.name, role: staff.role },
        })
        .from(staffAudit)
        .innerJoin(staff, eq(staff.id, staffAudit.staffId))
        .where(and(...conditions))
        .orderBy(desc(staffAudit.id))
        .limit(limit);
    },
  };
}
export type AuditRepository = ReturnType<typeof createAuditRepository>;
