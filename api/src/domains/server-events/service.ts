/**
 * Server events: the outbox (an event written into a member's stream in the transaction of the
 * change it reports), the streams open on this process, and the signals that end them. Domains
 * call `record(tx, memberId, name, payload)` with their transaction; the stream wakes after the
 * commit, here and on every other API process.
 */
import {
  SERVER_EVENTS, SERVER_EVENT_RETENTION_DAYS, SERVER_EVENT_STREAMS_PER_MEMBER, SERVER_EVENTS_KEPT, STAFF_EVENTS,
  type ServerEventName, type StaffEventName, type StaffRole,
} from '@dating/shared-contracts';
import type { z } from 'zod';
import { afterCommit, beforeCommit, type Transaction } from '../../db/transaction.js';
import type { Clock } from '../../lib/clock.js';
import { systemClock } from '../../lib/clock.js';
import { createStreamHub } from './hub.js';
import type { ServerEventsRepository, StoredEvent } from './repository.js';
import type { Wakeups } from './wakeups/index.js';

/** What a domain passes when it records event N (the declared payload, before defaults). */
export type ServerEventInput<N extends ServerEventName> = z.input<(typeof SERVER_EVENTS)[N]['payload']>;

/** What a domain passes when it records staff event N. */
export type StaffEventInput<N extends StaffEventName> = z.input<(typeof STAFF_EVENTS)[N]['payload']>;

/** How often the open streams are compared with the log when several processes write (ms). */
const POLL_MS = 2_000;
const DAY_MS = 24 * 60 * 60_000;

/** The stream of one member's events. */
export function memberStream(memberId: number): string {
  return `member:${memberId}`;
}

/**
 * The stream of one staff role's events. Staff events go to their role's stream and the admins'
 * (written to both, in the same transaction): a stream per role, not per staff member, since every
 * operator sees the same queue, and an admin's stream holds every role's events.
 */
export function staffStream(role: StaffRole): string {
  return `staff:${role}`;
}

/** One event recorded in a transaction, waiting to be written at its end. */
interface Recorded {
  stream: string;
  name: string;
  payload: unknown;
}

export function createServerEventsService(repository: ServerEventsRepository, wakeups: Wakeups, options: { clock?: Clock; onError?(error: unknown): void } = {}) {
  const clock = options.clock ?? systemClock;
  const hub = createStreamHub(repository, wakeups, { perMember: SERVER_EVENT_STREAMS_PER_MEMBER, pollMs: POLL_MS, onError: options.onError });
  const endedListeners = new Set<(ended: { tokenHash?: string; memberId?: number }) => void>();
  wakeups.subscribe((wakeup) => {
    if (wakeup.kind === 'session-ended') endedListeners.forEach((listener) => listener({ tokenHash: wakeup.tokenHash }));
    if (wakeup.kind === 'member-signed-out') endedListeners.forEach((listener) => listener({ memberId: wakeup.memberId }));
  });

  const recordedIn = new WeakMap<Transaction, Recorded[]>();

  /** Lists an event for `stream` in `tx`, written at the transaction's end (see writeRecorded). */
  function list(tx: Transaction, stream: string, name: string, payload: unknown): void {
    let recorded = recordedIn.get(tx);
    if (!recorded) {
      recorded = [];
      recordedIn.set(tx, recorded);
      beforeCommit(tx, () => writeRecorded(tx));
    }
    recorded.push({ stream, name, payload });
  }

  /**
   * Writes a transaction's events as its last work: stream by stream in one order (each stream's
   * head row is locked until the commit, so two transactions never wait for each other's heads in
   * a circle), each stream's in the order recorded and in one statement; wakes the streams after
   * the commit.
   */
  async function writeRecorded(tx: Transaction): Promise<void> {
    const recorded = recordedIn.get(tx) ?? [];
    const streams = [...new Set(recorded.map((event) => event.stream))].sort();
    for (const stream of streams) {
      const events = recorded.filter((event) => event.stream === stream).map(({ name, payload }) => ({ name, payload }));
      const seqs = await repository.append(tx, stream, events);
      // As a read of the log gives them back (JSON, no undefined), for the streams open here.
      const written: StoredEvent[] = events.map((event, index) => ({ seq: seqs[index]!, name: event.name, payload: JSON.parse(JSON.stringify(event.payload)) as unknown }));
      afterCommit(tx, () => {
        // This process's streams get the events at once (no read of the log behind other work);
        // the wake-up still tells the other processes, and any stream the shortcut cannot serve.
        hub.committed(stream, written);
        wakeups.publish({ kind: 'event', stream, seq: written.at(-1)!.seq });
      });
    }
  }

  return {
    /**
     * Records event `name` for the member inside `tx` (a transaction opened by db/transaction.ts):
     * it is written at the transaction's end and commits or rolls back with the change; the
     * streams wake after the commit. An invalid payload throws here, failing the change.
     */
    async record<N extends ServerEventName>(tx: Transaction, memberId: number, name: N, payload: ServerEventInput<N>): Promise<void> {
      const checked: unknown = SERVER_EVENTS[name].payload.parse(payload);
      list(tx, memberStream(memberId), name, checked);
    },

    /**
     * Records staff event `name` inside `tx`, as `record` does a member's: for its declared role's
     * stream and the admins'. An invalid payload throws here, failing the change.
     */
    async recordStaff<N extends StaffEventName>(tx: Transaction, name: N, payload: StaffEventInput<N>): Promise<void> {
      const checked: unknown = STAFF_EVENTS[name].payload.parse(payload);
      list(tx, staffStream(STAFF_EVENTS[name].role), name, checked);
      list(tx, staffStream('admin'), name, checked);
    },

    /** The last number of the member's stream (0 before the first event). */
    async head(memberId: number): Promise<number> {
      return (await repository.heads([memberStream(memberId)])).get(memberStream(memberId)) ?? 0;
    },

    /** The session with this token hash ended: its streams close, on every process. */
    sessionEnded(tokenHash: string): void {
      wakeups.publish({ kind: 'session-ended', tokenHash });
    },

    /** Every session of the member ended (password change, deletion): their streams close, on every process. */
    memberSignedOut(memberId: number): void {
      wakeups.publish({ kind: 'member-signed-out', memberId });
    },

    /** Hears every session end, this process's and the others' (the sessions cache forgets them). */
    onSessionsEnded(listener: (ended: { tokenHash?: string; memberId?: number }) => void): () => void {
      endedListeners.add(listener);
      return () => endedListeners.delete(listener);
    },

    /** Removes events past their retention (SERVER_EVENT_RETENTION_DAYS, and beyond SERVER_EVENTS_KEPT per stream). */
    prune(): Promise<number> {
      return repository.prune(new Date(clock.now().getTime() - SERVER_EVENT_RETENTION_DAYS * DAY_MS), SERVER_EVENTS_KEPT);
    },

    /** The streams open on this process. */
    hub,

    /** Ends the streams and the channels to other processes. */
    async close(): Promise<void> {
      hub.closeAll();
      await wakeups.close();
    },
  };
}
export type ServerEventsService = ReturnType<typeof createServerEventsService>;
