/** The likes lists' plain values, without zod (the browser reads them; likes.ts re-exports them with the schemas). */

/** Entries a likes list answers at a time (each of given, received and matches). */
export const LIKES_PAGE_SIZE = 60;

/** The likes lists, as the /likes/{type} tabs name them: given (`profiles`), received (`liked_by`), matches. */
export const LIKE_LISTS = ['given', 'received', 'matches'] as const;
export type LikeList = (typeof LIKE_LISTS)[number];

/** The likes answer's array of each list (the spec's names for given and received). */
export const LIKE_LIST_FIELDS = { given: 'profiles', received: 'liked_by', matches: 'matches' } as const satisfies Record<LikeList, string>;
