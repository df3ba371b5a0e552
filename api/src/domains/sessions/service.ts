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

/** What an ended session tells: its streams close (ServerEventsService's signals). */
type SessionSignals = Pick<ServerEventsService, 'sessionEnded' | 'memberSignedOut' | 'onSessionsEnded'>;

export function createSessionsService(repository: SessionsRepository, signals: SessionSignals) {
  /** token hash → member id (null: no live session). */
  const live = new TtlCache<string, { memberId: number | null }>(SESSION_CACHE_MS);
  // Another process's logout reaches this cache with the same signal that closes the streams.
  signals.onSessionsEnded(({ tokenHash, memberId }) => {
    if (tokenHash) live.delete(tokenHash);
    if (memberId !== undefined) live.deleteWhere((entry) => entry.memberId === memberId);
  });

  return {
    /** Starts a session; returns the cookie token and its expiry. */
    async start(memberId: number, userAgent: string | null): Promise<{ token: string; expiresAt: Date }> {
      const token = newToken();
      const expiresAt = new Date(Date.now() + AUTH_COOKIE_DAYS * 24 * 60 * MINUTE);
      await repository.insert({ memberId, tokenHash: hashToken(token), expiresAt, userAgent: userAgent?.slice(0, 300) ?? null });
      return { token, expiresAt };
    },

    async memberIdFor(token: string | undefined): Promise<number | null> {
      if (!token || token.length > 100) return null;
      const tokenHash = hashToken(token);
      const cached = live.get(tokenHash);
      if (cached) return cached.memberId;
      const session = await repository.liveSession(tokenHash);
      // Never trust a cached session past its own expiry.
      const ttl = session ? Math.min(SESSION_CACHE_MS, session.expiresAt.getTime() - Date.now()) : SESSION_CACHE_MS;
      if (ttl > 0) live.set(tokenHash, { memberId: session?.memberId ?? null }, ttl);
      return session?.memberId ?? null;
    },

    async end(token: string | undefined): Promise<void> {
      if (!token || token.length > 100) return;
      const tokenHash = hashToken(token);
      live.delete(tokenHash);
      await repository.revoke(tokenHash);
      signals.sessionEnded(tokenHash);
    },

    async endAll(memberId: number): Promise<void> {
      live.deleteWhere((entry) => entry.memberId === memberId);
      await repository.revokeAllFor(memberId);
      signals.memberSignedOut(memberId);
    },
  };
}
export type SessionsService = ReturnType<typeof createSessionsService>;
