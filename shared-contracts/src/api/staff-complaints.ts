/**
 * Shapes of the moderators' complaint endpoints (staff:moderator): complaints as notices under EU
 * DSA article 16, and the decision, whose statement of reasons (article 17) the member concerned
 * receives by mail.
 */
import { z } from 'zod';
import { COMPLAINT_CATEGORIES } from './account.js';
import { MESSAGE_KINDS } from './chat.js';
import { inputText, queryRecordId, recordId } from './input.js';

/** What a decision on a complaint does. */
export const COMPLAINT_ACTIONS = ['no_action', 'hide_photo', 'hide_profile', 'block_member'] as const;
/** One decision's action. */
export type ComplaintAction = (typeof COMPLAINT_ACTIONS)[number];
/** Which complaints a list shows. */
export const COMPLAINT_LIST_STATES = ['open', 'closed'] as const;
/** Complaints one page shows. */
export const COMPLAINTS_PAGE_SIZE = 30;
/** The longest ground a moderator writes (characters). */
export const COMPLAINT_GROUND_MAX = 2_000;

/** One complaint as a moderator reads it. */
export const staffComplaintSchema = z.object({
  id: z.number().int(),
  reference: z.string(),
  category: z.enum(COMPLAINT_CATEGORIES),
  description: z.string(),
  /** The profile complained about (null: none named, or it is gone), its member (null: a fictional profile), and its photos. */
  profile: z.object({
    id: z.number().int(),
    name: z.string(),
    status: z.string(),
    member_id: z.number().int().nullable(),
    photos: z.array(z.object({ id: z.number().int(), thumb: z.string(), status: z.string() })),
  }).nullable(),
  /** Who filed it: a member (their id) or a visitor (only the address they gave). */
  filer: z.object({ member_id: z.number().int().nullable(), email: z.string().nullable() }),
  filed_at: z.string(),
  /** The chat's last messages when it came from a chat, as they were when filed. */
  evidence: z.object({
    conversation_id: z.number().int(),
    messages: z.array(z.object({
      id: z.number().int(), from: z.enum(['complainant', 'reported']), kind: z.enum(MESSAGE_KINDS),
      text: z.string().nullable(), gift_id: z.string().nullable(), sent_at: z.string(),
    })),
  }).nullable(),
  status: z.enum(COMPLAINT_LIST_STATES),
  decision: z.object({ action: z.enum(COMPLAINT_ACTIONS), ground: z.string(), decided_at: z.string(), decided_by: z.string() }).nullable(),
});
export type StaffComplaint = z.infer<typeof staffComplaintSchema>;

/** GET /api/staff-complaints.php query: open (oldest first) or closed (newest first), after a complaint id (the previous page's `next`). */
export const staffComplaintsQuerySchema = z.strictObject({
  status: z.enum(COMPLAINT_LIST_STATES).default('open'),
  after: queryRecordId.optional(),
});
/** GET /api/staff-complaints.php answer: how many are open, a page, and the next page's `after`. */
export const staffComplaintsAnswerSchema = z.object({
  open: z.number().int().min(0),
  complaints: z.array(staffComplaintSchema),
  next: z.number().int().nullable(),
});
export type StaffComplaintsAnswer = z.infer<typeof staffComplaintsAnswerSchema>;

/**
 * POST /api/staff-complaint-decision.php: decides an open complaint. `ground` is the statement's
 * ground (what rule the content broke, or why nothing was done); `photo_id` names the photo a
 * hide_photo takes down (one of the complained-about profile's).
 */
export const complaintDecisionSchema = z.strictObject({
  complaint_id: recordId,
  action: z.enum(COMPLAINT_ACTIONS),
  ground: inputText().trim().min(1).max(COMPLAINT_GROUND_MAX),
  photo_id: recordId.optional(),
});
export type ComplaintDecision = z.infer<typeof complaintDecisionSchema>;
/** POST /api/staff-complaint-decision.php answer: the complaint as decided, and whether a statement of reasons was mailed. */
export const complaintDecisionAnswerSchema = z.object({ complaint: staffComplaintSchema, statement_mailed: z.boolean() });
