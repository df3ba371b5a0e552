/** DELETE /api/user.php (delete the account) and POST /api/reactivate.php (bring it back, logged in). */
import type { FastifyInstance } from 'fastify';
import { ENDPOINTS } from '@dating/shared-contracts';
import type { Config } from '../../config.js';
import { clearAuthCookie } from '../../http/auth-cookie.js';
import { deviceTokensOf, setDeviceCookie } from '../../http/device-cookie.js';
import { route } from '../../http/endpoint-route.js';
import { linkOrigin } from '../sites/index.js';
import { siteOf } from '../../http/request-context.js';
import type { StartSession } from '../../http/start-session.js';
import { MEMBER_REALM, type UsersService } from '../users/index.js';
import type { DeletionService } from './service.js';

export interface DeletionPluginNeeds {
  deletion: DeletionService;
  users: UsersService;
  startSession: StartSession;
  config: Config;
}

export async function deletionPlugin(app: FastifyInstance, { deletion, users, startSession, config }: DeletionPluginNeeds) {
  route(app, ENDPOINTS.deleteAccount, async (request, reply) => {
    const site = await siteOf(request);
    await deletion.remove(request.member.id, request.body, linkOrigin(site, config));
    clearAuthCookie(reply, config.production);
    return { ok: true as const };
  });

  route(app, ENDPOINTS.reactivate, async (request, reply) => {
    const body = request.body;
    let memberId: number;
    if ('token' in body) {
      memberId = await deletion.reactivateByToken(body.token);
    } else {
      const client = { ip: request.ip, deviceTokens: deviceTokensOf(request, MEMBER_REALM, config.production) };
      const reactivated = await deletion.reactivateByLogin((await siteOf(request)).id, body.email, body.password, client);
      setDeviceCookie(reply, MEMBER_REALM, reactivated.deviceTokens, config.production);
      memberId = reactivated.memberId;
    }
    const user = await users.current(memberId);
    if (user) await startSession(reply, user);
    return { user };
  });
}
