/** Shapes of the console's photo queue: the photos the automated checks held back, and a moderator's decision. */
import { z } from 'zod';
import { recordId } from './input.js';

/**
 * Why a moderator rejects a photo: a fixed list, so the member is told in their own language
 * (mail and profile page) rather than in the moderator's words.
 */
export const PHOTO_REJECTION_REASONS = ['copied', 'not_a_person', 'explicit', 'contact_details', 'poor_quality'] as const;
/** One reason a photo was rejected. */
export type PhotoRejectionReason = (typeof PHOTO_REJECTION_REASONS)[number];

/** Pending photos one queue answer shows (oldest first). */
export const PHOTO_QUEUE_PAGE_SIZE = 20;

/** A photo as the console shows it: its id, state and the URL of its 400 px file (its largest when smaller). */
export const reviewPhotoSchema = z.object({
  id: z.number().int(),
  status: z.enum(['active', 'pending', 'rejected']),
  main: z.boolean(),
  url: z.string(),
});
export type ReviewPhoto = z.infer<typeof reviewPhotoSchema>;

/** One pending photo with what the moderator decides by: the profile, its other photos, the photo it resembles. */
export const pendingPhotoSchema = z.object({
  photo: reviewPhotoSchema,
  /** ISO time of the upload. */
  uploaded_at: z.string(),
  profile: z.object({ id: z.number().int(), name: z.string(), member_id: z.number().int().nullable() }),
  /** The profile's other photos, in gallery order. */
  others: z.array(reviewPhotoSchema),
  /** The other profile's photo the duplicate check found it similar to (null: none recorded, or since deleted). */
  similar: z.object({ photo: reviewPhotoSchema, profile_id: z.number().int(), profile_name: z.string(), fictional: z.boolean() }).nullable(),
});
export type PendingPhoto = z.infer<typeof pendingPhotoSchema>;

/** GET /api/photo-queue.php answer: how many wait in all, and the oldest of them. */
export const photoQueueAnswerSchema = z.object({
  waiting: z.number().int().min(0),
  photos: z.array(pendingPhotoSchema),
});
export type PhotoQueueAnswer = z.infer<typeof photoQueueAnswerSchema>;

/** POST /api/photo-review.php: approve a pending photo, or reject it with a reason of the list. */
export const photoReviewRequestSchema = z.discriminatedUnion('decision', [
  z.strictObject({ photo_id: recordId, decision: z.literal('approve') }),
  z.strictObject({ photo_id: recordId, decision: z.literal('reject'), reason: z.enum(PHOTO_REJECTION_REASONS) }),
]);
export type PhotoReviewRequest = z.infer<typeof photoReviewRequestSchema>;

/** The decision's answer: the photo's new state, and whether it became the profile's main photo. */
export const photoReviewAnswerSchema = z.object({
  photo_id: z.number().int(),
  status: z.enum(['active', 'rejected']),
  main: z.boolean(),
});
export type PhotoReviewAnswer = z.infer<typeof photoReviewAnswerSchema>;
