/** /api/user.php (current member, login, language) and /api/logout.php. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { languageRequestSchema, loginRequestSchema } from '@dating/shared-contracts';
import type { Config } from '../../config.js';
import { authTokenOf, clearAuthCookie, setAuthCookie } from '../../http/auth-cookie.js';
import { memberIdOf, requireMemberId, siteOf, useMemberLocale } from '../../http/request-context.js';
import type { Domains } from '../index.js';

export async function usersRoutes(app: FastifyInstance, { domains, config }: { domains: Domains; config: Config }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/api/user.php', async (request) => {
    const memberId = await memberIdOf(request, domains);
    const user = memberId === null ? null : await domains.users.current(memberId);
    useMemberLocale(request, user?.language);
    return { user };
  });

  api.post('/api/user.php', { schema: { body: loginRequestSchema } }, async (request, reply) => {
    const site = await siteOf(request, domains);
    const user = await domains.users.login(site.id, request.body.email, request.body.password, request.ip);
    // A new token at every login: a session fixed before login is never reused.
    await domains.sessions.end(authTokenOf(request));
    const session = await domains.sessions.start(user.id, request.headers['user-agent'] ?? null);
    setAuthCookie(reply, session.token, session.expiresAt, config.production);
    useMemberLocale(request, user.language);
    return { user };
  });

  api.put('/api/user.php', { schema: { body: languageRequestSchema } }, async (request) => {
    const memberId = await requireMemberId(request, domains);
    const user = await domains.users.setLanguage(memberId, request.body.language);
    useMemberLocale(request, user?.language);
    return { user };
  });

  api.get('/api/logout.php', async (request, reply) => {
    await domains.sessions.end(authTokenOf(request));
    clearAuthCookie(reply, config.production);
    return { ok: true as const };
  });
}
