/** Shapes of the staff's own endpoints: their session (log in, who is logged in, log out) and the audit trail. */
import { z } from 'zod';
import { STAFF_ROLES, type StaffRole } from '../choices.js';
import { inputText, queryRecordId } from './input.js';

const rowId = queryRecordId;

/** A staff member as the API shows them (never a member: staff have their own accounts). */
export const staffMemberSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  role: z.enum(STAFF_ROLES),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

/** GET / POST /api/staff-session.php answer: the logged-in staff member, or null. */
export const staffAnswerSchema = z.object({ staff: staffMemberSchema.nullable() });
export type StaffAnswer = z.infer<typeof staffAnswerSchema>;

/**
 * The console's queues that show a live count in the staff bar, each with the role that works it
 * (an admin sees every one). A staff member is told the counts of their role's queues only.
 */
export const STAFF_QUEUES = { conversations: 'operator', photos: 'moderator', complaints: 'moderator' } as const satisfies Record<string, Exclude<StaffRole, 'admin'>>;
/** Name of a console queue with a live count. */
export type StaffQueue = keyof typeof STAFF_QUEUES;

const waitingCount = z.number().int().min(0);
/** GET /api/staff-queues.php answer: how many items wait in each queue the staff member's role works. */
export const staffQueuesAnswerSchema = z.object({
  queues: z.object({ conversations: waitingCount.optional(), photos: waitingCount.optional(), complaints: waitingCount.optional() }),
});
export type StaffQueuesAnswer = z.infer<typeof staffQueuesAnswerSchema>;

/** Audit entries on one page when the query names no `limit`. */
export const STAFF_AUDIT_PAGE_SIZE = 50;
/** The most audit entries one page may ask for. */
export const STAFF_AUDIT_PAGE_MAX = 200;

/**
 * GET /api/staff-audit.php query, all optional: filters by the record (its type, its id) and by
 * the staff member who acted; `before` is the `next` of the previous page (entries older than it).
 */
export const staffAuditQuerySchema = z.strictObject({
  record_type: inputText().min(1).max(60).optional(),
  record_id: inputText().min(1).max(100).optional(),
  staff_id: rowId.optional(),
  before: rowId.optional(),
  limit: z.coerce.number().int().min(1).max(STAFF_AUDIT_PAGE_MAX).optional(),
});
export type StaffAuditQuery = z.infer<typeof staffAuditQuerySchema>;

/** One audited staff action: who, what, which record, when, and the record before and after. */
export const staffAuditEntrySchema = z.object({
  id: z.number().int(),
  staff: staffMemberSchema,
  /** What was done, e.g. `credits.correct`. */
  action: z.string(),
  record_type: z.string(),
  record_id: z.string(),
  /** The record's fields the action changed, as they were (null: it did not exist). */
  before: z.unknown().nullable(),
  /** The same fields afterwards (null: it was removed). */
  after: z.unknown().nullable(),
  /** ISO time of the change (its transaction's). */
  at: z.string(),
});
export type StaffAuditEntry = z.infer<typeof staffAuditEntrySchema>;

/** GET /api/staff-audit.php answer: newest first; `next` is the `before` of the following page (null at the end). */
export const staffAuditAnswerSchema = z.object({
  entries: z.array(staffAuditEntrySchema),
  next: z.number().int().nullable(),
});
export type StaffAuditAnswer = z.infer<typeof staffAuditAnswerSchema>;
