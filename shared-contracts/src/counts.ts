/** Badge totals on the front end: the record every badge reads `counts[key]` from. */
import { BADGE_KEYS, type BadgeKey } from './api/counts.js';

/** Every badge total, zero when there is nothing new. */
export type BadgeCounts = Record<BadgeKey, number>;

/** All totals at zero: a visitor's, and the member's until the first answer. */
export const NO_COUNTS: BadgeCounts = Object.freeze(Object.fromEntries(BADGE_KEYS.map((key) => [key, 0])) as BadgeCounts);
