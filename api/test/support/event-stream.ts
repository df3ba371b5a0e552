/**
 * A test's Server-Sent Events reader for GET /api/events.php (or the staff's stream): a real streaming request with the
 * client's cookies, its frames parsed as a browser's EventSource would, and waits on them.
 */
import http from 'node:http';
import type { HttpClient } from './http-client.js';
import { sseParser, type SseFrame } from './sse-parser.js';

/** One frame as the browser sees it. */
export type Frame = SseFrame;

export interface EventStream {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** Every frame so far, in order. */
  frames: Frame[];
  /** Heartbeat comments seen so far. */
  comments: number;
  /** Resolves with the first frame (from `from` on) that matches, or rejects after `timeoutMs`. */
  next(match: (frame: Frame) => boolean, timeoutMs?: number, from?: number): Promise<Frame>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

/**
 * Opens the member's stream (`lastEventId`: the Last-Event-ID header a reconnecting browser sends),
 * or another stream at `path` (the staff's, /api/staff-events.php).
 */
export function openEventStream(client: HttpClient, options: { lastEventId?: number | string; after?: number; path?: string } = {}): Promise<EventStream> {
  const url = new URL(`${options.path ?? '/api/events.php'}${options.after === undefined ? '' : `?after=${options.after}`}`, client.baseUrl);
  const headers: Record<string, string> = { accept: 'text/event-stream' };
  if (client.cookies.size) headers.cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  if (options.lastEventId !== undefined) headers['last-event-id'] = String(options.lastEventId);
  return new Promise((resolve, reject) => {
    const request = http.request(url, { headers, localAddress: client.localAddress, agent: false }, (response) => {
      const frames: Frame[] = [];
      const waiters = new Set<() => void>();
      let endedResolve!: () => void;
      const ended = new Promise<void>((done) => {
        endedResolve = done;
      });
      const stream: EventStream = {
        status: response.statusCode ?? 0,
        headers: response.headers,
        frames,
        comments: 0,
        next(match, timeoutMs = 5_000, from = 0) {
          return new Promise((found, fail) => {
            const check = () => {
              const frame = frames.slice(from).find(match);
              if (!frame) return false;
              clearTimeout(timer);
              waiters.delete(check as () => void);
              found(frame);
              return true;
            };
            const timer = setTimeout(() => {
              waiters.delete(check as () => void);
              fail(new Error(`No matching frame within ${timeoutMs} ms; frames: ${JSON.stringify(frames)}`));
            }, timeoutMs);
            if (!check()) waiters.add(check as () => void);
          });
        },
        ended,
        close: () => request.destroy(),
      };
      response.setEncoding('utf8');
      const parse = sseParser((frame) => {
        frames.push(frame);
        for (const waiter of [...waiters]) waiter();
      }, () => {
        stream.comments += 1;
      });
      response.on('data', parse);
      response.on('end', endedResolve);
      response.on('close', endedResolve);
      response.on('error', endedResolve);
      resolve(stream);
    });
    request.on('error', reject);
    request.end();
  });
}
