/**
 * A Server-Sent Events answer on the raw response: the headers a stream needs (no caching, no
 * proxy buffering), `id:`/`event:`/`data:` frames, heartbeat comments, and an end when the client
 * reads too slowly to keep up (it resumes from its last id instead of the server buffering for it).
 */
import type { FastifyReply } from 'fastify';

/** Unsent bytes a slow client may leave behind before its stream is ended. */
const MAX_BUFFERED_BYTES = 1024 * 1024;

/** One stream's writer. */
export interface SseWriter {
  /** Sends one event (its id becomes the browser's Last-Event-ID). */
  send(frame: { id?: number; event?: string; data: unknown }): void;
  /** Ends the answer. */
  end(): void;
  /** Called once when the stream ends, by either side. */
  onClose(listener: () => void): void;
}

/** Takes the reply over from Fastify and starts the stream; a heartbeat comment keeps it open. */
export function startSse(reply: FastifyReply, options: { heartbeatMs: number; retryMs: number }): SseWriter {
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    'x-accel-buffering': 'no',
    connection: 'keep-alive',
  });
  raw.socket?.setNoDelay(true);
  raw.write(`retry: ${options.retryMs}\n\n`);
  const listeners: (() => void)[] = [];
  let ended = false;
  const finish = () => {
    if (ended) return;
    ended = true;
    clearInterval(heartbeat);
    listeners.forEach((listener) => listener());
  };
  const write = (text: string) => {
    if (ended) return;
    raw.write(text);
    if (raw.writableLength > MAX_BUFFERED_BYTES) writer.end();
  };
  const heartbeat = setInterval(() => write(': heartbeat\n\n'), options.heartbeatMs);
  heartbeat.unref();
  raw.on('close', finish);
  const writer: SseWriter = {
    send({ id, event, data }) {
      write(`${id === undefined ? '' : `id: ${id}\n`}${event ? `event: ${event}\n` : ''}data: ${JSON.stringify(data)}\n\n`);
    },
    end() {
      if (ended) return;
      raw.end();
      finish();
    },
    onClose(listener) {
      if (ended) listener();
      else listeners.push(listener);
    },
  };
  return writer;
}
