/** The likes endpoints: the lists, like and unlike, the auto-like, and the swipe game's likes left and like or skip. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
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

  /** The request's site and the member as a viewer (a member whose account is gone counts as a visitor). */
  async function siteAndViewer(request: FastifyRequest) {
    const [site, viewer] = await Promise.all([siteOf(request), viewerOf(request, users)]);
    if (!viewer) throw new DomainError('auth_required');
    return { site, viewer };
  }

  route(app, ENDPOINTS.likes, async (request) => {
    const { site, viewer } = await siteAndViewer(request);
    return likes.list(site, viewer, request.query);
  });

  route(app, ENDPOINTS.like, async (request) => {
    const { site, viewer } = await siteAndViewer(request);
    return likes.like(site, viewer, request.body.profile_id);
  });

  route(app, ENDPOINTS.unlike, async (request) => {
    const { viewer } = await siteAndViewer(request);
    await likes.unlike(viewer, request.body.profile_id);
    return { ok: true as const };
  });

  route(app, ENDPOINTS.matchSeen, async (request) => {
    const { viewer } = await siteAndViewer(request);
    await likes.matchSeen(viewer, request.body.profile_id);
    return { ok: true as const };
  });

  route(app, ENDPOINTS.likesSeen, async (request) => {
    const { viewer } = await siteAndViewer(request);
    await likes.likesSeen(viewer);
    return { ok: true as const };
  });

  route(app, ENDPOINTS.autoLike, async (request) => {
    return likes.autoLike(request.member.id);
  });

  route(app, ENDPOINTS.swipe, async (request) => {
    const { site, viewer } = await siteAndViewer(request);
    return likes.swipe(site.id, viewer, request.body.profile_id, request.body.liked);
  });
}
