/** /api/password-reset.php: ask for a reset e-mail (POST), set the new password with its token (PUT). */
import type { FastifyInstance } from 'fastify';
import { ENDPOINTS } from '@dating/shared-contracts';
import type { Config } from '../../config.js';
import { route } from '../../http/endpoint-route.js';
import { linkOrigin } from '../sites/index.js';
import { siteOf } from '../../http/request-context.js';
import type { PasswordResetService } from './service.js';

/** Registers POST and PUT /api/password-reset.php; needs its own service and the config for link origins. */
export async function passwordResetPlugin(app: FastifyInstance, { passwordReset, config }: { passwordReset: PasswordResetService; config: Config }) {
  route(app, ENDPOINTS.requestPasswordReset, async (request) => {
    const site = await siteOf(request);
    await passwordReset.request(request.body.email, { siteId: site.id, ip: request.ip, origin: linkOrigin(site, config) });
    return { ok: true as const };
  });

  route(app, ENDPOINTS.setNewPassword, async (request) => {
    await passwordReset.confirm(request.body);
    return { ok: true as const };
  });
}
