/**
 * The event streams open on this process. Each follows one stream of the outbox from a number:
 * on a wake-up for its stream it reads what follows from the log and sends it, in order, exactly
 * once; reads of one connection never overlap (a wake-up during a read asks for one more read).
 * When the log no longer holds what a connection lacks, it gets a reset instead. When wake-ups
 * can come from other processes, the hub also compares its streams with the log's heads now and
 * then, so a lost wake-up costs latency, never an event.
 */
import { DomainError } from '../domain-error.js';
import type { ServerEventsRepository, StoredEvent } from './repository.js';
import type { Wakeup, Wakeups } from './wakeups/index.js';

/** Events read from the log per statement while a connection catches up. */
const REPLAY_BATCH = 200;

/** What an open stream is told; the HTTP layer turns it into Server-Sent Events. */
export interface StreamSubscriber {
  /** A fresh connection starts here (no replay). */
  ready(seq: number): void;
  /** The next events, in order. */
  events(events: StoredEvent[]): void;
  /** The log cannot give what follows the connection's number: start over from `seq`. */
  reset(seq: number): void;
  /** The session behind the stream ended: close it. */
  end(): void;
}

/** Who holds a stream open: a member, or a staff member (on their role's stream). */
export interface StreamHolder {
  /** Whose limit of open streams it counts against: `member:<id>` or `staff:<id>`. */
  holder: string;
  /** The member (null for staff): every session of theirs ending ends it. */
  memberId: number | null;
  /** The hash of the session token the stream was opened with (its logout ends the stream). */
  sessionTokenHash: string;
}

interface Connection extends StreamHolder {
  stream: string;
  subscriber: StreamSubscriber;
  lastSeq: number;
  reading: boolean;
  again: boolean;
  closed: boolean;
}

export interface HubOptions {
  /** Open streams one member (or staff member) may hold on this process. */
  perMember: number;
  /** How often to compare open streams with the log when other processes may write (ms). */
  pollMs: number;
  onError?(error: unknown): void;
}

export function createStreamHub(repository: ServerEventsRepository, wakeups: Wakeups, options: HubOptions) {
  const byStream = new Map<string, Set<Connection>>();
  const all = new Set<Connection>();
  const onError = options.onError ?? (() => {});

  function detach(connection: Connection): void {
    if (connection.closed) return;
    connection.closed = true;
    all.delete(connection);
    const set = byStream.get(connection.stream);
    set?.delete(connection);
    if (set?.size === 0) byStream.delete(connection.stream);
  }

  async function catchUp(connection: Connection): Promise<void> {
    if (connection.reading) {
      connection.again = true;
      return;
    }
    connection.reading = true;
    try {
      do {
        connection.again = false;
        for (;;) {
          const { head, events } = await repository.after(connection.stream, connection.lastSeq, REPLAY_BATCH);
          if (connection.closed) return;
          const gap = events.length ? events[0]!.seq !== connection.lastSeq + 1 : head > connection.lastSeq;
          if (gap || head < connection.lastSeq) {
            connection.lastSeq = head;
            connection.subscriber.reset(head);
            break;
          }
          if (events.length === 0) break;
          connection.lastSeq = events.at(-1)!.seq;
          connection.subscriber.events(events);
          if (events.length < REPLAY_BATCH) break;
        }
      } while (connection.again && !connection.closed);
    } catch (error) {
      onError(error);
    } finally {
      connection.reading = false;
    }
  }

  function onWakeup(wakeup: Wakeup): void {
    if (wakeup.kind === 'event') {
      for (const connection of byStream.get(wakeup.stream) ?? []) {
        if (connection.lastSeq < wakeup.seq) void catchUp(connection);
      }
      return;
    }
    for (const connection of [...all]) {
      const ended = wakeup.kind === 'session-ended' ? connection.sessionTokenHash === wakeup.tokenHash : connection.memberId !== null && connection.memberId === wakeup.memberId;
      if (ended) {
        detach(connection);
        connection.subscriber.end();
      }
    }
  }

  /** Every open stream against the log's heads: catches up those behind (a wake-up was lost). */
  async function compareWithLog(): Promise<void> {
    if (byStream.size === 0) return;
    try {
      const heads = await repository.heads([...byStream.keys()]);
      for (const [stream, head] of heads) {
        for (const connection of byStream.get(stream) ?? []) if (connection.lastSeq < head) void catchUp(connection);
      }
    } catch (error) {
      onError(error);
    }
  }

  const stopListening = wakeups.subscribe(onWakeup);
  wakeups.onMissed(() => void compareWithLog());
  const poll = wakeups.channels.length ? setInterval(() => void compareWithLog(), options.pollMs) : null;
  poll?.unref();

  return {
    /** Open streams one member (or staff member) may hold on this process. */
    perMember: options.perMember,

    /**
     * Opens `stream` for a holder: from `after` (replaying what follows it), or from the stream's
     * head when `after` is null. Refused with too_many_streams past the member's limit.
     */
    async open(stream: string, holder: StreamHolder, after: number | null, subscriber: StreamSubscriber): Promise<{ close(): void }> {
      let held = 0;
      for (const connection of all) if (connection.holder === holder.holder) held += 1;
      if (held >= options.perMember) throw new DomainError('too_many_streams', { retryAfterSeconds: 30 });
      const connection: Connection = { ...holder, stream, subscriber, lastSeq: after ?? 0, reading: false, again: false, closed: false };
      // Registered before the first read: a wake-up meanwhile asks for another read, never falls between.
      all.add(connection);
      const set = byStream.get(stream) ?? new Set();
      set.add(connection);
      byStream.set(stream, set);
      if (after === null) {
        connection.reading = true;
        try {
          const head = (await repository.heads([stream])).get(stream) ?? 0;
          connection.lastSeq = head;
          if (!connection.closed) subscriber.ready(head);
        } finally {
          connection.reading = false;
        }
        if (connection.again) void catchUp(connection);
      } else {
        void catchUp(connection);
      }
      return { close: () => detach(connection) };
    },

    /**
     * Events this process's transaction has just committed to `stream` (consecutive numbers):
     * a connection that has everything before them, and is not reading, gets them at once, as a
     * read of the log would give them; any other catches up from the log.
     */
    committed(stream: string, events: StoredEvent[]): void {
      if (events.length === 0) return;
      const first = events[0]!.seq;
      const last = events.at(-1)!.seq;
      for (const connection of byStream.get(stream) ?? []) {
        if (connection.closed || connection.lastSeq >= last) continue;
        if (connection.reading || connection.lastSeq !== first - 1) {
          void catchUp(connection);
          continue;
        }
        connection.lastSeq = last;
        try {
          connection.subscriber.events(events);
        } catch (error) {
          onError(error);
        }
      }
    },

    /** Open streams on this process (all, or one holder's: `member:<id>`, `staff:<id>`). */
    count(holder?: string): number {
      if (holder === undefined) return all.size;
      let held = 0;
      for (const connection of all) if (connection.holder === holder) held += 1;
      return held;
    },

    /** Ends every stream (the process is closing). */
    closeAll(): void {
      if (poll) clearInterval(poll);
      stopListening();
      for (const connection of [...all]) {
        detach(connection);
        connection.subscriber.end();
      }
    },
  };
}
export type StreamHub = ReturnType<typeof createStreamHub>;
