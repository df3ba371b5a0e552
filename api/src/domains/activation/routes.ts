/** /api/activate.php: the e-mailed link (GET) and "send me the link again" (POST). */
import type { FastifyInstance } from 'fastify';
import { activationQuerySchema, ENDPOINTS, href } from '@dating/shared-contracts';
import type { Config } from '../../config.js';
import { route } from '../../http/endpoint-route.js';
import { linkOrigin } from '../sites/index.js';
import { siteOf } from '../../http/request-context.js';
import type { UsersService } from '../users/index.js';
import type { ActivationService } from './service.js';

/** Registers GET, POST and PUT /api/activate.php; needs its own service, the users service (the answer) and the config for link origins. */
export async function activationPlugin(app: FastifyInstance, { activation, users, config }: { activation: ActivationService; users: UsersService; config: Config }) {
  // A browser opens this from a mail client: it always lands on a page, never on a JSON error.
  route(app, ENDPOINTS.activateByLink, async (request, reply) => {
    const parsed = activationQuerySchema.safeParse({ token: request.query.token });
    const outcome = parsed.success ? await activation.activate(parsed.data.token) : 'failed';
    // A link opened again after it worked says so on the done page, never as an error.
    const target = outcome === 'failed' ? href('activate-error') : href('activate-done', {}, outcome === 'already' ? { already: '1' } : undefined);
    return reply.header('cache-control', 'no-store').redirect(target, 302);
  });

  route(app, ENDPOINTS.resendActivation, async (request) => {
    const site = await siteOf(request);
    await activation.resend(request.member.id, linkOrigin(site, config));
    return { ok: true as const };
  });

  route(app, ENDPOINTS.correctActivationAddress, async (request) => {
    const site = await siteOf(request);
    await activation.correctAddress(request.member.id, request.body, linkOrigin(site, config));
    return { user: await users.current(request.member.id) };
  });
}
