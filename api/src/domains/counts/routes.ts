/** GET /api/counts.php: the member's badge totals. */
import type { FastifyInstance } from 'fastify';
import { ENDPOINTS } from '@dating/shared-contracts';
import { route } from '../../http/endpoint-route.js';
import type { CountsService } from './service.js';

/** Registers the counts endpoint; needs only its own service. */
export async function countsPlugin(app: FastifyInstance, { counts }: { counts: CountsService }) {
  route(app, ENDPOINTS.counts, async (request) => ({ counts: await counts.totals(request.member.id) }));
}
