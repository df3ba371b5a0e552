/**
 * The search that fits a new member's signup answers: the gender they seek ("everyone" sets none),
 * their own country, and ages within ten years of their own.
 */
import { GENDERS, type Gender, type OwnProfileDetails } from '@dating/shared-contracts';
import { AGE_MAX, AGE_MIN, type SearchFilters } from './search-query';

/** Years either side of the member's own age. */
export const AGE_SPREAD = 10;

/** The member's age on `today` from a YYYY-MM-DD birth date. */
export function ageOn(dateOfBirth: string, today: Date): number {
  const [y, m, d] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const had = today.getUTCMonth() + 1 > m || (today.getUTCMonth() + 1 === m && today.getUTCDate() >= d);
  return today.getUTCFullYear() - y - (had ? 0 : 1);
}

/** The filters that fit `profile`'s answers. */
export function seekingFilters(profile: Pick<OwnProfileDetails, 'seeking' | 'country' | 'date_of_birth'>, today = new Date()): SearchFilters {
  const filters: SearchFilters = { page: 1, country: profile.country };
  if ((GENDERS as readonly string[]).includes(profile.seeking ?? '')) filters.gender = profile.seeking as Gender;
  const age = ageOn(profile.date_of_birth, today);
  if (Number.isFinite(age)) {
    filters.min_age = Math.max(AGE_MIN, age - AGE_SPREAD);
    filters.max_age = Math.min(AGE_MAX, age + AGE_SPREAD);
  }
  return filters;
}
