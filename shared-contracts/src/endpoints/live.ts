/** The live base: the member's server events as one stream. */
import { z } from 'zod';
import { SERVER_EVENTS } from '../server-events/declared.js';
import { defineEndpoint } from './define-endpoint.js';

/** One frame's data: a declared event's payload, or the stream's position (ready, reset). */
const frameSchema = z.union([
  z.object({ seq: z.number().int().min(0) }),
  ...Object.values(SERVER_EVENTS).map((event): z.ZodType => event.payload),
]);

export const liveEndpoints = {
  serverEvents: defineEndpoint({
    method: 'GET',
    path: '/api/events.php',
    query: z.strictObject({ after: z.coerce.number().int().min(0).max(2_147_483_647).optional() }),
    answer: frameSchema,
    stream: 'server-sent-events',
    access: 'member',
    summary: "The member's server events as Server-Sent Events (id: the stream's number): `ready` first, or with Last-Event-ID (or ?after=) the events missed, in order, then live ones; `reset` when the log no longer holds them; a heartbeat comment every 20 s",
  }),
};
