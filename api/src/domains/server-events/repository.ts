/**
 * The outbox's SQL: each stream's head (the last number handed out) and its events. The head's
 * row is locked by the transaction that takes the next number, so a stream's events commit in the
 * order of their numbers and a reader never sees number n+1 before n.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { queryPrepared, queryRows } from '../../db/rows.js';
import type { Transaction } from '../../db/transaction.js';

/** One stored event as the stream sends it. */
export interface StoredEvent {
  seq: number;
  name: string;
  payload: unknown;
}

/** A page of a stream after a number, and the stream's head when it was read. */
export interface StreamPage {
  head: number;
  events: StoredEvent[];
}

/** A text[] literal (one parameter, so the statement's text is the same for any number of streams). */
function textArray(values: string[]): string {
  return `{${values.map((value) => `"${value.replace(/["\\]/g, (c) => `\\${c}`)}"`).join(',')}}`;
}

export function createServerEventsRepository(db: Database) {
  return {
    /**
     * Appends events to `stream` inside `tx`, in order: takes the stream's next numbers and stores
     * the events under them, in one statement (each statement of a transaction is a trip between
     * the API's thread and the database's while the transaction holds the database). Returns the
     * numbers given, in the events' order.
     */
    async append(tx: Transaction, stream: string, events: { name: string; payload: unknown }[]): Promise<number[]> {
      const count = events.length;
      const rows = await queryRows<{ seq: number }>(tx, sql`
        with head as (
          insert into server_event_streams (stream, last_seq) values (${stream}, ${count}::int)
          on conflict (stream) do update set last_seq = server_event_streams.last_seq + ${count}::int
          returning last_seq
        )
        insert into server_events (stream, seq, name, payload)
        select ${stream}, head.last_seq - ${count}::int + e.ord::int, e.event->>'name', e.event->'payload'
        from head, jsonb_array_elements(${JSON.stringify(events)}::jsonb) with ordinality as e(event, ord)
        returning seq`);
      const last = Math.max(...rows.map((row) => Number(row.seq)));
      return events.map((_, index) => last - count + 1 + index);
    },

    /** Up to `limit` events of `stream` after number `after`, in order, with the stream's head (0 for a stream never written). */
    async after(stream: string, after: number, limit: number): Promise<StreamPage> {
      const rows = await queryPrepared<{ head: number; seq: number | null; name: string | null; payload: unknown }>(db, sql`
        select coalesce(h.last_seq, 0) as head, e.seq, e.name, e.payload
        from (select ${stream}::text as stream) s
        left join server_event_streams h on h.stream = s.stream
        left join lateral (
          select seq, name, payload from server_events
          where stream = s.stream and seq > ${after}::int order by seq limit ${limit}::int
        ) e on true`);
      const head = Number(rows[0]?.head ?? 0);
      return { head, events: rows.filter((row) => row.seq !== null).map((row) => ({ seq: Number(row.seq), name: row.name!, payload: row.payload })) };
    },

    /** The heads of these streams (a stream never written is absent). */
    async heads(streams: string[]): Promise<Map<string, number>> {
      if (streams.length === 0) return new Map();
      const rows = await queryPrepared<{ stream: string; last_seq: number }>(db, sql`
        select stream, last_seq from server_event_streams where stream = any(${textArray(streams)}::text[])`);
      return new Map(rows.map((row) => [row.stream, Number(row.last_seq)]));
    },

    /**
     * Removes what no stream keeps: events older than `before`, and beyond the newest `kept` of
     * their stream. Returns how many went.
     */
    async prune(before: Date, kept: number): Promise<number> {
      const rows = await queryRows<{ n: number }>(db, sql`
        with gone as (
          delete from server_events e
          using server_event_streams h
          where h.stream = e.stream and (e.created_at < ${before.toISOString()}::timestamptz or e.seq <= h.last_seq - ${kept}::int)
          returning 1
        )
        select count(*)::int as n from gone`);
      return Number(rows[0]?.n ?? 0);
    },
  };
}
export type ServerEventsRepository = ReturnType<typeof createServerEventsRepository>;
