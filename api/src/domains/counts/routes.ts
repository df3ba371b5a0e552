/** GET /api/counts.php: the member's badge totals. */
import type { FastifyInstance } from 'fastify';
import { ENDPOINTS } from '@dating/shared-contracts';
import { route } from '../../http/endpoint-route.js';
import type { ServerEventsService } from '../server-events/index.js';
import type { CountsService } from './service.js';

/** Registers the counts endpoint: the totals, and the stream's number read before them (what they include at least). */
export async function countsPlugin(app: FastifyInstance, { counts, serverEvents }: { counts: CountsService; serverEvents: Pick<ServerEventsService, 'head'> }) {
  route(app, ENDPOINTS.counts, async (request) => {
    const seq = await serverEvents.head(request.member.id);
    return { counts: await counts.totalsSince(request.member.id, seq), seq };
  });
}
