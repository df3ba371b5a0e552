/**
 * One event stream per browser (GET /api/events.php). The tab holding the Web Lock of the member's
 * stream leads: it keeps the one connection and hands every event to the other tabs over a
 * BroadcastChannel; when it closes, the lock passes to a waiting tab, which goes on from the last
 * number it saw. HTTP/1.1 allows six connections per origin, so a stream per tab would starve a
 * seventh tab's requests. Without Web Locks or BroadcastChannel each tab keeps its own connection.
 * A lost connection comes back with growing, jittered delays and resumes after its last number.
 */
import { SERVER_EVENT_NAMES, SERVER_EVENT_RECONNECT_MS, STREAM_READY, STREAM_RESET, type ServerEventName } from '@dating/shared-contracts';

/** What the client uses of an EventSource. */
export interface EventSourceLike {
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void): void;
  onopen: ((event: Event) => void) | null;
  onerror: ((event: Event) => void) | null;
  close(): void;
}

/** What the client uses of navigator.locks. */
export interface LocksLike {
  request(name: string, options: { signal: AbortSignal }, callback: () => Promise<void>): Promise<unknown>;
}

/** What the client uses of a BroadcastChannel. */
export interface ChannelLike {
  postMessage(message: unknown): void;
  onmessage: ((event: MessageEvent) => void) | null;
  close(): void;
}

/** What the leading tab tells the others, and what a starting tab asks it. */
type TabMessage =
  | { kind: 'event'; seq: number; name: ServerEventName; payload: unknown }
  | { kind: 'position'; seq: number }
  | { kind: 'resync'; seq: number }
  | { kind: 'hello' };

export interface ServerEventClientDeps {
  /** The stream's path (the endpoint declaration's). */
  path: string;
  openEventSource(url: string): EventSourceLike;
  /** navigator.locks, or null where there is none. */
  locks: LocksLike | null;
  /** A BroadcastChannel of this name, or null where there is none. */
  openChannel(name: string): ChannelLike | null;
  random?(): number;
  /** Reported with every change of who holds the connection (the journeys read it). */
  onLeading?(leading: boolean): void;
}

/** What the client reports to the tab. */
export interface ServerEventSink {
  /** A server event, once per number in this tab, in order. */
  event(seq: number, name: ServerEventName, payload: unknown): void;
  /** The stream started over: state read before may lack events; read it again. */
  resync(): void;
}

/** The delay before reconnection attempt `attempt` (0-based): doubling, capped, between half and all of it. */
export function reconnectDelay(attempt: number, random: () => number): number {
  const full = Math.min(SERVER_EVENT_RECONNECT_MS.max, SERVER_EVENT_RECONNECT_MS.first * 2 ** attempt);
  return Math.round(full * (0.5 + random() / 2));
}

export function createServerEventClient(deps: ServerEventClientDeps, sink: ServerEventSink) {
  const random = deps.random ?? Math.random;
  let stopCurrent: (() => void) | null = null;

  /** Follows member `memberId`'s stream after number `fromSeq` (null: from now). */
  function start(memberId: number, fromSeq: number | null): void {
    stop();
    const key = `server-events:${memberId}`;
    let lastSeq = fromSeq;
    let source: EventSourceLike | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let attempt = 0;
    let stopped = false;
    let leading = false;
    const channel = deps.locks ? deps.openChannel(key) : null;
    const shared = Boolean(deps.locks && channel);
    const abort = new AbortController();

    const deliver = (seq: number, name: ServerEventName, payload: unknown) => {
      if (lastSeq !== null && seq <= lastSeq) return;
      lastSeq = seq;
      sink.event(seq, name, payload);
    };
    const tell = (message: TabMessage) => channel?.postMessage(message);

    const connect = () => {
      if (stopped) return;
      const es = deps.openEventSource(lastSeq === null ? deps.path : `${deps.path}?after=${lastSeq}`);
      source = es;
      es.onopen = () => {
        attempt = 0;
      };
      es.onerror = () => {
        // EventSource would retry alone, without growing delays: this client decides instead.
        es.close();
        if (source !== es || stopped) return;
        source = null;
        retry = setTimeout(connect, reconnectDelay(attempt, random));
        attempt += 1;
      };
      es.addEventListener(STREAM_READY, (message) => {
        lastSeq = (JSON.parse(message.data) as { seq: number }).seq;
        tell({ kind: 'position', seq: lastSeq });
      });
      es.addEventListener(STREAM_RESET, (message) => {
        lastSeq = (JSON.parse(message.data) as { seq: number }).seq;
        tell({ kind: 'resync', seq: lastSeq });
        sink.resync();
      });
      for (const name of SERVER_EVENT_NAMES) {
        es.addEventListener(name, (message) => {
          const seq = Number(message.lastEventId);
          const payload: unknown = JSON.parse(message.data);
          if (lastSeq !== null && seq <= lastSeq) return;
          tell({ kind: 'event', seq, name, payload });
          deliver(seq, name, payload);
        });
      }
    };

    const disconnect = () => {
      clearTimeout(retry);
      source?.close();
      source = null;
    };

    if (shared) {
      channel!.onmessage = ({ data }: MessageEvent<TabMessage>) => {
        if (data.kind === 'event') deliver(data.seq, data.name, data.payload);
        else if (data.kind === 'hello') {
          if (leading && lastSeq !== null) tell({ kind: 'position', seq: lastSeq });
        } else if (data.kind === 'position') {
          // The stream is past what this tab's state includes: it opened its channel after events
          // were handed on (it read its state before them), so it reads its state again.
          const missed = lastSeq !== null && data.seq > lastSeq;
          lastSeq = Math.max(lastSeq ?? 0, data.seq);
          if (missed) sink.resync();
        } else {
          // The stream started over at this number (it may be lower than what was seen).
          lastSeq = data.seq;
          sink.resync();
        }
      };
      // Where is the stream? A leading tab answers with its position (above).
      tell({ kind: 'hello' });
      // Waits (without a connection) while another tab leads; leads until stopped or closed.
      deps.locks!.request(key, { signal: abort.signal }, async () => {
        if (stopped) return;
        leading = true;
        deps.onLeading?.(true);
        connect();
        await new Promise<void>((release) => abort.signal.addEventListener('abort', () => release(), { once: true }));
      }).catch(() => undefined);
    } else {
      deps.onLeading?.(true);
      connect();
    }

    stopCurrent = () => {
      stopped = true;
      disconnect();
      abort.abort();
      channel?.close();
      deps.onLeading?.(false);
    };
  }

  /** Ends the connection (or the wait for it), e.g. at logout. */
  function stop(): void {
    stopCurrent?.();
    stopCurrent = null;
  }

  return { start, stop };
}
export type ServerEventClient = ReturnType<typeof createServerEventClient>;
