/** Badge totals: one record read from GET /api/counts.php, one key per badge. */
import { z } from 'zod';

/** Every badge the site shows a total for; a domain that counts something adds its key here. */
export const BADGE_KEYS = ['messages', 'likes'] as const;
/** Name of one badge total (unread messages, new likes). */
export type BadgeKey = (typeof BADGE_KEYS)[number];

/** GET /api/counts.php answer: a total for every badge (zero when nothing is new). */
export const countsAnswerSchema = z.object({
  counts: z.record(z.enum(BADGE_KEYS), z.number().int().min(0)),
});
export type CountsAnswer = z.infer<typeof countsAnswerSchema>;
