/** Shapes of the console's member pages: finding a member, what a moderator sees of one, and hiding, blocking, restoring. */
import { z } from 'zod';
import { CREDIT_ENTRY_KINDS, PROFILE_STATUSES } from '../choices.js';
import { PAYMENT_STATES } from '../payments.js';
import { inputText, queryRecordId, recordId } from './input.js';
import { reviewPhotoSchema } from './photo-review.js';

/** Members one search answer lists at most. */
export const MEMBER_SEARCH_LIMIT = 20;

/** GET /api/console-members.php: an e-mail address (or its start), a name (or part of it), or a member id. */
export const memberSearchQuerySchema = z.strictObject({ q: inputText().trim().min(1).max(200) });

const memberStatus = z.enum(['not_confirmed', 'confirmed', 'blocked', 'deleted']);

/** A member as a search lists them. */
export const memberSummarySchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  status: memberStatus,
  profile_status: z.enum(PROFILE_STATUSES),
  /** ISO time of the signup. */
  signup_date: z.string(),
});
export type MemberSummary = z.infer<typeof memberSummarySchema>;

export const memberSearchAnswerSchema = z.object({ members: z.array(memberSummarySchema) });

/** GET /api/console-member.php?id=. */
export const memberRecordQuerySchema = z.strictObject({ id: queryRecordId });

/** Entries of each list a member's record shows (newest first). */
export const MEMBER_RECORD_LIST_LIMIT = 50;

/** What a moderator sees of one member: the account, photos, complaints (filed and about them), payments and ledger. */
export const memberRecordSchema = z.object({
  member: memberSummarySchema.extend({
    profile_id: z.number().int(),
    language: z.string(),
    credits: z.number().int(),
    paid_user: z.boolean(),
  }),
  photos: z.array(reviewPhotoSchema),
  complaints: z.array(z.object({
    id: z.number().int(),
    reference: z.string(),
    category: z.string(),
    status: z.enum(['open', 'closed']),
    /** Whether the member filed it or it is about the member's profile. */
    role: z.enum(['filed', 'about']),
    at: z.string(),
  })),
  payments: z.array(z.object({ id: z.number().int(), status: z.enum(PAYMENT_STATES), amount: z.number().int(), currency: z.string(), credits: z.number().int(), at: z.string() })),
  ledger: z.array(z.object({ id: z.number().int(), amount: z.number().int(), kind: z.enum(CREDIT_ENTRY_KINDS), reference: z.string().nullable(), balance_after: z.number().int(), at: z.string() })),
});
export type MemberRecord = z.infer<typeof memberRecordSchema>;

/** What a moderator may do to a member: hide the profile from everyone, block the account (sessions end at once), or restore both. */
export const MEMBER_MODERATION_ACTIONS = ['hide', 'block', 'restore'] as const;
export type MemberModerationAction = (typeof MEMBER_MODERATION_ACTIONS)[number];

/** POST /api/console-member-status.php: the action and why (kept in the audit trail). */
export const memberModerationRequestSchema = z.strictObject({
  member_id: recordId,
  action: z.enum(MEMBER_MODERATION_ACTIONS),
  reason: inputText().trim().min(3).max(500),
});

/** The member's account and profile status after the action. */
export const memberModerationAnswerSchema = z.object({ status: memberStatus, profile_status: z.enum(PROFILE_STATUSES) });
