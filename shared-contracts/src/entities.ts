/** Entities of spec section 3 as zod schemas, with their TypeScript types. */
import { z } from 'zod';
import { inputText } from './api/input.js';
import { LOCALES } from './locales.js';

export const localeSchema = z.enum(LOCALES);

/** Member account status. */
export const memberStatusSchema = z.enum(['not_confirmed', 'confirmed', 'blocked', 'deleted']);
export type MemberStatus = z.infer<typeof memberStatusSchema>;

import { PROFILE_STATUSES } from './choices.js';

/** Profile visibility status (PROFILE_STATUSES); a member who has not confirmed e-mail has a disabled profile. */
export const profileStatusSchema = z.enum(PROFILE_STATUSES);
// The lists live in the zod-free choices.ts, so a browser app that reads one (the search form's
// genders) does not pull in zod with this file's schemas; re-exported here as before.
export * from './choices.js';

/** The main image as answers carry it; null means the member has no photo. */
export const mainImageSchema = z
  .object({ filename: z.string(), thumb_filename: z.string(), match: z.string().optional() })
  .nullable();
export type MainImage = z.infer<typeof mainImageSchema>;

/**
 * A member's own profile, as the user endpoint carries it: not a card (api/profile-card.ts). A
 * card is what a viewer may see of someone else; this is what the member's own pages need of
 * themselves: the profile's status (disabled until the address is confirmed) and the main photo's
 * file names as the spec's user answer names them, whatever the visibility rule says.
 */
export const ownProfileSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  country: z.string(),
  region: z.string().nullable(),
  main_image: mainImageSchema,
  status: profileStatusSchema,
});
export type OwnProfile = z.infer<typeof ownProfileSchema>;

/** The current member, as GET /api/user.php answers it. */
export const memberSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  status: memberStatusSchema,
  credits: z.number().int(),
  paid_user: z.boolean(),
  signup_date: z.string(),
  language: localeSchema,
  notifications_disabled: z.array(z.string()),
  profile: ownProfileSchema,
});
/** The logged-in member (spec "User"). */
export type Member = z.infer<typeof memberSchema>;

/** Signup modes: open to all, only with a traffic source, or closed (invite only). */
export const signupModeSchema = z.enum(['all', 'with_trafficsource', 'other']);
export type SignupMode = z.infer<typeof signupModeSchema>;

/** Minimum message costs per country. */
export const minimumMessageCostsSchema = z.record(
  z.string(),
  z.object({ costs: z.number(), currency: z.string() }),
);

/** Site settings, loaded once per visit (spec section 3). */
export const siteSettingsSchema = z.object({
  countries: z.array(z.string()),
  name: z.string(),
  index_title: z.string(),
  description: z.string(),
  visible_profile_fields: z.array(z.string()),
  visible_profile_notes: z.boolean(),
  geoip_country: z.string().nullable(),
  geoip_selected_country: z.string().nullable(),
  niche: z.number().int().min(1).max(7),
  signups: signupModeSchema,
  logged_out_search: z.boolean(),
  logged_out_search_trafficsource: z.boolean(),
  enable_site_entry_popup: z.enum(['yes', 'no']),
  push_public_key: z.string().nullable(),
  cdn_prefix: z.string(),
  domain: z.string(),
  /** The domain the public knows the site by (legal texts name it); `domain` is the host requests are matched on. */
  public_domain: z.string(),
  domain_language: z.string(),
  message_credits: z.number().int(),
  photo_credits: z.number().int(),
  gift_credits: z.number().int(),
  signup_credits: z.number().int(),
  message_length: z.number().int(),
  minimum_message_costs: minimumMessageCostsSchema,
  min_age: z.number().int(),
  support_email: z.string(),
  support_phone: z.string(),
  search_fields: z.array(z.string()),
  fictional_warning: z.string(),
  fictional_singular: z.string(),
  fictional_plural: z.string(),
  fictional_icon: z.string(),
  refund_days: z.number().int(),
  member_resell: z.boolean(),
  company_id: z.number().int(),
  mail_name: z.string(),
  /** Seconds after entering the members area before the site asks for an auto-like. */
  auto_like_delay_seconds: z.number().int().min(0),
  region_data: z.record(z.string(), z.array(z.string())),
  interests: z.array(z.string()),
});
export type SiteSettings = z.infer<typeof siteSettingsSchema>;

/** The company behind the site. */
export const companyInfoSchema = z.object({
  name: z.string(),
  address: z.string(),
  kvk: z.string(),
  city: z.string(),
  country: z.string(),
  tradenames: z.array(z.string()),
  vat_numbers: z.array(z.string()),
  support_phone: z.string(),
  delete_discount: z.number().int(),
  added: z.string(),
});
export type CompanyInfo = z.infer<typeof companyInfoSchema>;

/** Advertising tracking data a visitor arrives with. */
export const trackingDataSchema = z.strictObject({
  network: inputText().max(100).optional(),
  ref: inputText().max(100).optional(),
  sub1: inputText().max(200).optional(),
  sub2: inputText().max(200).optional(),
  sub3: inputText().max(200).optional(),
});
export type TrackingData = z.infer<typeof trackingDataSchema>;
