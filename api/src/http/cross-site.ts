/**
 * No cross-site writes. Every state-changing request (any method but GET, HEAD and OPTIONS, plus
 * the GET endpoints that change state: logout, the day's auto-like, and a profile, which marks that
 * profile's like of the member seen) must come from this site's own pages:
 *  - a browser that sends Fetch Metadata is believed: `Sec-Fetch-Site` must be same-origin (or
 *    none: the member typed or bookmarked the address);
 *  - an older browser sends Origin (or at least Referer) on a cross-site POST: its host must be
 *    the request's own Host (which a page on another site cannot choose);
 *  - a request with none of these headers comes from no browser (curl, another server), so it
 *    carries no visitor's cookies that a forged form could abuse, and passes.
 * A state-changing GET answered to HEAD never runs (link checkers and prefetchers send HEAD).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DomainError } from '../domains/domain-error.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/**
 * GET endpoints that change state (the spec calls them with GET): logout; the auto-like, which
 * creates the day's like (a cross-site top-level navigation did); a profile, which clears the
 * like_new of its like of the member (an <img> on another site did).
 */
const STATE_CHANGING_GETS = new Set(['/api/logout.php', '/api/auto-like.php', '/api/profile.php']);

/** True for a GET endpoint's path that changes state (never run for HEAD, never cross-site). */
export function changesState(path: string): boolean {
  return STATE_CHANGING_GETS.has(path);
}

/** The host of an Origin or Referer value; null when it has none ("null", malformed). */
function hostOf(value: string): string | null {
  try {
    return new URL(value).host.toLowerCase() || null;
  } catch {
    return null;
  }
}

/** True for a request from this site's own pages or from no browser at all. */
export function isSameOriginRequest(request: FastifyRequest): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  if (typeof fetchSite === 'string') return fetchSite === 'same-origin' || fetchSite === 'none';
  const ownHost = (request.headers.host ?? '').toLowerCase();
  const origin = request.headers.origin;
  if (typeof origin === 'string') return hostOf(origin) === ownHost;
  const referer = request.headers.referer;
  if (typeof referer === 'string') return hostOf(referer) === ownHost;
  return true;
}

/** Registers the check as one onRequest hook for every route. */
export function registerCrossSiteCheck(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    const changing = changesState(request.routeOptions.url ?? '');
    if (changing && request.method === 'HEAD') {
      return reply.code(405).header('allow', 'GET').send();
    }
    if (SAFE_METHODS.has(request.method) && !changing) return;
    if (!isSameOriginRequest(request)) throw new DomainError('cross_site_request');
  });
}
