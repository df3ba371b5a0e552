/** The operators' endpoints (staff:operator; an admin passes): queue, claim, conversation, notes, answer, figures. */
import type { FastifyInstance } from 'fastify';
import { ENDPOINTS } from '@dating/shared-contracts';
import { route } from '../../http/endpoint-route.js';
import type { OperatorsService } from './service.js';

export async function operatorsPlugin(app: FastifyInstance, { operators }: { operators: OperatorsService }) {
  route(app, ENDPOINTS.operatorQueue, async (request) => operators.queue(request.query.after));
  route(app, ENDPOINTS.operatorClaim, async (request) => operators.claim(request.staff, request.body.conversation_id));
  route(app, ENDPOINTS.operatorConversation, async (request) => operators.conversation(request.query.conversation_id));
  route(app, ENDPOINTS.operatorNotes, async (request) => operators.saveNotes(request.staff, request.body.profile_id, request.body.notes));
  route(app, ENDPOINTS.operatorAnswer, async (request) => operators.answer(request.staff, request.body));
  route(app, ENDPOINTS.operatorStats, async (request) => operators.stats(request.staff));
}
