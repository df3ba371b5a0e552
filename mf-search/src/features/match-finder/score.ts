/**
 * The match finder's score: how well a profile fits the answers, 0 to 100, made of parts the page
 * explains in words (wanted gender, age in range, same region or country, shared interests).
 */
import type { Gender, ProfileDetail } from '@dating/shared-contracts';

/** What the member answered in the finder. */
export interface FinderAnswers {
  gender?: Gender;
  minAge: number;
  maxAge: number;
  country?: string;
  region?: string;
  /** Interest slugs. */
  interests: string[];
}

/** Points each part of the score can give (they add up to 100). */
export const SCORE_PARTS = { gender: 25, age: 25, place: 20, interests: 30 } as const;

/** One profile's score and the reasons behind it. */
export interface MatchScore {
  total: number;
  genderFits: boolean;
  /** 'in' the wanted range, 'near' within 5 years of it, or 'out'. */
  age: 'in' | 'near' | 'out';
  place: 'region' | 'country' | 'elsewhere';
  /** Slugs of the interests both have, in the member's order. */
  shared: string[];
}

/** Scores one profile against the answers. */
export function scoreProfile(profile: Pick<ProfileDetail, 'gender' | 'age' | 'country' | 'region' | 'interests'>, answers: FinderAnswers): MatchScore {
  const genderFits = !answers.gender || profile.gender === answers.gender;
  const distance = profile.age < answers.minAge ? answers.minAge - profile.age : profile.age > answers.maxAge ? profile.age - answers.maxAge : 0;
  const age = distance === 0 ? 'in' : distance <= 5 ? 'near' : 'out';
  const sameCountry = !answers.country || profile.country === answers.country;
  const place = sameCountry && answers.region && profile.region === answers.region ? 'region' : sameCountry ? 'country' : 'elsewhere';
  const shared = answers.interests.filter((slug) => profile.interests.includes(slug));
  const interestPoints = answers.interests.length === 0 ? SCORE_PARTS.interests : (SCORE_PARTS.interests * shared.length) / answers.interests.length;
  const placePoints = place === 'region' || (place === 'country' && !answers.region) ? SCORE_PARTS.place : place === 'country' ? SCORE_PARTS.place / 2 : 0;
  const total = (genderFits ? SCORE_PARTS.gender : 0) + (age === 'in' ? SCORE_PARTS.age : age === 'near' ? SCORE_PARTS.age / 2 : 0) + placePoints + interestPoints;
  return { total: Math.round(total), genderFits, age, place, shared };
}

/** The best `count` profiles, best first (ties: more shared interests, then as the search sorted them). */
export function bestMatches<P extends Pick<ProfileDetail, 'gender' | 'age' | 'country' | 'region' | 'interests'>>(profiles: P[], answers: FinderAnswers, count: number): Array<{ profile: P; score: MatchScore }> {
  return profiles
    .map((profile, index) => ({ profile, score: scoreProfile(profile, answers), index }))
    .sort((a, b) => b.score.total - a.score.total || b.score.shared.length - a.score.shared.length || a.index - b.index)
    .slice(0, count)
    .map(({ profile, score }) => ({ profile, score }));
}
