/**
 * The badge totals behind the navigation badges, the title prefix and the app badge: one record
 * from GET /api/counts.php, so a new remote's badge needs a key, not a change here.
 */
import { BADGE_KEYS, NO_COUNTS, isApiError, type ApiClient, type BadgeCounts, type BadgeKey } from '@dating/shared-contracts';

/** The swr key of the badge totals (the counts endpoint's path). */
export const COUNTS_PATH = '/api/counts.php';

/** What the shell reads of the answer: an older or newer API may lack or add keys. */
interface CountsAnswer {
  counts: Partial<Record<BadgeKey, number>>;
  seq?: number;
}

/** The totals and the number of the last server event they include (null when the API did not say). */
export interface CountsRead {
  counts: BadgeCounts;
  seq: number | null;
}

/** Every known key, a missing or nonsensical total read as zero. */
export function badgeCounts(answer: CountsAnswer): BadgeCounts {
  const counts = { ...NO_COUNTS };
  for (const key of BADGE_KEYS) {
    const value = answer.counts?.[key];
    counts[key] = typeof value === 'number' && Number.isFinite(value) ? Math.max(0, Math.floor(value)) : 0;
  }
  return counts;
}

/** Reads the totals; a server without the endpoint yet (404) means nothing new. */
export async function fetchCounts(api: ApiClient): Promise<CountsRead> {
  try {
    const answer: CountsAnswer = await api.call('counts');
    return { counts: badgeCounts(answer), seq: Number.isInteger(answer.seq) ? answer.seq! : null };
  } catch (error) {
    if (isApiError(error) && error.status === 404) return { counts: NO_COUNTS, seq: null };
    throw error;
  }
}

/** The number in the title prefix and on the app icon: every badge total added up. */
export function attentionCount(counts: BadgeCounts): number {
  return BADGE_KEYS.reduce((sum, key) => sum + Math.max(0, counts[key]), 0);
}
