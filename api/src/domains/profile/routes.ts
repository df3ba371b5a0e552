/** /api/my-profile.php (read) and PUT /api/profile.php (change) of the member's own profile. */
import type { FastifyInstance } from 'fastify';
import { ENDPOINTS } from '@dating/shared-contracts';
import { route } from '../../http/endpoint-route.js';
import type { ProfileService } from './service.js';

export async function profilePlugin(app: FastifyInstance, { profile }: { profile: ProfileService }) {
  route(app, ENDPOINTS.ownProfile, async (request) => ({ profile: await profile.own(request.member.id) }));
  route(app, ENDPOINTS.saveProfile, async (request) => ({ profile: await profile.save(request.member.id, request.body) }));
}
