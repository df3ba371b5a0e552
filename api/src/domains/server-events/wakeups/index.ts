/**
 * The wake-ups of this process: delivered here at once, and to the other API processes through
 * Redis when REDIS_URL is set, else (or while Redis is away) PostgreSQL's LISTEN/NOTIFY. With the
 * embedded PGlite there is one process, so nothing leaves it.
 */
import { randomUUID } from 'node:crypto';
import { postgresChannel } from './postgres.js';
import { redisChannel } from './redis.js';
import { decodeWakeup, encodeWakeup, type Wakeup, type WakeupChannel } from './wakeup.js';

export type { Wakeup } from './wakeup.js';

/** Where wake-ups go; see the file's comment. */
export interface Wakeups {
  /** Tells this process and every other one. Never throws: a wake-up that cannot leave is caught up from the log. */
  publish(wakeup: Wakeup): void;
  /** Receives every wake-up, this process's own included; returns the function that stops it. */
  subscribe(listener: (wakeup: Wakeup) => void): () => void;
  /** Called when wake-ups from other processes may have been missed (a channel came back). */
  onMissed(listener: () => void): void;
  /** The channels to other processes, in order of preference (empty: one process). */
  readonly channels: readonly string[];
  close(): Promise<void>;
}

/** The wake-ups for this configuration (channels may be given directly, e.g. by a test). */
export function createWakeups(options: { redisUrl?: string; databaseUrl?: string; channels?: WakeupChannel[] }): Wakeups {
  const channels = options.channels ?? [
    ...(options.redisUrl ? [redisChannel(options.redisUrl)] : []),
    ...(options.databaseUrl ? [postgresChannel(options.databaseUrl)] : []),
  ];
  const self = randomUUID();
  const listeners = new Set<(wakeup: Wakeup) => void>();
  const deliver = (wakeup: Wakeup) => listeners.forEach((listener) => listener(wakeup));
  for (const channel of channels) {
    channel.listen((message) => {
      const wakeup = decodeWakeup(message, self);
      if (wakeup) deliver(wakeup);
    });
  }

  /** Sends through the first channel that takes it. */
  async function sendOut(message: string): Promise<void> {
    const ready = channels.filter((channel) => channel.ready());
    for (const channel of ready.length ? ready : channels) {
      try {
        await channel.send(message);
        return;
      } catch {
        // The next channel, else the other processes' catch-up from the log.
      }
    }
  }

  return {
    publish(wakeup) {
      queueMicrotask(() => deliver(wakeup));
      if (channels.length) void sendOut(encodeWakeup(wakeup, self));
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    onMissed(listener) {
      channels.forEach((channel) => channel.onReconnect(listener));
    },
    channels: channels.map((channel) => channel.name),
    async close() {
      await Promise.all(channels.map((channel) => channel.close()));
    },
  };
}
