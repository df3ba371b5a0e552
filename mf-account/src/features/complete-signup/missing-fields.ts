/**
 * Which profile fields a member who signed up through a lander or the API has left (spec section
 * 4: signup steps left, `api_signup_complete`): the ones a short signup does not ask.
 */
import type { OwnProfileDetails } from '@dating/shared-contracts';

/** Fields the completion form can ask, in its order. */
export const COMPLETABLE = ['seeking', 'region', 'city'] as const;
/** One completable field. */
export type Completable = (typeof COMPLETABLE)[number];

/** The completable fields still empty in `profile`. */
export function missingFields(profile: OwnProfileDetails): Completable[] {
  return COMPLETABLE.filter((field) => profile[field] === null || profile[field] === '');
}
