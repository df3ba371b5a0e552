/** Shapes of the credit ledger as a member reads it: GET /api/credits-history.php (for /transactions). */
import { z } from 'zod';
import { CREDIT_ENTRY_KINDS } from '../choices.js';
import { inputText, recordId } from './input.js';

/** Entries GET /api/credits-history.php answers at a time. */
export const CREDITS_HISTORY_PAGE_SIZE = 50;

/** GET /api/credits-history.php query: without `after` the newest page; with it, the page after that opaque cursor (from `next`). */
export const creditsHistoryQuerySchema = z.strictObject({
  after: inputText().min(1).max(200).optional(),
});
export type CreditsHistoryQuery = z.infer<typeof creditsHistoryQuerySchema>;

/**
 * One movement of the member's credits. `amount` is positive for credits added (signup bonus,
 * purchase, refund), negative for credits spent (message, gift, photo); `reference` names what it
 * paid for or came from (`payment:<id>`, `message:<id>`…) when that is the member's own to see,
 * else null; `balance_after` is the balance the entry left.
 */
export const creditEntrySchema = z.object({
  id: z.number().int().positive(),
  amount: z.number().int(),
  kind: z.enum(CREDIT_ENTRY_KINDS),
  reference: z.string().nullable(),
  balance_after: z.number().int().min(0),
  /** ISO time of the entry. */
  created_at: z.string(),
});
export type CreditEntry = z.infer<typeof creditEntrySchema>;

/** GET /api/credits-history.php answer: a page of the member's entries, newest first, and the cursor of the next page (null at the end). */
export const creditsHistoryAnswerSchema = z.object({
  entries: z.array(creditEntrySchema),
  next: z.string().nullable(),
});
export type CreditsHistoryAnswer = z.infer<typeof creditsHistoryAnswerSchema>;

/** The largest correction an admin makes in one go, either way. */
export const CREDIT_CORRECTION_MAX = 10_000;

/**
 * POST /api/credit-correction.php (admins): credits added (positive `amount`) or taken (negative)
 * for a member, why, and the console's key for this correction (a retry with it changes nothing).
 */
export const creditCorrectionRequestSchema = z.strictObject({
  member_id: recordId,
  amount: z.number().int().min(-CREDIT_CORRECTION_MAX).max(CREDIT_CORRECTION_MAX).refine((amount) => amount !== 0, 'A correction moves at least one credit'),
  reason: inputText().trim().min(3).max(500),
  key: inputText().regex(/^[A-Za-z0-9_-]{8,64}$/),
});
export type CreditCorrectionRequest = z.infer<typeof creditCorrectionRequestSchema>;

/** The correction's answer: the member's balance after it, its ledger entry, and whether the key had been used (nothing changed). */
export const creditCorrectionAnswerSchema = z.object({
  credits: z.number().int().min(0),
  entry_id: z.number().int().positive(),
  replayed: z.boolean(),
});
