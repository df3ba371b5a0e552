/** A rule of the product said no. Carries a catalogue code; the HTTP layer picks status and text. */
import type { ErrorCode } from '@dating/shared-contracts';

export interface DomainErrorDetails {
  /** Per-field codes for forms. */
  fields?: Record<string, ErrorCode>;
  /** Values for the text's {placeholders}. */
  values?: Record<string, string | number>;
  /** Minutes an account stays blocked. */
  minutes?: number;
  /** The existing account may log in (duplicate e-mail). */
  loginPossible?: boolean;
  /** When the refused action becomes possible again (a daily limit). */
  retryAt?: Date;
  /** Seconds until the caller may try again (sent as Retry-After). */
  retryAfterSeconds?: number;
}

/** Seconds from `now` until the instant `at` (at least 1): a Retry-After. */
export function secondsUntil(at: number, now: Date = new Date()): number {
  return Math.max(1, Math.ceil((at - now.getTime()) / 1000));
}

export class DomainError extends Error {
  constructor(readonly code: ErrorCode, readonly details: DomainErrorDetails = {}) {
    super(code);
    this.name = 'DomainError';
  }
}
