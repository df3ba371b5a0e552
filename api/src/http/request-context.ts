/** Per-request context: the site (by host), the session's member, the caller's country and IP. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isLocale } from '@dating/shared-contracts';
import { DomainError } from '../domains/domain-error.js';
import type { Domains } from '../domains/index.js';
import type { SiteRow } from '../domains/sites/repository.js';
import { authTokenOf } from './auth-cookie.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The session's member id, resolved once per request (undefined = not looked up yet). */
    sessionMemberId?: number | null;
  }
}

/** Declares the per-request fields up front, which keeps request objects one shape (fast). */
export function registerRequestContext(app: FastifyInstance) {
  app.decorateRequest('sessionMemberId', undefined);
  app.decorateRequest('memberLocale', undefined);
}

/** The site the request is for (its host; a `domain` query may force one). */
export function siteOf(request: FastifyRequest, domains: Domains, forcedDomain?: string): Promise<SiteRow> {
  return domains.sites.siteForHost(forcedDomain ?? request.hostname);
}

/** The logged-in member's id, or null for a visitor. */
export async function memberIdOf(request: FastifyRequest, domains: Domains): Promise<number | null> {
  if (request.sessionMemberId === undefined) {
    request.sessionMemberId = await domains.sessions.memberIdFor(authTokenOf(request));
  }
  return request.sessionMemberId;
}

/** The logged-in member's id; a visitor gets 403 with the auth-required flag. */
export async function requireMemberId(request: FastifyRequest, domains: Domains): Promise<number> {
  const id = await memberIdOf(request, domains);
  if (id === null) throw new DomainError('auth_required');
  return id;
}

/** Answers follow the member's saved language once it is known. */
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
