/**
 * Login sessions: a random cookie token (only its hash is stored), new at every login, revoked at
 * logout. (Who may try to log in is login safety's: domains/login-safety.)
 */
import { AUTH_COOKIE_DAYS } from '@dating/shared-contracts';
import { TtlCache } from '../../lib/ttl-cache.js';
import type { ServerEventsService } from '../server-events/index.js';
import type { SessionsRepository } from './repository.js';
import { hashToken, newToken } from './tokens.js';

const MINUTE = 60_000;
/** How long a session lookup is trusted without asking the database (revocation here is immediate). */
const SESSION_CACHE_MS = 5_000;
/**
 * How long a token's member is remembered once its cached answer expired. A token never changes
 * member, so this is only ever a guess about whether the session is still live, which the lookup
 * confirms; it lets the member's own read go to the database beside the lookup (memberIdFor's `beside`).
 */
const KNOWN_MEMBER_MS = 60 * MINUTE;

/** What an ended session tells: its streams close (ServerEventsService's signals). */
type SessionSignals = Pick<ServerEventsService, 'sessionEnded' | 'memberSignedOut' | 'onSessionsEnded'>;

export function createSessionsService(repository: SessionsRepository, signals: SessionSignals) {
  /** token hash → member id (null: no live session). */
  const live = new TtlCache<string, { memberId: number | null }>(SESSION_CACHE_MS);
  /**
   * Lookups under way: requests at once with one token share one (when the cached answer expired
   * under load, each of fifty asked the database). An ended session drops its lookup, so no
   * answer read before the end is kept.
   */
  const looking = new Map<string, Promise<number | null>>();
  /** token hash → the member it was started for (see KNOWN_MEMBER_MS). */
  const known = new TtlCache<string, number>(KNOWN_MEMBER_MS);
  const forget = (tokenHash: string) => {
    live.delete(tokenHash);
    looking.delete(tokenHash);
    known.delete(tokenHash);
  };
  // Another process's logout reaches this cache with the same signal that closes the streams.
  signals.onSessionsEnded(({ tokenHash, memberId }) => {
    if (tokenHash) forget(tokenHash);
    if (memberId !== undefined) {
      live.deleteWhere((entry) => entry.memberId === memberId);
      known.deleteWhere((known) => known === memberId);
      looking.clear();
    }
  });

  return {
    /** Starts a session; returns the cookie token and its expiry. */
    async start(memberId: number, userAgent: string | null): Promise<{ token: string; expiresAt: Date }> {
      const token = newToken();
      const expiresAt = new Date(Date.now() + AUTH_COOKIE_DAYS * 24 * 60 * MINUTE);
      const tokenHash = hashToken(token);
      await repository.insert({ memberId, tokenHash, expiresAt, userAgent: userAgent?.slice(0, 300) ?? null });
      known.set(tokenHash, memberId);
      return { token, expiresAt };
    },

    /**
     * The token's live member (null: no live session). When the answer must come from the
     * database and the token's member is known here (KNOWN_MEMBER_MS), `beside` gets that member
     * first, so its own read can go along with the lookup; only the returned id says who is logged in.
     */
    async memberIdFor(token: string | undefined, beside?: (likelyMemberId: number) => void): Promise<number | null> {
      if (!token || token.length > 100) return null;
      const tokenHash = hashToken(token);
      const cached = live.get(tokenHash);
      if (cached) return cached.memberId;
      const under = looking.get(tokenHash);
      if (under) return under;
      const likely = known.get(tokenHash);
      if (likely !== undefined) beside?.(likely);
      const flight: Promise<number | null> = repository.liveSession(tokenHash).then((session) => {
        // Never trust a cached session past its own expiry, nor one that ended during the read.
        const ttl = session ? Math.min(SESSION_CACHE_MS, session.expiresAt.getTime() - Date.now()) : SESSION_CACHE_MS;
        if (ttl > 0 && looking.get(tokenHash) === flight) live.set(tokenHash, { memberId: session?.memberId ?? null }, ttl);
        if (session && looking.get(tokenHash) === flight) known.set(tokenHash, session.memberId);
        else if (!session) known.delete(tokenHash);
        return session?.memberId ?? null;
      });
      looking.set(tokenHash, flight);
      try {
        return await flight;
      } finally {
        if (looking.get(tokenHash) === flight) looking.delete(tokenHash);
      }
    },

    async end(token: string | undefined): Promise<void> {
      if (!token || token.length > 100) return;
      const tokenHash = hashToken(token);
      forget(tokenHash);
      await repository.revoke(tokenHash);
      signals.sessionEnded(tokenHash);
    },

    async endAll(memberId: number): Promise<void> {
      live.deleteWhere((entry) => entry.memberId === memberId);
      known.deleteWhere((known) => known === memberId);
      looking.clear();
      await repository.revokeAllFor(memberId);
      signals.memberSignedOut(memberId);
    },
  };
}
export type SessionsService = ReturnType<typeof createSessionsService>;
