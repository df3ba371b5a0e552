/** Shapes of search, profile, geocode, block and swipe. */
import { z } from 'zod';
import { inputText, queryRecordId, recordId } from './input.js';
import { GENDERS } from '../entities.js';
import { photoSchema, profileCardSchema } from './profile-card.js';

/** Profiles on one search page. */
export const SEARCH_PAGE_SIZE = 24;
/** Below this many results on a page, the answer adds similar profiles. */
export const SIMILAR_BELOW = 6;
/** Years the age range widens by when looking for similar profiles. */
export const SIMILAR_AGE_WIDENING = 5;
/** A member's default ages: their own age minus and plus this many years, within 18–99 (docs/discovery.md). */
export const DEFAULT_AGE_SPREAD = 8;

const age = z.coerce.number().int().min(18).max(99);
const trackingValue = inputText().max(200).optional();
/** Tracking data a visitor arrived with (network, ref, sub1–3), passed on by the front end. */
const visitorTracking = { network: trackingValue, ref: trackingValue, sub1: trackingValue, sub2: trackingValue, sub3: trackingValue };

/** GET /api/search.php. Tracking values (network, ref, sub1–3) are those the visitor arrived with. */
export const searchQuerySchema = z.strictObject({
  gender: z.enum(GENDERS).optional(),
  country: inputText().regex(/^[A-Za-z]{2}$/).transform((c) => c.toUpperCase()).optional(),
  countryregion: inputText().trim().min(1).max(100).optional(),
  min_age: age.optional(),
  max_age: age.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  /** "lat,lon": the server fills country and region from it (near me). */
  near: inputText().regex(/^-?\d{1,2}(\.\d+)?,-?\d{1,3}(\.\d+)?$/).optional(),
  /** The niche whose profiles to show (spec section 9: 1 none … 7 gay), e.g. a lander's slug; default: the site's. */
  niche: z.coerce.number().int().min(1).max(7).optional(),
  /** "1": the member asked for everyone, everywhere, every age; without it and without filters the viewer's defaults apply. */
  all: z.literal('1').optional(),
  ...visitorTracking,
});
export type SearchQuery = z.input<typeof searchQuerySchema>;

/** The filters a search ran with: the ones asked, or the viewer's defaults (docs/discovery.md). */
export const searchFiltersSchema = z.object({
  gender: z.enum(GENDERS).optional(),
  country: z.string().optional(),
  countryregion: z.string().optional(),
  min_age: z.number().int().optional(),
  max_age: z.number().int().optional(),
});
export type AppliedSearchFilters = z.infer<typeof searchFiltersSchema>;

/** GET /api/search-defaults.php answer: the filters discovery opens on for this viewer. */
export const searchDefaultsAnswerSchema = z.object({
  filters: searchFiltersSchema,
  /** The member's own region: profiles there come first (null for a visitor or a member without one). */
  near_region: z.string().nullable(),
});
export type SearchDefaults = z.infer<typeof searchDefaultsAnswerSchema>;

/** GET /api/search.php answer. */
export const searchAnswerSchema = z.object({
  /** The filters applied (the asked ones, else the viewer's defaults). */
  filters: searchFiltersSchema,
  /** Whether `filters` are the viewer's defaults (nothing was asked). */
  defaults: z.boolean(),
  /** Profiles in this region come first (the member's own region, when the search is in their country). */
  near_region: z.string().nullable(),
  profiles: z.array(profileCardSchema),
  total: z.number().int(),
  page: z.number().int(),
  pages: z.number().int(),
  /** Profiles close to the criteria when the page has fewer than SIMILAR_BELOW. */
  similar: z.array(profileCardSchema),
});
export type SearchAnswer = z.infer<typeof searchAnswerSchema>;

/** GET /api/profile.php?id= */
export const profileQuerySchema = z.strictObject({ id: queryRecordId, ...visitorTracking });

/** One profile with what the site shows of it: its card and more. */
export const profileDetailSchema = profileCardSchema.extend({
  /** The site's visible_profile_fields with this profile's values (null: not filled in). */
  fields: z.record(z.string(), z.union([z.string(), z.array(z.string()), z.null()])),
  interests: z.array(z.string()),
  about: z.string().nullable(),
  /** Active photos, main first. */
  photos: z.array(photoSchema),
  /**
   * Only when members look at their own profile ("this is how others see you"): whether others
   * can see it now (an unconfirmed or hidden one they cannot) and how many of its photos wait for review.
   */
  own: z.object({ visible: z.boolean(), pending_photos: z.number().int() }).optional(),
});
export type ProfileDetail = z.infer<typeof profileDetailSchema>;
export const profileAnswerSchema = z.object({ profile: profileDetailSchema });

/** GET /api/geocode.php?lat=&lon= */
export const geocodeQuerySchema = z.strictObject({
  lat: z.coerce.number().min(-90).max(90),
  lon: z.coerce.number().min(-180).max(180),
});
/** A place from the offline GeoNames data, or false when none is near or the country is not served. */
export const geocodeAnswerSchema = z.union([
  z.object({ country: z.string(), region: z.string().nullable(), city: z.string() }),
  z.literal(false),
]);
export type GeocodeAnswer = z.infer<typeof geocodeAnswerSchema>;

const profileId = recordId;

/** POST / DELETE /api/block.php */
export const blockRequestSchema = z.strictObject({ profile_id: profileId });

/** POST /api/swipe.php: like (or skip) one profile in the swipe game. */
export const swipeRequestSchema = z.strictObject({ profile_id: profileId, liked: z.boolean() });
/** Swipe answer: the likes left today and when the count starts again. */
export const swipeAnswerSchema = z.object({
  liked: z.boolean(),
  /** The like made a match: the profile had liked the member already. */
  matched: z.boolean(),
  /** Likes left today; null: no daily limit (premium members, docs/discovery.md). */
  likes_left: z.number().int().min(0).nullable(),
  /** ISO time the member's day ends (the next like is possible then when none are left). */
  resets_at: z.string(),
});
export type SwipeAnswer = z.infer<typeof swipeAnswerSchema>;

/** GET /api/swipe.php: the swipe game's likes left today, before any swipe. */
export const swipeStatusAnswerSchema = swipeAnswerSchema.pick({ likes_left: true, resets_at: true });
export type SwipeStatus = z.infer<typeof swipeStatusAnswerSchema>;
