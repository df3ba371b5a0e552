/**
 * The match finder's matches: the server picks and scores them (GET /api/match-finder.php, one
 * request), so the page only asks and explains.
 */
import type { ApiClient, EndpointAnswer, MatchFinderAnswers, SearchDefaults } from '@dating/shared-contracts';

/** What the member answered in the finder (declared once in shared-contracts). */
export type FinderAnswers = MatchFinderAnswers;

/** A ranked match: the profile's card and its score with the parts of it. */
export type Match = EndpointAnswer<'matchFinder'>['matches'][number];

/** Ages asked before the member's defaults are known. */
const FIRST_AGES = { minAge: 25, maxAge: 45 };

/** The answers the finder opens on: the member's defaults (whom they seek, their country and region, ages around theirs). */
export function finderDefaults(defaults: SearchDefaults | undefined): FinderAnswers {
  const filters = defaults?.filters ?? {};
  return {
    ...(filters.gender && { gender: filters.gender }),
    minAge: filters.min_age ?? FIRST_AGES.minAge,
    maxAge: filters.max_age ?? FIRST_AGES.maxAge,
    ...(filters.country && { country: filters.country }),
    ...(filters.country && defaults?.near_region && { region: defaults.near_region }),
    interests: [],
  };
}

/** The best matches for `answers`, best first. */
export async function findMatches(api: ApiClient, answers: FinderAnswers): Promise<Match[]> {
  const answer = await api.call('matchFinder', {
    gender: answers.gender,
    min_age: answers.minAge,
    max_age: answers.maxAge,
    country: answers.country,
    countryregion: answers.region,
    interests: answers.interests.length > 0 ? answers.interests.join(',') : undefined,
  });
  return answer.matches;
}
