/**
 * Every event the server sends to a browser, declared once beside the endpoints: its name, its
 * payload's schema and one line of doc. The API writes them into a member's stream in the
 * transaction of the change they report (the outbox) and GET /api/events.php sends them as
 * Server-Sent Events; the shell receives them and remotes listen with the kit's
 * `useServerEvent(name, handler)`. Payloads only ever gain fields, as the app bus's do. A handler
 * must be safe to run twice: after a reset, state is read again and an event may repeat what the
 * fresh state already shows.
 */
import { z } from 'zod';
import { BADGE_KEYS } from '../counts.js';
import { CREDIT_ENTRY_KINDS } from '../choices.js';
import { chatMessageSchema } from '../api/chat.js';
import { PAYMENT_STATES } from '../payments.js';

/** One server event: its payload's schema and what it means. */
export interface ServerEventDeclaration {
  payload: z.ZodType;
  /** One line for docs/api.md. */
  summary: string;
}

const declare = <const D extends ServerEventDeclaration>(declaration: D): D => declaration;

const id = z.number().int().positive();
const isoTime = z.string();

export const SERVER_EVENTS = {
  'like.received': declare({
    payload: z.object({ profile_id: id, liked_at: isoTime }),
    summary: "A profile liked the member's profile (a member's like, or a fictional profile's auto-like): profile_id is the liker's profile",
  }),
  'match.created': declare({
    // Who it is, so the browser says "It's a match" at once, without asking for the likes first.
    payload: z.object({
      profile_id: id,
      matched_at: isoTime,
      name: z.string(),
      fictional: z.boolean(),
      main_image: z.object({ match: z.string() }).nullable(),
    }),
    summary: "The member and the profile profile_id now like each other, with that profile's name, fictional mark and main photo (a path under cdn_prefix); sent to every member of the pair",
  }),
  'counts.changed': declare({
    payload: z.object({ counts: z.partialRecord(z.enum(BADGE_KEYS), z.number().int().min(0)) }),
    summary: 'Badge totals that changed, as their new values (the same keys as GET /api/counts.php)',
  }),
  'credits.changed': declare({
    payload: z.object({ credits: z.number().int().min(0), entry_id: id, kind: z.enum(CREDIT_ENTRY_KINDS) }),
    summary: "The member's credit balance after a ledger entry (its id and kind), e.g. a purchase or a message",
  }),
  'message.received': declare({
    payload: z.object({ conversation_id: id, profile_id: id, message: chatMessageSchema }),
    summary: 'A message reached the member in a conversation (profile_id is the sender\'s profile); a held message arrives once its sender confirmed the e-mail',
  }),
  'message.read': declare({
    payload: z.object({ conversation_id: id, up_to: id }),
    summary: "The other side of a conversation read the member's messages up to the message up_to",
  }),
  'conversation.deleted': declare({
    payload: z.object({ conversation_id: id }),
    summary: "A conversation left the member's list: deleted by the member in another tab, or gone with a block between the two",
  }),
  'photo.reviewed': declare({
    payload: z.object({ photo_id: id, status: z.enum(['active', 'rejected']), main: z.boolean() }),
    summary: "A moderator approved (active; main says it is now the profile's main photo) or rejected one of the member's pending photos",
  }),
  'payment.updated': declare({
    payload: z.object({ payment_id: id, status: z.enum(PAYMENT_STATES), paid_user: z.boolean(), first_purchase: z.boolean() }),
    summary: "One of the member's payments reached a new state (the provider's webhook); with completed, credits.changed comes in the same transaction and first_purchase says it made the member premium",
  }),
};

/** Name of a server event. */
export type ServerEventName = keyof typeof SERVER_EVENTS;
/** The payload of server event N, as the browser receives it. */
export type ServerEventPayload<N extends ServerEventName> = z.output<(typeof SERVER_EVENTS)[N]['payload']>;
