/** POST /api/page-hidden.php: the page-bounce beacon. */
import type { FastifyInstance } from 'fastify';
import { ENDPOINTS } from '@dating/shared-contracts';
import { route } from '../../http/endpoint-route.js';
import { memberIdOf, siteOf } from '../../http/request-context.js';
import type { PageBouncesService } from './service.js';

export async function pageBouncesPlugin(app: FastifyInstance, { pageBounces }: { pageBounces: PageBouncesService }) {
  route(app, ENDPOINTS.pageHidden, async (request) => {
    const [site, memberId] = await Promise.all([siteOf(request), memberIdOf(request)]);
    await pageBounces.record(site.id, memberId, request.headers.referer, request.host);
    return { ok: true as const };
  });
}
