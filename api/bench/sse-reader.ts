/** A lean Server-Sent Events reader for the live bench: every frame with the moment it arrived. */
import http from 'node:http';
import { sseParser } from '../test/support/sse-parser.js';

/** One frame as it arrived. */
export interface TimedFrame {
  id: number | null;
  event: string;
  data: any;
  /** Date.now() when its last byte arrived. */
  at: number;
}

export interface SseConnection {
  /** The answer's status, once its headers came. */
  status: Promise<number>;
  /** Ends the connection from this side (a cut). */
  cut(): void;
  ended: Promise<void>;
}

/** Opens GET /api/events.php with a session cookie; `onFrame` hears every frame, `onComment` the moment of every comment (a heartbeat). */
export function openSse(options: { port: number; cookie: string; lastEventId?: number; localAddress?: string }, onFrame: (frame: TimedFrame) => void, onComment: (at: number) => void = () => {}): SseConnection {
  let resolveStatus!: (status: number) => void;
  let resolveEnded!: () => void;
  const status = new Promise<number>((resolve) => (resolveStatus = resolve));
  const ended = new Promise<void>((resolve) => (resolveEnded = resolve));
  const headers: Record<string, string> = { cookie: options.cookie, accept: 'text/event-stream' };
  if (options.lastEventId !== undefined) headers['last-event-id'] = String(options.lastEventId);
  const request = http.request({ host: '127.0.0.1', port: options.port, path: '/api/events.php', headers, agent: false, localAddress: options.localAddress }, (response) => {
    resolveStatus(response.statusCode ?? 0);
    response.setEncoding('utf8');
    response.on('data', sseParser((frame) => onFrame({ id: frame.id === undefined ? null : Number(frame.id), event: frame.event, data: frame.data, at: Date.now() }), () => onComment(performance.now())));
    response.on('close', resolveEnded);
  });
  request.on('error', () => {
    resolveStatus(0);
    resolveEnded();
  });
  request.end();
  return { status, cut: () => request.destroy(), ended };
}
