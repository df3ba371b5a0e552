/**
 * The profile form's state: every field as the controls hold it ('' for "not said"), made from the
 * own profile (GET /api/my-profile.php) and turned back into the PUT body, plus the checks the form
 * makes before sending (spec section 5: name and date of birth).
 */
import { birthDateError, profileNameError, type ErrorCode, type OwnProfileDetails, type ProfileUpdate } from '@dating/shared-contracts';
import type { FieldErrors } from '@dating/remote-kit';

/** The profile fields a member picks from a list (spec section 3), in the order the form shows them. */
export const CHOICE_FIELDS = ['sexuality', 'hair_colour', 'eye_colour', 'body_type', 'relationship_status', 'tattoos', 'signup_reason'] as const;
/** One of the list-picked profile fields. */
export type ChoiceField = (typeof CHOICE_FIELDS)[number];

/** The form's values: text as typed, choices as their value or '' for none. */
export interface ProfileDraft extends Record<ChoiceField, string> {
  name: string;
  gender: string;
  seeking: string;
  interests: string[];
  date_of_birth: string;
  country: string;
  region: string;
  city: string;
  about: string;
}

const orEmpty = (value: string | null) => value ?? '';
const orNull = (value: string) => (value.trim() === '' ? null : value);

/** The draft of a saved profile. */
export function draftOf(profile: OwnProfileDetails): ProfileDraft {
  return {
    name: profile.name,
    gender: profile.gender,
    seeking: orEmpty(profile.seeking),
    interests: [...profile.interests],
    date_of_birth: profile.date_of_birth,
    country: profile.country,
    region: orEmpty(profile.region),
    city: orEmpty(profile.city),
    about: orEmpty(profile.about),
    ...(Object.fromEntries(CHOICE_FIELDS.map((field) => [field, orEmpty(profile[field])])) as Record<ChoiceField, string>),
  };
}

/** The PUT /api/profile.php body of a draft: every field, '' sent as null (cleared). */
export function updateOf(draft: ProfileDraft): ProfileUpdate {
  return {
    name: draft.name.trim(),
    gender: draft.gender as ProfileUpdate['gender'],
    seeking: orNull(draft.seeking) as ProfileUpdate['seeking'],
    interests: draft.interests,
    date_of_birth: draft.date_of_birth,
    country: draft.country,
    region: orNull(draft.region),
    city: orNull(draft.city),
    about: orNull(draft.about),
    ...(Object.fromEntries(CHOICE_FIELDS.map((field) => [field, orNull(draft[field])])) as Pick<ProfileUpdate, ChoiceField>),
  };
}

/** The form's own checks (the API makes the same ones): the error code per field, none when fine. */
export function checkDraft(draft: ProfileDraft, email: string, minAge: number, today: Date): Partial<Record<keyof ProfileDraft, ErrorCode>> {
  const problems: Partial<Record<keyof ProfileDraft, ErrorCode>> = {};
  const name = profileNameError(draft.name.trim(), email);
  if (name) problems.name = name;
  const birth = birthDateError(draft.date_of_birth, minAge, today);
  if (birth) problems.date_of_birth = birth;
  return problems;
}

/** Field messages for the codes of checkDraft. */
export function messagesOf(problems: Partial<Record<string, ErrorCode>>, text: (code: ErrorCode) => string): FieldErrors {
  return Object.fromEntries(Object.entries(problems).map(([field, code]) => [field, code ? text(code) : undefined]));
}
