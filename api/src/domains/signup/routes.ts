/** POST /api/signup.php: a new member, logged in at once, with the activation e-mail sent. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { signupRequestSchema } from '@dating/shared-contracts';
import type { Config } from '../../config.js';
import { authTokenOf, setAuthCookie } from '../../http/auth-cookie.js';
import { siteOf, useMemberLocale } from '../../http/request-context.js';
import { requestLocale } from '../../http/request-locale.js';
import { linkOrigin } from '../mail/link-origin.js';
import type { Domains } from '../index.js';
import { signupBodyFromForm } from './form-fields.js';

const FORM_TYPES = /^(application\/x-www-form-urlencoded|multipart\/form-data)/i;

/** Registers POST /api/signup.php. */
export async function signupRoutes(app: FastifyInstance, { domains, config }: { domains: Domains; config: Config }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post('/api/signup.php', {
    schema: { body: signupRequestSchema },
    preValidation: async (request) => {
      if (FORM_TYPES.test(request.headers['content-type'] ?? '')) request.body = signupBodyFromForm(request.body) as typeof request.body;
    },
  }, async (request, reply) => {
    const site = await siteOf(request, domains);
    const locale = requestLocale(request);
    const memberId = await domains.signup.signUp(site, request.body, { locale, origin: linkOrigin(site, config) });
    // Like a login: a session cookie set before signup is never carried over.
    await domains.sessions.end(authTokenOf(request));
    const session = await domains.sessions.start(memberId, request.headers['user-agent'] ?? null);
    setAuthCookie(reply, session.token, session.expiresAt, config.production);
    const user = await domains.users.current(memberId);
    useMemberLocale(request, user?.language);
    return reply.status(201).send({ user });
  });
}
