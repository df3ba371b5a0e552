/**
 * The match finder's matches: the server picks and scores them (GET /api/match-finder.php, one
 * request), so the page only asks and explains.
 */
import type { ApiClient, EndpointAnswer, MatchFinderAnswers } from '@dating/shared-contracts';

/** What the member answered in the finder (declared once in shared-contracts). */
export type FinderAnswers = MatchFinderAnswers;

/** A ranked match: the profile's card and its score with the parts of it. */
export type Match = EndpointAnswer<'matchFinder'>['matches'][number];

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
