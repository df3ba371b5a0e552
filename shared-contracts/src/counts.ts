/** Badge totals: one record from GET /api/counts.php, keyed by the navigation entry that shows it. */

/** The navigation badges whose totals the server counts (unread messages, new likes). */
export const BADGE_KEYS = ['messages', 'likes'] as const;

/** A badge's key; a new remote adds a key here and the API counts it, the shell reads `counts[key]`. */
export type BadgeKey = (typeof BADGE_KEYS)[number];

/** Every badge total, zero when there is nothing new. */
export type BadgeCounts = Record<BadgeKey, number>;

/** All totals at zero: a visitor's, and the member's until the first answer. */
export const NO_COUNTS: BadgeCounts = Object.freeze(Object.fromEntries(BADGE_KEYS.map((key) => [key, 0])) as BadgeCounts);
