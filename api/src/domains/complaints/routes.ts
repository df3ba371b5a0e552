/** POST /api/complaints.php: visitors and members file a complaint and get its reference; the moderators' list and decision. */
import type { FastifyInstance } from 'fastify';
import { ENDPOINTS } from '@dating/shared-contracts';
import type { Config } from '../../config.js';
import { route } from '../../http/endpoint-route.js';
import { linkOrigin } from '../sites/index.js';
import { memberIdOf, siteOf } from '../../http/request-context.js';
import { requestLocale } from '../../http/request-locale.js';
import type { ModerationService } from './moderation.js';
import type { ComplaintsService } from './service.js';

export async function complaintsPlugin(app: FastifyInstance, { complaints, config }: { complaints: ComplaintsService; config: Config }) {
  route(app, ENDPOINTS.fileComplaint, async (request, reply) => {
    const site = await siteOf(request);
    const reference = await complaints.file(
      request.body,
      { siteId: site.id, memberId: await memberIdOf(request), ip: request.ip, locale: requestLocale(request) },
      linkOrigin(site, config),
    );
    reply.code(201);
    return { reference };
  });
}

/** The moderators' endpoints (staff:moderator; an admin passes): the complaints, and a decision on one. */
export async function moderationPlugin(app: FastifyInstance, { moderation }: { moderation: ModerationService }) {
  route(app, ENDPOINTS.staffComplaints, async (request) => moderation.list(request.query.status, request.query.after));
  route(app, ENDPOINTS.complaintDecision, async (request) => moderation.decide(request.staff.id, request.body));
}
