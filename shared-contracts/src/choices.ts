/**
 * The lists a profile field may take and other plain values of the entities, without zod: the
 * browser apps read these (the search form's genders, the profile's choices), and a module with
 * zod schemas at its top level would bring all of zod along (entities.ts builds its schemas from
 * these lists and re-exports them).
 */

/** Genders a profile may have (stored keys; each app shows them as woman, man, non-binary). */
export const GENDERS = ['female', 'male', 'non_binary'] as const;
/** A profile's gender. */
export type Gender = (typeof GENDERS)[number];
/** Whom a profile is looking for: one gender, or everyone. */
export const SEEKING_CHOICES = [...GENDERS, 'everyone'] as const;
export type Seeking = (typeof SEEKING_CHOICES)[number];
/** Orientations a profile may state (the 2023 data's 'hetero' and 'bi' became 'straight' and 'bisexual'). */
export const SEXUALITIES = ['straight', 'gay', 'lesbian', 'bisexual', 'pansexual', 'asexual', 'queer', 'questioning'] as const;
export type Sexuality = (typeof SEXUALITIES)[number];
export const HAIR_COLOURS = ['black', 'brown', 'blond', 'red', 'grey', 'other'] as const;
export const EYE_COLOURS = ['brown', 'blue', 'green', 'grey', 'other'] as const;
export const BODY_TYPES = ['slim', 'average', 'athletic', 'curvy', 'large'] as const;
export const RELATIONSHIP_STATUSES = ['single', 'divorced', 'widowed', 'relationship', 'married'] as const;
export const TATTOO_OPTIONS = ['none', 'some', 'many'] as const;
export const SIGNUP_REASONS = ['dating', 'chat', 'friendship', 'relationship', 'adventure'] as const;
/** Each list-picked profile field of spec section 3 and the values it may take (the API checks the same lists). */
export const PROFILE_FIELD_CHOICES = {
  gender: GENDERS,
  seeking: SEEKING_CHOICES,
  sexuality: SEXUALITIES,
  hair_colour: HAIR_COLOURS,
  eye_colour: EYE_COLOURS,
  body_type: BODY_TYPES,
  relationship_status: RELATIONSHIP_STATUSES,
  tattoos: TATTOO_OPTIONS,
  signup_reason: SIGNUP_REASONS,
} as const;

/** Removes dashes and spaces from a support phone number (spec section 5). */
export function cleanPhone(phone: string): string {
  return phone.replace(/[-\s]/g, '');
}

/**
 * A profile's status, decided by the profiles domain: active (visible to whom visibleTo allows),
 * hidden (its member deleted the account, reversible for 14 days), blocked (staff took it down),
 * disabled (its member has not confirmed the e-mail address yet).
 */
export const PROFILE_STATUSES = ['active', 'hidden', 'blocked', 'disabled'] as const;
export type ProfileStatus = (typeof PROFILE_STATUSES)[number];

/** Why a member's credits moved: each credit ledger entry has one kind. */
export const CREDIT_ENTRY_KINDS = [
  'opening_balance', 'signup_bonus', 'purchase', 'message', 'gift', 'photo', 'refund', 'correction',
] as const;
export type CreditEntryKind = (typeof CREDIT_ENTRY_KINDS)[number];

/** What a staff member may do: moderators review photos and complaints, operators write as fictional profiles, admins do both and more. */
export const STAFF_ROLES = ['moderator', 'operator', 'admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
