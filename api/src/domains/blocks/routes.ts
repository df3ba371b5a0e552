/** POST and DELETE /api/block.php. */
import type { FastifyInstance } from 'fastify';
import { ENDPOINTS } from '@dating/shared-contracts';
import { route } from '../../http/endpoint-route.js';
import { viewerOf } from '../../http/viewer.js';
import { DomainError } from '../domain-error.js';
import type { UsersService } from '../users/index.js';
import type { BlocksService } from './service.js';

export async function blocksPlugin(app: FastifyInstance, { blocks, users }: { blocks: BlocksService; users: UsersService }) {
  const blockerOf = async (request: Parameters<typeof viewerOf>[0]) => {
    const viewer = await viewerOf(request, users);
    if (!viewer) throw new DomainError('auth_required');
    return { memberId: viewer.memberId, profileId: viewer.profileId };
  };

  route(app, ENDPOINTS.block, async (request) => {
    await blocks.block(await blockerOf(request), request.body.profile_id);
    return { ok: true as const };
  });

  route(app, ENDPOINTS.unblock, async (request) => {
    await blocks.unblock(await blockerOf(request), request.body.profile_id);
    return { ok: true as const };
  });
}
