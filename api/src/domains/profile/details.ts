/** A profile row in the field names of shared-contracts: the own-profile answer and the data download share it. */
import type { OwnProfileDetails } from '@dating/shared-contracts';
import type { ProfileRow } from './repository.js';

/** The answer shape of a profile row (the field names of shared-contracts). */
export function profileDetails(profile: ProfileRow): OwnProfileDetails {
  return {
    id: profile.id,
    name: profile.name,
    gender: profile.gender,
    seeking: profile.seeking,
    sexuality: profile.sexuality,
    hair_colour: profile.hairColour,
    eye_colour: profile.eyeColour,
    body_type: profile.bodyType,
    relationship_status: profile.relationshipStatus,
    interests: profile.interests,
    tattoos: profile.tattoos,
    signup_reason: profile.signupReason,
    date_of_birth: profile.dateOfBirth,
    country: profile.country,
    region: profile.region,
    city: profile.city,
    about: profile.about,
  };
}
