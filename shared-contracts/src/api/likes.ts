/** Shapes of likes, matches, auto-likes and page-bounce logging (issue 11's API). */
import { z } from 'zod';
import { profileCardSchema } from './search.js';

const profileId = z.number().int().min(1).max(2_147_483_647);

/** One profile in a likes list: its card, whether the like is still unseen, and when it was given. */
export const likedProfileSchema = profileCardSchema.extend({
  /** The spec's like_new: the liked member has not opened the liker's profile since. */
  like_new: z.boolean(),
  /** ISO time of the like. */
  liked_at: z.string(),
});
export type LikedProfile = z.infer<typeof likedProfileSchema>;

/**
 * GET /api/likes.php: `profiles` the member liked and `liked_by` those who liked the member (newest
 * first); a profile in both is a match. `new_likes` counts the unseen likes in `liked_by`.
 */
export const likesAnswerSchema = z.object({
  profiles: z.array(likedProfileSchema),
  liked_by: z.array(likedProfileSchema),
  new_likes: z.number().int().min(0),
});
export type LikesAnswer = z.infer<typeof likesAnswerSchema>;

/** POST / DELETE /api/like.php */
export const likeRequestSchema = z.strictObject({ profile_id: profileId });

/** POST /api/like.php answer: `match` when the profile had liked the member already. */
export const likeAnswerSchema = z.object({ match: z.boolean(), profile: profileCardSchema });
export type LikeAnswer = z.infer<typeof likeAnswerSchema>;

/** GET /api/auto-like.php answer: the fictional profile that just liked the member, or null. */
export const autoLikeAnswerSchema = z.object({
  profile: z.object({
    id: z.number().int(),
    name: z.string(),
    /** `match`: the main photo's path, to be prefixed with the site's cdn_prefix (null without a photo). */
    main_image: z.object({ match: z.string() }).nullable(),
  }).nullable(),
});
export type AutoLikeAnswer = z.infer<typeof autoLikeAnswerSchema>;

/** POST /api/page-hidden.php: an empty JSON body (the page comes from the beacon's Referer). */
export const pageHiddenRequestSchema = z.strictObject({});
