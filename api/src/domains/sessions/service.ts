/**
 * Login sessions: a random cookie token (only its hash is stored), new at every login, revoked at
 * logout; and the login-safety rule that blocks an (address, client) pair for some minutes after
 * repeated failures.
 */
import {
  AUTH_COOKIE_DAYS, LOGIN_BLOCK_MINUTES, LOGIN_FAILURE_WINDOW_MINUTES, LOGIN_MAX_FAILURES,
} from '@dating/shared-contracts';
import { TtlCache } from '../../lib/ttl-cache.js';
import { DomainError } from '../domain-error.js';
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

    /**
     * Throws login_blocked (with the minutes left) while this client is blocked on this address.
     * The block is per (address, client): a stranger's failures never lock the owner out elsewhere.
     */
    async assertNotBlocked(siteId: number, email: string, ip: string | null): Promise<void> {
      const since = new Date(Date.now() - (LOGIN_FAILURE_WINDOW_MINUTES + LOGIN_BLOCK_MINUTES) * MINUTE);
      const { failures, lastFailure } = await repository.recentFailures(siteId, email, ip, since);
      if (failures < LOGIN_MAX_FAILURES || !lastFailure) return;
      const blockedUntil = lastFailure.getTime() + LOGIN_BLOCK_MINUTES * MINUTE;
      if (blockedUntil > Date.now()) {
        const minutes = Math.ceil((blockedUntil - Date.now()) / MINUTE);
        throw new DomainError('login_blocked', { minutes, values: { minutes }, retryAfterSeconds: Math.ceil((blockedUntil - Date.now()) / 1000) });
      }
    },

    /** Records a failed login; throws login_blocked when this failure reaches the limit, else login_failed. */
    async recordFailure(siteId: number, email: string, ip: string | null): Promise<never> {
      await repository.recordAttempt({ siteId, email, ip, succeeded: false });
      await this.assertNotBlocked(siteId, email, ip);
      throw new DomainError('login_failed');
    },

    async recordSuccess(siteId: number, email: string, ip: string | null): Promise<void> {
      await repository.recordAttempt({ siteId, email, ip, succeeded: true });
    },

    /** The member proved who they are (password reset): every login block on their address ends. */
    async liftLoginBlocks(memberId: number): Promise<{ siteId: number; email: string } | null> {
      return repository.recordSuccessFor(memberId);
    },
  };
}
export type SessionsService = ReturnType<typeof createSessionsService>;
