/** /api/staff-session.php (who is logged in, log in, log out), /api/staff-queues.php (the bar's counts) and /api/staff-audit.php (the trail). */
import type { FastifyInstance } from 'fastify';
import { ENDPOINTS } from '@dating/shared-contracts';
import type { Config } from '../../config.js';
import { deviceTokensOf, setDeviceCookie } from '../../http/device-cookie.js';
import { route } from '../../http/endpoint-route.js';
import { clearStaffCookie, setStaffCookie, staffOf, staffTokenOf } from '../../http/staff-session.js';
import type { ServerEventsService } from '../server-events/index.js';
import { hashToken } from '../sessions/index.js';
import { STAFF_REALM, type StaffService } from './index.js';

/** What the staff routes need: the staff service, whether cookies are Secure, and the streams a logout ends. */
export interface StaffPluginNeeds {
  staff: StaffService;
  config: Config;
  serverEvents: Pick<ServerEventsService, 'sessionEnded'>;
}

export async function staffPlugin(app: FastifyInstance, { staff, config, serverEvents }: StaffPluginNeeds) {
  route(app, ENDPOINTS.currentStaff, async (request) => ({ staff: await staffOf(request) }));

  route(app, ENDPOINTS.staffLogin, async (request, reply) => {
    const client = { ip: request.ip, deviceTokens: deviceTokensOf(request, STAFF_REALM, config.production) };
    const { staff: found, deviceTokens } = await staff.login(request.body.email, request.body.password, client);
    setDeviceCookie(reply, STAFF_REALM, deviceTokens, config.production);
    // A new token every time: a staff cookie set before the login is never carried over.
    await staff.endSession(staffTokenOf(request));
    const session = await staff.startSession(found.id, request.headers['user-agent'] ?? null);
    setStaffCookie(reply, session.token, session.expiresAt, config.production);
    return { staff: found };
  });

  route(app, ENDPOINTS.staffLogout, async (request, reply) => {
    const token = staffTokenOf(request);
    await staff.endSession(token);
    // The session's staff event streams end too, on every process.
    if (token) serverEvents.sessionEnded(hashToken(token));
    clearStaffCookie(reply, config.production);
    return { ok: true as const };
  });

  route(app, ENDPOINTS.staffQueues, async (request) => ({ queues: await staff.queueCounts(request.staff.role) }));

  route(app, ENDPOINTS.staffAudit, async (request) => staff.trail(request.query));
}
