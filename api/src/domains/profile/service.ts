/**
 * The member's own profile: read it whole, and change any of its fields under the rules of spec
 * section 5 (name, date of birth) and the site's choices (country, region, interests). Every
 * broken rule is reported at once, per field, and nothing is written unless all pass.
 */
import {
  birthDateError, COUNTRIES, profileNameError, type ErrorCode, type OwnProfileDetails, type ProfileUpdate,
} from '@dating/shared-contracts';
import type { Clock } from '../../lib/clock.js';
import { DomainError } from '../domain-error.js';
import { profileDetails } from './details.js';
import type { ProfileChanges, ProfileRepository } from './repository.js';

/** Empty text means "not given". */
const blankToNull = (value: string | null | undefined) => (value === undefined ? undefined : value?.trim() || null);

export function createProfileService(repository: ProfileRepository, clock: Clock, onChange: (memberId: number) => void) {
  async function load(memberId: number) {
    const row = await repository.ownProfile(memberId);
    if (!row) throw new DomainError('not_found');
    return row;
  }

  return {
    async own(memberId: number): Promise<OwnProfileDetails> {
      return profileDetails((await load(memberId)).profile);
    },

    async save(memberId: number, input: ProfileUpdate): Promise<OwnProfileDetails> {
      const { profile, email, minAge, countries } = await load(memberId);
      const fields: Record<string, ErrorCode> = {};

      if (input.name !== undefined) {
        const nameError = profileNameError(input.name, email);
        if (nameError) fields.name = nameError;
      }
      if (input.date_of_birth !== undefined) {
        const birthError = birthDateError(input.date_of_birth, minAge, clock.now());
        if (birthError) fields.date_of_birth = birthError;
      }
      const country = input.country?.toUpperCase() ?? profile.country;
      if (input.country !== undefined && !(COUNTRIES.includes(country) && countries.includes(country))) fields.country = 'invalid_input';
      // A new country without a region clears the old one (it belonged to the old country).
      const region = input.region !== undefined ? blankToNull(input.region) : input.country !== undefined && country !== profile.country ? null : undefined;
      if (region && !(await repository.regionExists(country, region))) fields.region = 'invalid_input';
      if (input.interests) {
        const known = await repository.knownInterests(input.interests);
        if (known.length !== new Set(input.interests).size) fields.interests = 'invalid_input';
      }
      const first = Object.values(fields)[0];
      if (first) throw new DomainError(first, { fields, values: { min_age: minAge } });

      const changes: ProfileChanges = {
        name: input.name?.trim(),
        gender: input.gender,
        seeking: input.seeking,
        sexuality: input.sexuality,
        hairColour: input.hair_colour,
        eyeColour: input.eye_colour,
        bodyType: input.body_type,
        relationshipStatus: input.relationship_status,
        interests: input.interests && [...new Set(input.interests)],
        tattoos: input.tattoos,
        signupReason: input.signup_reason,
        dateOfBirth: input.date_of_birth,
        country: input.country === undefined ? undefined : country,
        region,
        city: blankToNull(input.city),
        about: blankToNull(input.about),
      };
      const defined = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined)) as ProfileChanges;
      await repository.update(memberId, defined);
      onChange(memberId);
      return profileDetails((await load(memberId)).profile);
    },
  };
}
export type ProfileService = ReturnType<typeof createProfileService>;
