/** Badge totals on the front end: the record every badge reads `counts[key]` from. */

/** Every badge the site shows a total for; a domain that counts something adds its key here. */
export const BADGE_KEYS = ['messages', 'likes'] as const;
/** Name of one badge total (unread messages, new likes). */
export type BadgeKey = (typeof BADGE_KEYS)[number];

/** Every badge total, zero when there is nothing new. */
export type BadgeCounts = Record<BadgeKey, number>;

/** All totals at zero: a visitor's, and the member's until the first answer. */
export const NO_COUNTS: BadgeCounts = Object.freeze(Object.fromEntries(BADGE_KEYS.map((key) => [key, 0])) as BadgeCounts);
