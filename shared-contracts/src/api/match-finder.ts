/** Shapes of the match finder: the answers asked, and the best matches scored on the server. */
import { z } from 'zod';
import { inputText } from './input.js';
import { GENDERS } from '../entities.js';
import { ACCOUNT_TEXT_LIMITS } from './account.js';
import { profileCardSchema } from './profile-card.js';

/** Points each part of a match's score can give; they add up to 100. */
export const MATCH_SCORE_PARTS = { gender: 25, age: 25, place: 20, interests: 30 } as const;
/** Years outside the wanted ages that still count as "near" (half the age points). */
export const MATCH_AGE_NEAR = 5;
/** Matches the finder answers, best first. */
export const MATCH_FINDER_RESULTS = 6;

const age = z.coerce.number().int().min(18).max(99);

/**
 * GET /api/match-finder.php. `interests` is a comma-separated list of interest slugs
 * (e.g. `cooking,travel`); ages default to the whole range.
 */
export const matchFinderQuerySchema = z.strictObject({
  gender: z.enum(GENDERS).optional(),
  min_age: age.default(18),
  max_age: age.default(99),
  country: inputText().regex(/^[A-Za-z]{2}$/).transform((c) => c.toUpperCase()).optional(),
  countryregion: inputText().trim().min(1).max(100).optional(),
  interests: inputText().max(2_000)
    .transform((list) => [...new Set(list.split(',').map((slug) => slug.trim()).filter((slug) => slug !== ''))])
    .pipe(z.array(z.string().regex(/^[a-z0-9_-]{1,60}$/)).max(ACCOUNT_TEXT_LIMITS.interests))
    .default([]),
});
export type MatchFinderQuery = z.input<typeof matchFinderQuerySchema>;

/** What a member answered in the match finder: the page keeps it, the search domain scores by it. */
export interface MatchFinderAnswers {
  gender?: z.infer<typeof matchFinderQuerySchema>['gender'];
  minAge: number;
  maxAge: number;
  country?: string;
  region?: string;
  /** Interest slugs, in the order asked. */
  interests: string[];
}

/** Why a match scored what it did, part by part, so the page can say it in words. */
export const matchScoreSchema = z.object({
  /** 0 to 100: the sum of the parts (MATCH_SCORE_PARTS), rounded. */
  total: z.number().int().min(0).max(100),
  /** The profile is of the wanted gender (always true when none was asked). */
  gender_fits: z.boolean(),
  /** 'in' the wanted ages, 'near' within MATCH_AGE_NEAR years of them, or 'out'. */
  age: z.enum(['in', 'near', 'out']),
  /** Same region (or same country when no region was asked), same country, or elsewhere. */
  place: z.enum(['region', 'country', 'elsewhere']),
  /** Slugs of the asked interests the profile has too, in the order asked. */
  shared: z.array(z.string()),
});
export type MatchScore = z.infer<typeof matchScoreSchema>;

/** GET /api/match-finder.php answer: the best matches, best first. */
export const matchFinderAnswerSchema = z.object({
  matches: z.array(z.object({ profile: profileCardSchema, score: matchScoreSchema })),
});
export type MatchFinderAnswer = z.infer<typeof matchFinderAnswerSchema>;
