/** Shapes of likes, matches, auto-likes and page-bounce logging. */
import { z } from 'zod';
import { inputText, queryRecordId, recordId } from './input.js';
import { profileCardSchema } from './profile-card.js';

const profileId = recordId;

/** One profile in a likes list: its card, whether the like is still unseen, and when it was given. */
export const likedProfileSchema = profileCardSchema.extend({
  /** The spec's like_new: the liked member has not opened the liker's profile since. */
  like_new: z.boolean(),
  /** ISO time of the like. */
  liked_at: z.string(),
});
export type LikedProfile = z.infer<typeof likedProfileSchema>;

// The lists' plain values live in the zod-free likes-lists.ts, so the browser's likes pages read
// them without zod; re-exported here as before.
export * from './likes-lists.js';

/**
 * GET /api/likes.php query, all optional. Without one: the first page of every list. `after`: the
 * page after that opaque cursor (from `next`) of the cursor's list only. `profile_id`: that one
 * profile's entries in every list (the like button, the match page).
 */
export const likesQuerySchema = z.strictObject({
  after: inputText().min(1).max(200).optional(),
  profile_id: queryRecordId.optional(),
});
export type LikesQuery = z.infer<typeof likesQuerySchema>;

/**
 * GET /api/likes.php: `profiles` the member liked and `liked_by` those who liked the member (newest
 * first), and `matches` (profiles in both, newest match first; `liked_at` is when the second like
 * made the match). A page of each; `next` holds the cursor of each list's following page (null at
 * its end, and for the lists an `after` query did not ask for). A page may be shorter than
 * LIKES_PAGE_SIZE when liked profiles were hidden since. `new_likes` counts the unseen likes
 * received from profiles still shown (the badge), whatever the page.
 */
export const likesAnswerSchema = z.object({
  profiles: z.array(likedProfileSchema),
  liked_by: z.array(likedProfileSchema),
  matches: z.array(likedProfileSchema),
  new_likes: z.number().int().min(0),
  /**
   * ISO time up to which the member's matches were announced ("It's a match"), in any browser of
   * the account: a match whose `liked_at` is later has not been announced yet (POST /api/match-seen.php).
   */
  matches_announced_until: z.string(),
  next: z.object({ given: z.string().nullable(), received: z.string().nullable(), matches: z.string().nullable() }),
});
export type LikesAnswer = z.infer<typeof likesAnswerSchema>;

/** POST / DELETE /api/like.php */
export const likeRequestSchema = z.strictObject({ profile_id: profileId });

/** POST /api/like.php answer: `match` when the profile had liked the member already. */
export const likeAnswerSchema = z.object({ match: z.boolean(), profile: profileCardSchema });
export type LikeAnswer = z.infer<typeof likeAnswerSchema>;

/**
 * GET /api/auto-like.php answer: the fictional profile that just liked the member, or null. Its
 * id, name and fictional mark (always true: the modal shows the site's sign) are the card's; the photo is the spec's `main_image.match` (the main photo's path,
 * to be prefixed with the site's cdn_prefix; null without a photo), not the card's photo.
 */
export const autoLikeAnswerSchema = z.object({
  profile: profileCardSchema.pick({ id: true, name: true, fictional: true }).extend({
    main_image: z.object({ match: z.string() }).nullable(),
  }).nullable(),
});
export type AutoLikeAnswer = z.infer<typeof autoLikeAnswerSchema>;

/** POST /api/match-seen.php: the match with this profile was announced to the member (and every older one). */
export const matchSeenRequestSchema = z.strictObject({ profile_id: profileId });

/** POST /api/likes-seen.php: an empty JSON body (the member looked at the list of received likes). */
export const likesSeenRequestSchema = z.strictObject({});

/** POST /api/page-hidden.php: an empty JSON body (the page comes from the beacon's Referer). */
export const pageHiddenRequestSchema = z.strictObject({});
