/** /api/mail-change.php: ask for the change (POST, member) and use a mailed link (PUT). */
import type { FastifyInstance } from 'fastify';
import { ENDPOINTS } from '@dating/shared-contracts';
import type { Config } from '../../config.js';
import { route } from '../../http/endpoint-route.js';
import { linkOrigin } from '../sites/index.js';
import { siteOf } from '../../http/request-context.js';
import type { MailChangeService } from './service.js';

export async function mailChangePlugin(app: FastifyInstance, { mailChange, config }: { mailChange: MailChangeService; config: Config }) {
  route(app, ENDPOINTS.requestMailChange, async (request) => {
    const site = await siteOf(request);
    await mailChange.request(request.member.id, request.body, linkOrigin(site, config));
    return { ok: true as const };
  });

  route(app, ENDPOINTS.confirmMailChange, async (request) => mailChange.confirm(request.body.token));
}
