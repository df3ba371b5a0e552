/**
 * The stream's own messages beside the declared events (GET /api/events.php): zod-free, so the
 * shell reads them without the schemas.
 */
import type { ServerEventName, ServerEventPayload } from './declared.js';
import type { StaffEventName } from './staff-declared.js';

/**
 * Every declared server event's name, without the schemas (the browser listens for each by name;
 * a contracts test holds this list equal to SERVER_EVENTS).
 */
export const SERVER_EVENT_NAMES = ['like.received', 'match.created', 'counts.changed', 'credits.changed', 'message.received', 'message.read', 'conversation.deleted', 'payment.updated', 'photo.reviewed'] as const satisfies readonly ServerEventName[];

/** The SSE event name of the first message of every connection: the stream's current number. */
export const STREAM_READY = 'ready';
/**
 * The SSE event name sent instead of a replay the log can no longer give (the events after the
 * client's id were pruned, or the id is not this stream's): the client reads its state afresh and
 * goes on from the number it carries.
 */
export const STREAM_RESET = 'reset';

/** What the server sends as `ready` and `reset`: the number the client continues from. */
export interface StreamPosition {
  seq: number;
}

/** One server event as a browser receives it: its number in the member's stream, name and payload. */
export interface ReceivedServerEvent<N extends ServerEventName = ServerEventName> {
  seq: number;
  name: N;
  payload: ServerEventPayload<N>;
}

/** A listener of one server event. */
export type ServerEventHandler<N extends ServerEventName> = (payload: ServerEventPayload<N>, event: ReceivedServerEvent<N>) => void;

/** The shell's one stream, as host props offer it to remotes (the kit's useServerEvent). */
export interface ServerEvents {
  /** Listens to server event `name`; returns the function that stops listening. */
  on<N extends ServerEventName>(name: N, handler: ServerEventHandler<N>): () => void;
  /**
   * Called after the stream had to start over (a reset, or a reconnection the log could not
   * replay): state read before may have missed events, so read it again. Returns the stop function.
   */
  onResync(handler: () => void): () => void;
}

/**
 * Every declared staff event's name, without the schemas (the console listens for each by name
 * on GET /api/staff-events.php; a contracts test holds this list equal to STAFF_EVENTS).
 */
export const STAFF_EVENT_NAMES = ['conversation.waiting', 'conversation.claimed', 'conversation.answered', 'complaint.filed', 'complaint.decided', 'photo.waiting', 'photo.decided'] as const satisfies readonly StaffEventName[];

/**
 * The staff's stream, as host props offer it to the console (the kit's useStaffEvents): one per
 * tab, opened while someone listens. A listener is told that its queue changed; it reads it again.
 */
export interface StaffEvents {
  /** Calls `handler` for every staff event `name`; returns the function that stops listening. */
  on(name: StaffEventName, handler: () => void): () => void;
  /** Called after the stream started over (a reset, or it came back): read the queues again. Returns the stop function. */
  onResync(handler: () => void): () => void;
}
