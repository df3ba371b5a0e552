/**
 * Shapes of the operators' endpoints (staff:operator): the queue of members' conversations with
 * fictional profiles waiting for an answer, the claim that locks one for an operator, the
 * conversation with the fictional profile's notes, the answer, and the operators' figures.
 */
import { z } from 'zod';
import { MESSAGE_KINDS, MESSAGE_LENGTH_CEILING, clientIdSchema } from './chat.js';
import { inputText, queryRecordId, recordId } from './input.js';

/** How long a claim locks a conversation for its operator (minutes); claiming again extends it. */
export const OPERATOR_CLAIM_MINUTES = 5;
/** Conversations one page of the queue shows, longest waiting first. */
export const OPERATOR_QUEUE_PAGE_SIZE = 50;
/** The most messages of a conversation an operator is shown (its whole history, up to this). */
export const OPERATOR_HISTORY_MAX = 500;
/** The longest notes on a fictional profile (characters). */
export const PROFILE_NOTES_MAX = 5_000;

/** A staff member as another staff member sees them on a claim: id and name. */
const staffNameSchema = z.object({ id: z.number().int(), name: z.string() });

/** One waiting conversation in the queue. */
export const operatorQueueItemSchema = z.object({
  conversation_id: z.number().int(),
  /** The fictional profile the member wrote to. */
  profile: z.object({ id: z.number().int(), name: z.string() }),
  member: z.object({ id: z.number().int(), name: z.string() }),
  /** ISO time of the member's first unanswered message. */
  waiting_since: z.string(),
  /** Who holds the claim now (null: free to claim), and until when. */
  claimed_by: staffNameSchema.nullable(),
  claimed_until: z.string().nullable(),
});
export type OperatorQueueItem = z.infer<typeof operatorQueueItemSchema>;

/** GET /api/operator-queue.php query: `after` continues after that conversation (the previous page's `next`). */
export const operatorQueueQuerySchema = z.strictObject({ after: queryRecordId.optional() });
/** GET /api/operator-queue.php answer: how many wait in all, a page longest waiting first, and the next page's `after` (null at the end). */
export const operatorQueueAnswerSchema = z.object({
  waiting: z.number().int().min(0),
  conversations: z.array(operatorQueueItemSchema),
  next: z.number().int().nullable(),
});
export type OperatorQueueAnswer = z.infer<typeof operatorQueueAnswerSchema>;

/** POST /api/operator-claim.php: claims a waiting conversation (again: extends the operator's own claim). */
export const operatorClaimSchema = z.strictObject({ conversation_id: recordId });
/** POST /api/operator-claim.php answer: the conversation is the operator's until `claimed_until`. */
export const operatorClaimAnswerSchema = z.object({ conversation_id: z.number().int(), claimed_until: z.string() });

/** A profile as an operator sees it beside the conversation. */
const operatorProfileSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  gender: z.string(),
  age: z.number().int().nullable(),
  city: z.string().nullable(),
  country: z.string(),
  about: z.string().nullable(),
  /** A path of the main photo's thumbnail (under the site's cdn prefix), or null. */
  photo: z.string().nullable(),
});

/** One message of the history as the operator sees it: from the member or from the fictional profile (and which operator wrote it). */
export const operatorMessageSchema = z.object({
  id: z.number().int(),
  from: z.enum(['member', 'profile']),
  kind: z.enum(MESSAGE_KINDS),
  text: z.string().nullable(),
  gift_id: z.string().nullable(),
  sent_at: z.string(),
  /** The operator who wrote a fictional profile's message (null for the member's, or an answer from before operators were recorded). */
  written_by: staffNameSchema.nullable(),
});

/** GET /api/operator-conversation.php query. */
export const operatorConversationQuerySchema = z.strictObject({ conversation_id: queryRecordId });
/** GET /api/operator-conversation.php answer: the member's profile, the fictional profile and its notes, the whole history (oldest first), and the claim. */
export const operatorConversationAnswerSchema = z.object({
  conversation_id: z.number().int(),
  member: operatorProfileSchema.extend({ premium: z.boolean(), member_since: z.string() }),
  profile: operatorProfileSchema,
  notes: z.string(),
  messages: z.array(operatorMessageSchema),
  /** Whether older messages than those shown exist (more than OPERATOR_HISTORY_MAX). */
  older: z.boolean(),
  waiting_since: z.string().nullable(),
  claimed_by: staffNameSchema.nullable(),
  claimed_until: z.string().nullable(),
});
export type OperatorConversationAnswer = z.infer<typeof operatorConversationAnswerSchema>;

/** PUT /api/operator-notes.php: replaces the notes of a fictional profile. */
export const profileNotesSchema = z.strictObject({
  profile_id: recordId,
  notes: inputText().max(PROFILE_NOTES_MAX),
});
/** PUT /api/operator-notes.php answer: the notes as stored. */
export const profileNotesAnswerSchema = z.object({ profile_id: z.number().int(), notes: z.string() });

/** POST /api/operator-answer.php: the answer to a conversation the operator holds the claim of, sent as its fictional profile. */
export const operatorAnswerSchema = z.strictObject({
  conversation_id: recordId,
  /** The operator's id of the send: a retried send finds its message. */
  client_id: clientIdSchema,
  text: inputText().trim().min(1).max(MESSAGE_LENGTH_CEILING),
});
/** POST /api/operator-answer.php answer: the message as the operator sees it; `replayed` for a repeated client_id. */
export const operatorAnswerAnswerSchema = z.object({ message: operatorMessageSchema, replayed: z.boolean() });

/** One operator's figures: answers given, and how long members waited for them (seconds), over OPERATOR_STATS_DAYS. */
export const operatorFiguresSchema = z.object({
  staff: staffNameSchema,
  answered: z.number().int().min(0),
  average_wait_seconds: z.number().min(0).nullable(),
  longest_wait_seconds: z.number().min(0).nullable(),
});
/** The days the operators' figures cover. */
export const OPERATOR_STATS_DAYS = 30;
/** GET /api/operator-stats.php answer: the caller's own figures, the queue now, and the team's (an admin's view only; null for an operator). */
export const operatorStatsAnswerSchema = z.object({
  mine: operatorFiguresSchema,
  waiting: z.number().int().min(0),
  /** Seconds the longest-waiting conversation has waited (null: none waits). */
  oldest_wait_seconds: z.number().min(0).nullable(),
  team: z.array(operatorFiguresSchema).nullable(),
});
export type OperatorStatsAnswer = z.infer<typeof operatorStatsAnswerSchema>;
