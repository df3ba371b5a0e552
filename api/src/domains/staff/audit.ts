/**
 * The audit trail: every staff change writes who, what, which record, when, and the record before
 * and after, in the SAME transaction as the change, so the two commit together or not at all (an
 * audit row that cannot be written undoes the change). Admins read it newest first, a page at a time.
 */
import { STAFF_AUDIT_PAGE_SIZE, type StaffAuditAnswer, type StaffAuditQuery } from '@dating/shared-contracts';
import type { AuditRepository, Transaction } from './audit-repository.js';

/** One staff change, as the domain that made it reports it. */
export interface StaffChange {
  /** The staff member who made it. */
  staffId: number;
  /** What was done, `<record>.<verb>`: e.g. `credits.correct`, `photo.approve`. */
  action: string;
  /** The record's kind, e.g. `member`, `profile_image`. */
  recordType: string;
  recordId: string | number;
  /** The fields the change touched as they were (null: the record did not exist), and afterwards (null: removed). */
  before: unknown;
  after: unknown;
}

export function createStaffAudit(repository: AuditRepository) {
  return {
    /**
     * Writes the audit row of a staff change with the transaction that makes the change (the type
     * takes a transaction only, never the database itself). A domain calls it inside its own
     * `db.transaction(async (tx) => { …change…; await staff.audit(tx, change); })`.
     */
    async audit(tx: Transaction, change: StaffChange): Promise<void> {
      await repository.insert(tx, { ...change, recordId: String(change.recordId) });
    },

    /** A page of the trail, newest first; `next` continues it (null at the end). */
    async trail(query: StaffAuditQuery): Promise<StaffAuditAnswer> {
      const limit = query.limit ?? STAFF_AUDIT_PAGE_SIZE;
      // One row more than the page says whether another page follows.
      const rows = await repository.page({ recordType: query.record_type, recordId: query.record_id, staffId: query.staff_id, before: query.before }, limit + 1);
      const shown = rows.slice(0, limit);
      return {
        entries: shown.map((row) => ({
          id: row.id, staff: row.staff, action: row.action, record_type: row.recordType, record_id: row.recordId,
          before: row.before ?? null, after: row.after ?? null, at: row.at.toISOString(),
        })),
        next: rows.length > limit ? shown[shown.length - 1]!.id : null,
      };
    },
  };
}
export type StaffAuditService = ReturnType<typeof createStaffAudit>;
