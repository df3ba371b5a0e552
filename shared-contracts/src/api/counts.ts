/** Badge totals: one record read from GET /api/counts.php, one key per badge. */
import { z } from 'zod';
// The keys live in the zod-free ../counts.ts: the shell needs them, and reading them from here
// would pull all of zod into its bundle (an unused schema call is still run at import).
import { BADGE_KEYS } from '../counts.js';

/**
 * GET /api/counts.php answer: a total for every badge (zero when nothing is new), and the number
 * of the member's last server event these totals include: the browser opens its event stream
 * after it, so no change falls between the totals and the stream.
 */
export const countsAnswerSchema = z.object({
  counts: z.record(z.enum(BADGE_KEYS), z.number().int().min(0)),
  seq: z.number().int().min(0),
});
export type CountsAnswer = z.infer<typeof countsAnswerSchema>;
