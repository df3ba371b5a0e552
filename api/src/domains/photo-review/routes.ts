/** /api/photo-queue.php (the pending photos) and /api/photo-review.php (a moderator's decision). */
import type { FastifyInstance } from 'fastify';
import { ENDPOINTS } from '@dating/shared-contracts';
import { route } from '../../http/endpoint-route.js';
import { siteOf } from '../../http/request-context.js';
import type { PhotoReviewService } from './service.js';

export async function photoReviewPlugin(app: FastifyInstance, { photoReview }: { photoReview: PhotoReviewService }) {
  route(app, ENDPOINTS.photoQueue, async (request) => photoReview.queue((await siteOf(request)).cdnPrefix));
  route(app, ENDPOINTS.reviewPhoto, async (request) => photoReview.decide(request.staff.id, request.body));
}
