/** PUT /api/notifications.php (e-mail preferences) and PUT /api/password.php (password change). */
import type { FastifyInstance } from 'fastify';
import { ENDPOINTS } from '@dating/shared-contracts';
import { route } from '../../http/endpoint-route.js';
import type { StartSession } from '../../http/start-session.js';
import type { AccountSettingsService } from './service.js';

export async function accountSettingsPlugin(app: FastifyInstance, { accountSettings, startSession }: { accountSettings: AccountSettingsService; startSession: StartSession }) {
  route(app, ENDPOINTS.saveNotifications, async (request) => ({
    user: await accountSettings.saveNotifications(request.member.id, request.body.notifications_disabled),
  }));

  route(app, ENDPOINTS.changePassword, async (request, reply) => {
    await accountSettings.changePassword(request.member.id, request.body);
    // Every other session ended with the old password; this browser carries on with a new one.
    await startSession(reply, { id: request.member.id });
    return { ok: true as const };
  });
}
