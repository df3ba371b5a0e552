/** The landers' plain values, without zod (the browser reads them; landers.ts re-exports them with the schemas). */
import { NICHE_SLUGS } from '../constants.js';

/**
 * The niche a lander's optional slug names (spec section 9: 'milf' → 6, also 'milf-dating'); 1
 * (none) for no slug or one no niche starts.
 */
export function nicheOfSlug(slug: string | undefined): number {
  const word = slug?.toLowerCase().split(/[-_]/)[0];
  const found = Object.entries(NICHE_SLUGS).find(([, prefix]) => prefix !== '' && prefix === word);
  return found ? Number(found[0]) : 1;
}

/** Profiles one lander shows at most. */
export const LANDER_PROFILE_COUNT = 12;
