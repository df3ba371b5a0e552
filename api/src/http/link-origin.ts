/**
 * The origin e-mailed links point at. The configured public origin wins. Otherwise the request's
 * own origin, but in production only when its host is the site's domain: a forged Host header
 * must never put an attacker's domain into a password reset link.
 */
import type { FastifyRequest } from 'fastify';
import type { Config } from '../config.js';
import type { SiteRow } from '../domains/sites/index.js';

/** Origin (scheme://host[:port], no trailing slash) for links in mail sent from this request. */
export function linkOrigin(request: FastifyRequest, site: SiteRow, config: Config): string {
  if (config.publicOrigin) return config.publicOrigin.replace(/\/+$/, '');
  const host = request.hostname.toLowerCase().replace(/^www\./, '');
  if (!config.production || host === site.domain.toLowerCase()) return `${request.protocol}://${request.host}`;
  return `https://${site.domain}`;
}
