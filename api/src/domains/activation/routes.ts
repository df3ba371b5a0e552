/** /api/activate.php: the e-mailed link (GET) and "send me the link again" (POST). */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { activationQuerySchema, href } from '@dating/shared-contracts';
import type { Config } from '../../config.js';
import { requireMemberId, siteOf } from '../../http/request-context.js';
import { linkOrigin } from '../mail/link-origin.js';
import type { Domains } from '../index.js';

/** Registers GET and POST /api/activate.php. */
export async function activationRoutes(app: FastifyInstance, { domains, config }: { domains: Domains; config: Config }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  // A browser opens this from a mail client: it always lands on a page, never on a JSON error.
  // Only the token is read, so parameters a mail client appends (utm_…) do not break the link.
  api.get('/api/activate.php', async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    const parsed = activationQuerySchema.safeParse({ token: query.token });
    const activated = parsed.success && (await domains.activation.activate(parsed.data.token));
    return reply.header('cache-control', 'no-store').redirect(href(activated ? 'activate-done' : 'activate-error'), 302);
  });

  api.post('/api/activate.php', async (request) => {
    const memberId = await requireMemberId(request, domains);
    const site = await siteOf(request, domains);
    await domains.activation.resend(memberId, linkOrigin(site, config));
    return { ok: true as const };
  });
}
