/**
 * Wake-ups: how API processes tell each other that something happened. A wake-up carries only
 * which stream has a new number (the log is the truth: a lost wake-up costs latency, never an
 * event), or which sessions ended (their open streams close).
 */

/** One wake-up. */
export type Wakeup =
  /** Stream `stream` has events up to `seq`. */
  | { kind: 'event'; stream: string; seq: number }
  /** The session with this token hash ended (logout): its streams close. */
  | { kind: 'session-ended'; tokenHash: string }
  /** Every session of this member ended (password change, account deleted or blocked). */
  | { kind: 'member-signed-out'; memberId: number };

/** A way to reach the other API processes (Redis pub/sub, PostgreSQL LISTEN/NOTIFY). */
export interface WakeupChannel {
  /** Its name, for logs and the bench ('redis', 'postgres'). */
  readonly name: string;
  /** Whether a send now is likely to arrive (connected). */
  ready(): boolean;
  /** Sends to every process (this one included); rejects when the channel cannot take it. */
  send(message: string): Promise<void>;
  /** Receives every message sent by any process. */
  listen(receive: (message: string) => void): void;
  /** Called whenever the channel (re)connects: wake-ups sent meanwhile may be lost. */
  onReconnect(listener: () => void): void;
  close(): Promise<void>;
}

/** The wake-up as it travels between processes (with its sender, so a process skips its own). */
export function encodeWakeup(wakeup: Wakeup, from: string): string {
  return JSON.stringify({ ...wakeup, from });
}

/** The wake-up a message carries, or null for one from this process or one that is not a wake-up. */
export function decodeWakeup(message: string, self: string): Wakeup | null {
  try {
    const value = JSON.parse(message) as Wakeup & { from?: string };
    if (value.from === self) return null;
    if (value.kind === 'event' && typeof value.stream === 'string' && Number.isInteger(value.seq)) return { kind: 'event', stream: value.stream, seq: value.seq };
    if (value.kind === 'session-ended' && typeof value.tokenHash === 'string') return { kind: 'session-ended', tokenHash: value.tokenHash };
    if (value.kind === 'member-signed-out' && Number.isInteger(value.memberId)) return { kind: 'member-signed-out', memberId: value.memberId };
    return null;
  } catch {
    return null;
  }
}
