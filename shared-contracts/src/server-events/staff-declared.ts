/**
 * The events staff hear, declared once like the members' (declared.ts) but apart from them: staff
 * are not members, and their browser listens on GET /api/staff-events.php, never on a member's
 * stream. Each event names the role whose queue it concerns; the API writes it in the transaction
 * of the change it reports to that role's stream (`staff:<role>`) and to the admins' (an admin
 * passes every role's check, so sees every queue). Payloads only gain fields; handlers are safe
 * to run twice (after a reset the console reads its queues again).
 */
import { z } from 'zod';
import type { StaffRole } from '../choices.js';

/** One staff event: the role whose queue it concerns, its payload's schema and what it means. */
export interface StaffEventDeclaration {
  /** The role that hears it (admins hear every role's). */
  role: Exclude<StaffRole, 'admin'>;
  payload: z.ZodType;
  /** One line for docs/api.md. */
  summary: string;
}

const declare = <const D extends StaffEventDeclaration>(declaration: D): D => declaration;

const id = z.number().int().positive();
const isoTime = z.string();

/** The operators' queue of conversations and the moderators' queues, as events. */
export const STAFF_EVENTS = {
  'conversation.waiting': declare({
    role: 'operator',
    payload: z.object({ conversation_id: id, profile_id: id, waiting_since: isoTime }),
    summary: "A member wrote to a fictional profile (profile_id): the conversation waits in the operators' queue since waiting_since (its oldest unanswered message)",
  }),
  'conversation.claimed': declare({
    role: 'operator',
    payload: z.object({ conversation_id: id, staff_id: id, until: isoTime }),
    summary: 'An operator (staff_id) claimed a waiting conversation: no other operator may answer it until `until`',
  }),
  'conversation.answered': declare({
    role: 'operator',
    payload: z.object({ conversation_id: id, staff_id: id }),
    summary: "An operator answered a conversation as its fictional profile: it left the queue (until the member writes again)",
  }),
  'complaint.filed': declare({
    role: 'moderator',
    payload: z.object({ complaint_id: id }),
    summary: "A visitor or member filed a complaint: it waits in the moderators' queue",
  }),
  'complaint.decided': declare({
    role: 'moderator',
    payload: z.object({ complaint_id: id, staff_id: id }),
    summary: "A moderator (staff_id) decided a complaint: it left the moderators' queue",
  }),
  'photo.waiting': declare({
    role: 'moderator',
    payload: z.object({ photo_id: id, profile_id: id }),
    summary: "A photo the automated checks held back waits in the moderators' queue",
  }),
  'photo.decided': declare({
    role: 'moderator',
    payload: z.object({ photo_id: id, staff_id: id }),
    summary: "A moderator (staff_id) approved or rejected a held-back photo: it left the moderators' queue",
  }),
};

/** Name of a staff event. */
export type StaffEventName = keyof typeof STAFF_EVENTS;
/** The payload of staff event N, as the console receives it. */
export type StaffEventPayload<N extends StaffEventName> = z.output<(typeof STAFF_EVENTS)[N]['payload']>;
