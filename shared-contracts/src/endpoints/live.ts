/** The live base: the member's server events as one stream, and the staff's as another. */
import { z } from 'zod';
import { SERVER_EVENTS } from '../server-events/declared.js';
import { STAFF_EVENTS } from '../server-events/staff-declared.js';
import { defineEndpoint } from './define-endpoint.js';

/** One frame's data: a declared event's payload, or the stream's position (ready, reset). */
const frameSchema = z.union([
  z.object({ seq: z.number().int().min(0) }),
  ...Object.values(SERVER_EVENTS).map((event): z.ZodType => event.payload),
]);

/** One frame's data on the staff stream: a declared staff event's payload, or the stream's position. */
const staffFrameSchema = z.union([
  z.object({ seq: z.number().int().min(0) }),
  ...Object.values(STAFF_EVENTS).map((event): z.ZodType => event.payload),
]);

/** The query of both streams: where a tab taking the lead resumes (the browser's own reconnection sends Last-Event-ID). */
const resumeQuery = z.strictObject({ after: z.coerce.number().int().min(0).max(2_147_483_647).optional() });

export const liveEndpoints = {
  serverEvents: defineEndpoint({
    method: 'GET',
    path: '/api/events.php',
    query: resumeQuery,
    answer: frameSchema,
    stream: 'server-sent-events',
    access: 'member',
    summary: "The member's server events as Server-Sent Events (id: the stream's number): `ready` first, or with Last-Event-ID (or ?after=) the events missed, in order, then live ones; `reset` when the log no longer holds them; a heartbeat comment every 20 s",
  }),
  staffEvents: defineEndpoint({
    method: 'GET',
    path: '/api/staff-events.php',
    query: resumeQuery,
    answer: staffFrameSchema,
    stream: 'server-sent-events',
    access: 'staff',
    summary: "The staff member's events (STAFF_EVENTS) as Server-Sent Events: their role's stream (an admin's: every role's), resumed and reset like /api/events.php",
  }),
};
