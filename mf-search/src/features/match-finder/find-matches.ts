/**
 * The match finder's candidates: the search for the answers (and its similar profiles when the
 * search is thin), then each candidate's profile for its interests, scored and ranked.
 */
import type { ApiClient, ProfileDetail } from '@dating/shared-contracts';
import { bestMatches, type FinderAnswers, type MatchScore } from './score';

/** Profiles whose interests are read and scored (one request each, so kept small). */
export const CANDIDATES = 12;
/** Matches the finder shows. */
export const SHOWN_MATCHES = 6;

/** A ranked match. */
export interface Match {
  profile: ProfileDetail;
  score: MatchScore;
}

/** The best matches for `answers`. */
export async function findMatches(api: ApiClient, answers: FinderAnswers): Promise<Match[]> {
  const result = await api.call('search', {
    gender: answers.gender,
    country: answers.country,
    countryregion: answers.region,
    min_age: answers.minAge,
    max_age: answers.maxAge,
  });
  const cards = [...result.profiles, ...result.similar].slice(0, CANDIDATES);
  const details = await Promise.all(
    cards.map((card) => api.call('profile', { id: card.id }).then((answer) => answer.profile, () => null)),
  );
  return bestMatches(details.filter((detail): detail is ProfileDetail => detail !== null), answers, SHOWN_MATCHES);
}
