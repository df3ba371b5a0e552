/** /api/console-members.php (find), /api/console-member.php (one member's record), /api/console-member-status.php (hide, block, restore). */
import type { FastifyInstance } from 'fastify';
import { ENDPOINTS } from '@dating/shared-contracts';
import { route } from '../../http/endpoint-route.js';
import { siteOf } from '../../http/request-context.js';
import type { MemberModerationService } from './service.js';

export async function memberModerationPlugin(app: FastifyInstance, { memberModeration }: { memberModeration: MemberModerationService }) {
  route(app, ENDPOINTS.findMembers, async (request) => memberModeration.find(request.query.q));
  route(app, ENDPOINTS.memberRecord, async (request) => memberModeration.record(request.query.id, (await siteOf(request)).cdnPrefix));
  route(app, ENDPOINTS.moderateMember, async (request) => {
    const { member_id: memberId, action, reason } = request.body;
    return memberModeration.moderate(request.staff.id, memberId, action, reason);
  });
}
