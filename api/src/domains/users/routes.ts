/** /api/user.php (current member, login, language) and /api/logout.php. */
import type { FastifyInstance } from 'fastify';
import { ENDPOINTS } from '@dating/shared-contracts';
import type { Config } from '../../config.js';
import { authTokenOf, clearAuthCookie } from '../../http/auth-cookie.js';
import { deviceTokensOf, setDeviceCookie } from '../../http/device-cookie.js';
import { route } from '../../http/endpoint-route.js';
import { memberIdOf, siteOf, useMemberLocale } from '../../http/request-context.js';
import type { StartSession } from '../../http/start-session.js';
import type { SessionsService } from '../sessions/index.js';
import { MEMBER_REALM } from './member-login.js';
import type { UsersService } from './service.js';

/** What the users routes need: their service, the sessions they end, and the one session starter. */
export interface UsersPluginNeeds {
  users: UsersService;
  sessions: SessionsService;
  startSession: StartSession;
  config: Config;
}

export async function usersPlugin(app: FastifyInstance, { users, sessions, startSession, config }: UsersPluginNeeds) {
  route(app, ENDPOINTS.currentUser, async (request) => {
    const memberId = await memberIdOf(request);
    const user = memberId === null ? null : await users.current(memberId);
    useMemberLocale(request, user?.language);
    return { user };
  });

  route(app, ENDPOINTS.login, async (request, reply) => {
    const site = await siteOf(request);
    const client = { ip: request.ip, deviceTokens: deviceTokensOf(request, MEMBER_REALM, config.production) };
    const { user, deviceTokens } = await users.login(site.id, request.body.email, request.body.password, client);
    setDeviceCookie(reply, MEMBER_REALM, deviceTokens, config.production);
    await startSession(reply, user);
    return { user };
  });

  route(app, ENDPOINTS.saveLanguage, async (request) => {
    const user = await users.setLanguage(request.member.id, request.body.language);
    useMemberLocale(request, user?.language);
    return { user };
  });

  route(app, ENDPOINTS.logout, async (request, reply) => {
    await sessions.end(authTokenOf(request));
    clearAuthCookie(reply, config.production);
    return { ok: true as const };
  });
}
