/**
 * GET /api/events.php: the member's server events as Server-Sent Events; GET /api/staff-events.php:
 * a staff member's, from their role's stream. A fresh connection starts with `ready` (the stream's
 * number); a reconnection with Last-Event-ID (or ?after=) gets what it missed, in order, then the
 * live events; `reset` when the log no longer holds them.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ENDPOINTS, SERVER_EVENT_RECONNECT_MS, STREAM_READY, STREAM_RESET } from '@dating/shared-contracts';
import type { Config } from '../../config.js';
import { authTokenOf } from '../../http/auth-cookie.js';
import { route } from '../../http/endpoint-route.js';
import { startSse } from '../../http/server-sent-events.js';
import { staffTokenOf } from '../../http/staff-session.js';
import { DomainError } from '../domain-error.js';
import { hashToken } from '../sessions/index.js';
import type { StreamHolder } from './hub.js';
import type { ServerEventsService } from './service.js';
import { memberStream, staffStream } from './service.js';

/** The number the browser last received: its Last-Event-ID header (an automatic reconnection), else ?after=. */
function resumeFrom(request: FastifyRequest<{ Querystring: { after?: number } }>): number | null {
  const header = request.headers['last-event-id'];
  const value = Array.isArray(header) ? header[0] : header;
  if (value !== undefined && /^\d{1,10}$/.test(value.trim())) return Math.min(Number(value.trim()), 2_147_483_647);
  return request.query.after ?? null;
}

export async function serverEventsPlugin(app: FastifyInstance, { serverEvents, config }: { serverEvents: ServerEventsService; config: Pick<Config, 'serverEventHeartbeatMs'> }) {
  const { hub } = serverEvents;

  /** Sends `stream` to the request as Server-Sent Events until the client leaves or the session ends. */
  async function serve(request: FastifyRequest<{ Querystring: { after?: number } }>, reply: FastifyReply, stream: string, holder: StreamHolder): Promise<FastifyReply> {
    // Refused as a normal answer while one still can be; the hub checks again as it opens.
    if (hub.count(holder.holder) >= hub.perMember) throw new DomainError('too_many_streams', { retryAfterSeconds: 30 });
    const after = resumeFrom(request);
    const sse = startSse(reply, { heartbeatMs: config.serverEventHeartbeatMs, retryMs: SERVER_EVENT_RECONNECT_MS.first });
    try {
      const open = await hub.open(stream, holder, after, {
        ready: (seq) => sse.send({ id: seq, event: STREAM_READY, data: { seq } }),
        events: (events) => events.forEach((event) => sse.send({ id: event.seq, event: event.name, data: event.payload })),
        reset: (seq) => sse.send({ id: seq, event: STREAM_RESET, data: { seq } }),
        end: () => sse.end(),
      });
      sse.onClose(() => open.close());
    } catch (error) {
      sse.end();
      if (!(error instanceof DomainError)) request.log.error({ err: error }, 'event stream failed to open');
    }
    return reply;
  }

  route(app, ENDPOINTS.serverEvents, async (request, reply) => {
    const memberId = request.member.id;
    const token = authTokenOf(request);
    if (!token) throw new DomainError('auth_required');
    return serve(request, reply, memberStream(memberId), { holder: memberStream(memberId), memberId, sessionTokenHash: hashToken(token) });
  });

  // The staff logout ends this stream through the same session-ended signal as a member's logout.
  route(app, ENDPOINTS.staffEvents, async (request, reply) => {
    const token = staffTokenOf(request);
    if (!token) throw new DomainError('staff_required');
    const { id, role } = request.staff;
    return serve(request, reply, staffStream(role), { holder: `staff:${id}`, memberId: null, sessionTokenHash: hashToken(token) });
  });
}
