/** GET /api/credits-history.php: the member's own credit entries; POST /api/credit-correction.php: an admin's correction. */
import type { FastifyInstance } from 'fastify';
import { ENDPOINTS } from '@dating/shared-contracts';
import { route } from '../../http/endpoint-route.js';
import type { CreditsService } from './service.js';

/** Registers the credits endpoints; needs only its own service. */
export async function creditsPlugin(app: FastifyInstance, { credits }: { credits: CreditsService }) {
  route(app, ENDPOINTS.creditsHistory, async (request) => credits.history(request.member.id, request.query));
  route(app, ENDPOINTS.correctCredits, async (request) => {
    const { member_id: memberId, amount, reason, key } = request.body;
    return credits.correct(request.staff.id, { memberId, amount, reason, key });
  });
}
