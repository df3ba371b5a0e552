/** Per-request context: the site (by host), the session's member, the caller's country and IP. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isLocale } from '@dating/shared-contracts';
import { DomainError } from '../domains/domain-error.js';
import type { SessionsService } from '../domains/sessions/index.js';
import type { SiteRow, SitesService } from '../domains/sites/index.js';
import type { UsersService } from '../domains/users/index.js';
import { authTokenOf } from './auth-cookie.js';

/** The logged-in member a member-only route runs for. */
export interface RequestMember {
  id: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Looks up the session's member id (null for a visitor); the request remembers the answer. */
    sessionMemberId(request: FastifyRequest): Promise<number | null>;
    /** The request's site (its host; a `domain` query may force one). */
    siteOf(request: FastifyRequest, forcedDomain?: string): Promise<SiteRow>;
  }
  interface FastifyRequest {
    /** The session's member id, resolved once per request (undefined = not looked up yet). */
    sessionMemberId?: number | null;
    /** Set by the member guard on member-only routes; null everywhere else. */
    member: RequestMember | null;
  }
}

/**
 * Declares the per-request fields up front (keeps request objects one shape, which is fast) and
 * the session and site lookups every route may use.
 */
export function registerRequestContext(app: FastifyInstance, { sessions, sites, users }: { sessions: SessionsService; sites: SitesService; users: UsersService }) {
  app.decorateRequest('sessionMemberId', undefined);
  app.decorateRequest('memberLocale', undefined);
  app.decorateRequest('member', null);
  app.decorate('sessionMemberId', async (request: FastifyRequest) => {
    if (request.sessionMemberId === undefined) {
      // When the session's lookup has to go to the database, the member's read that nearly every
      // member request makes next goes beside it: on the embedded database each trip waits its
      // turn behind whatever runs (docs/embedded-database.md).
      request.sessionMemberId = await sessions.memberIdFor(authTokenOf(request), users.preload);
    }
    return request.sessionMemberId;
  });
  app.decorate('siteOf', (request: FastifyRequest, forcedDomain?: string) => sites.siteForHost(forcedDomain ?? request.hostname));
}

/** The site the request is for (its host; a `domain` query may force one). */
export function siteOf(request: FastifyRequest, forcedDomain?: string): Promise<SiteRow> {
  return request.server.siteOf(request, forcedDomain);
}

/** The logged-in member's id, or null for a visitor. */
export function memberIdOf(request: FastifyRequest): Promise<number | null> {
  return request.server.sessionMemberId(request);
}

/**
 * The one member guard (an onRequest hook of every member-only route): puts the member on the
 * request, or answers a visitor 403 with the auth-required flag before the body is even read.
 */
export async function requireMember(request: FastifyRequest): Promise<void> {
  const id = await memberIdOf(request);
  if (id === null) throw new DomainError('auth_required');
  request.member = { id };
}

/** Answers follow the member's saved language once it is known, where no page names its own (http/request-locale.ts). */
export function useMemberLocale(request: FastifyRequest, language: string | undefined) {
  if (isLocale(language)) request.memberLocale = language;
}

/**
 * The caller's country as a trusted edge proxy reports it (no GeoIP database ships offline); null
 * when the request did not come through a configured proxy, whatever headers the client sent.
 */
export function countryOf(request: FastifyRequest): string | null {
  if (!request.server.viaTrustedProxy(request)) return null;
  const header = request.headers['cf-ipcountry'] ?? request.headers['x-country-code'];
  const value = Array.isArray(header) ? header[0] : header;
  return value && /^[A-Za-z]{2}$/.test(value) ? value.toUpperCase() : null;
}
