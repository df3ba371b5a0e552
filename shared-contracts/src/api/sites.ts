/** Query shapes of the site endpoints: settings, company, interests, regions. */
import { z } from 'zod';

/** GET /api/settings.php: the request's host, or a forced domain (first server-side load). */
export const settingsQuerySchema = z.strictObject({
  domain: z.string().max(253).regex(/^[a-z0-9.-]+(:\d+)?$/i).optional(),
});

/** GET /api/regions.php?country=NL */
export const regionsQuerySchema = z.strictObject({
  country: z.string().regex(/^[A-Za-z]{2}$/).optional(),
});
