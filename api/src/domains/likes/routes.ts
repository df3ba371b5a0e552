/** GET and POST /api/swipe.php: the swipe game's likes left today, and its like or skip. */
import type { FastifyInstance } from 'fastify';
import { ENDPOINTS } from '@dating/shared-contracts';
import { route } from '../../http/endpoint-route.js';
import { siteOf } from '../../http/request-context.js';
import { viewerOf } from '../../http/viewer.js';
import { DomainError } from '../domain-error.js';
import type { UsersService } from '../users/index.js';
import type { LikesService } from './service.js';

export async function likesPlugin(app: FastifyInstance, { likes, users }: { likes: LikesService; users: UsersService }) {
  route(app, ENDPOINTS.swipeStatus, async (request) => {
    const viewer = await viewerOf(request, users);
    if (!viewer) throw new DomainError('auth_required');
    return likes.status(viewer);
  });

  route(app, ENDPOINTS.swipe, async (request) => {
    const [site, viewer] = await Promise.all([siteOf(request), viewerOf(request, users)]);
    if (!viewer) throw new DomainError('auth_required');
    return likes.swipe(site.id, viewer, request.body.profile_id, request.body.liked);
  });
}
