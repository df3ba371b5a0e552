/**
 * The origin e-mailed links point at: the configured public origin, else the site's own domain.
 * The request's Host and X-Forwarded-Host never choose it, so a forged header can never put an
 * attacker's domain into an activation or password reset link.
 */
import type { Config } from '../../config.js';
import type { SiteRow } from './repository.js';

/** Origin (scheme://host[:port], no trailing slash) for links in mail sent for `site`. */
export function linkOrigin(site: Pick<SiteRow, 'domain'>, config: Pick<Config, 'publicOrigin'>): string {
  if (config.publicOrigin) return config.publicOrigin.replace(/\/+$/, '');
  return `https://${site.domain.toLowerCase()}`;
}
