/** The console's photo queue (moderators): what the automated checks held back, and the decision on it. */
import { PHOTO_QUEUE_PAGE_SIZE, photoQueueAnswerSchema, photoReviewAnswerSchema, photoReviewRequestSchema } from '../api/photo-review.js';
import { defineEndpoint } from './define-endpoint.js';

export const photoReviewEndpoints = {
  photoQueue: defineEndpoint({
    method: 'GET',
    path: '/api/photo-queue.php',
    answer: photoQueueAnswerSchema,
    access: 'staff:moderator',
    summary: `The pending photos, oldest first (${PHOTO_QUEUE_PAGE_SIZE}), each with its profile's other photos and the photo it was found similar to, and how many wait in all`,
  }),
  reviewPhoto: defineEndpoint({
    method: 'POST',
    path: '/api/photo-review.php',
    body: photoReviewRequestSchema,
    answer: photoReviewAnswerSchema,
    access: 'staff:moderator',
    summary: 'Approve a pending photo (active; the main photo when the profile has none) or reject it with a reason of the list (the member is told by mail and on the profile page); audited',
  }),
};
