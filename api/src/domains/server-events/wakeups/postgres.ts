/**
 * Wake-ups over PostgreSQL's LISTEN/NOTIFY: what several API processes on one PostgreSQL use when
 * there is no Redis, or while Redis is away. One connection of its own listens (outside the pool,
 * whose connections must stay free for requests) and comes back after the server drops it.
 */
import pg from 'pg';
import type { WakeupChannel } from './wakeup.js';

const CHANNEL = 'server_events';
const RECONNECT_MS = { first: 250, max: 5_000 };

export function postgresChannel(url: string): WakeupChannel {
  let listener: pg.Client | null = null;
  let connected = false;
  let closed = false;
  let delay = RECONNECT_MS.first;
  const receivers: ((message: string) => void)[] = [];
  const reconnectListeners: (() => void)[] = [];
  // Sends go through a client of their own too: NOTIFY outside any transaction, never waiting for the pool.
  const sender = new pg.Pool({ connectionString: url, max: 1 });
  sender.on('error', () => {});

  async function connect(): Promise<void> {
    if (closed) return;
    const client = new pg.Client({ connectionString: url });
    client.on('error', () => {});
    client.on('notification', (note) => {
      if (note.channel === CHANNEL && note.payload) receivers.forEach((receive) => receive(note.payload!));
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANNEL}`);
    } catch {
      await client.end().catch(() => {});
      delay = Math.min(delay * 2, RECONNECT_MS.max);
      if (!closed) setTimeout(() => void connect(), delay);
      return;
    }
    if (closed) {
      await client.end().catch(() => {});
      return;
    }
    listener = client;
    connected = true;
    delay = RECONNECT_MS.first;
    client.on('end', () => {
      connected = false;
      listener = null;
      if (!closed) setTimeout(() => void connect(), delay);
    });
    // Whatever was sent while this process was not listening is read from the log now.
    reconnectListeners.forEach((listen) => listen());
  }
  void connect();

  return {
    name: 'postgres',
    ready: () => connected,
    async send(message) {
      await sender.query('select pg_notify($1, $2)', [CHANNEL, message]);
    },
    listen(receive) {
      receivers.push(receive);
    },
    onReconnect(listener) {
      reconnectListeners.push(listener);
    },
    async close() {
      closed = true;
      await listener?.end().catch(() => {});
      await sender.end().catch(() => {});
    },
  };
}
