/** /api/password-reset.php: ask for a reset e-mail (POST), set the new password with its token (PUT). */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { passwordResetConfirmSchema, passwordResetRequestSchema } from '@dating/shared-contracts';
import type { Config } from '../../config.js';
import { siteOf } from '../../http/request-context.js';
import { linkOrigin } from '../mail/link-origin.js';
import type { Domains } from '../index.js';

/** Registers POST and PUT /api/password-reset.php. */
export async function passwordResetRoutes(app: FastifyInstance, { domains, config }: { domains: Domains; config: Config }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post('/api/password-reset.php', { schema: { body: passwordResetRequestSchema } }, async (request) => {
    const site = await siteOf(request, domains);
    await domains.passwordReset.request(site.id, request.body.email, linkOrigin(site, config));
    return { ok: true as const };
  });

  api.put('/api/password-reset.php', { schema: { body: passwordResetConfirmSchema } }, async (request) => {
    await domains.passwordReset.confirm(request.body);
    return { ok: true as const };
  });
}
