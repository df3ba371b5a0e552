/** Query shapes of the site endpoints: settings, company, interests, regions. */
import { z } from 'zod';
import { inputText } from './input.js';

/** GET /api/settings.php: the request's host, or a forced domain (first server-side load). */
export const settingsQuerySchema = z.strictObject({
  domain: inputText().max(253).regex(/^[a-z0-9.-]+(:\d+)?$/i).optional(),
});

/** GET /api/regions.php?country=NL */
export const regionsQuerySchema = z.strictObject({
  country: inputText().regex(/^[A-Za-z]{2}$/).optional(),
});

/** One interest with its label in the caller's language. */
export const interestSchema = z.object({ id: z.number().int(), slug: z.string(), label: z.string() });
export type Interest = z.infer<typeof interestSchema>;

/** GET /api/interests.php answer. */
export const interestsAnswerSchema = z.object({ interests: z.array(interestSchema) });

/** GET /api/regions.php answer: region names per country code. */
export const regionsAnswerSchema = z.object({ regions: z.record(z.string(), z.array(z.string())) });

/** A site page's token: lower-case letters, digits and dashes, as it stands in the URL (`/about-us`). */
export const sitePageTokenSchema = inputText().regex(/^[a-z0-9][a-z0-9-]{0,63}$/);

/** GET /api/page.php?token=about-us */
export const sitePageQuerySchema = z.strictObject({ token: sitePageTokenSchema });

/** A page the site publishes under its own token, in the caller's language. */
export const sitePageAnswerSchema = z.object({
  token: z.string(),
  /** The language the title and text are in (the caller's, else English, else Dutch). */
  language: z.string(),
  title: z.string(),
  /** Plain text; paragraphs are separated by a blank line. */
  body: z.string(),
});
/** One site page as the API answers it. */
export type SitePage = z.infer<typeof sitePageAnswerSchema>;
