/**
 * Request and answer shapes of the member's own side: own profile, photos, e-mail
 * preferences, password, e-mail change, deletion and reactivation, the data download, complaints.
 */
import { z } from 'zod';
import { PHOTO_REJECTION_REASONS } from './photo-review.js';
import {
  BODY_TYPES, EYE_COLOURS, GENDERS, HAIR_COLOURS, RELATIONSHIP_STATUSES, SEEKING_CHOICES, SEXUALITIES, SIGNUP_REASONS, TATTOO_OPTIONS,
} from '../entities.js';
import { TEXT_LIMITS } from '../constants.js';
import { inputText, recordId } from './input.js';
import { userAnswerSchema } from './users.js';

/** Kinds of e-mail a member may switch off (spec section 3, notifications_disabled). */
export const NOTIFICATION_KINDS = ['message', 'like', 'match', 'news'] as const;
/** One switchable kind of e-mail. */
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** What a complaint is about. */
export const COMPLAINT_CATEGORIES = ['fake_profile', 'harassment', 'inappropriate_photo', 'underage', 'scam', 'billing', 'privacy', 'other'] as const;
/** One complaint category. */
export type ComplaintCategory = (typeof COMPLAINT_CATEGORIES)[number];

/** Photo upload limits and the files the server renders of a photo (px, smallest first). */
export const PHOTO_UPLOAD = {
  maxBytes: 10 * 1024 * 1024,
  /** Width × height beyond which an image is refused before it is decoded (pixel floods). */
  maxPixels: 50_000_000,
  /** The shape of every frame a profile photo is shown in (width / height, 3:4 portrait). */
  frameRatio: 3 / 4,
  /** A profile photo's frame widths: a 240 px card at 1×, 2× and 3× (never enlarged beyond the photo). */
  frameWidths: [240, 480, 720],
  /** The square a profile photo gives avatars (top bar, lists), cut around the same focal point. */
  avatarSize: 120,
  /** Longer edges of a photo kept whole (photos sent in the chat are never cut). */
  wholeEdges: [120, 400, 800],
} as const;

/** Longer free texts of the own profile and of complaints. */
export const ACCOUNT_TEXT_LIMITS = { about: 2_000, city: 100, complaint: 5_000, deletionReason: 1_000, interests: 30 } as const;

const choice = <T extends readonly [string, ...string[]]>(values: T) => z.enum(values).nullable().optional();

/** PUT /api/profile.php: the fields to change (absent ones stay; null clears an optional one). */
export const profileUpdateSchema = z.strictObject({
  name: inputText().trim().max(TEXT_LIMITS.name).optional(),
  gender: z.enum(GENDERS).optional(),
  seeking: z.enum(SEEKING_CHOICES).nullable().optional(),
  sexuality: choice(SEXUALITIES),
  hair_colour: choice(HAIR_COLOURS),
  eye_colour: choice(EYE_COLOURS),
  body_type: choice(BODY_TYPES),
  relationship_status: choice(RELATIONSHIP_STATUSES),
  interests: z.array(inputText().max(60)).max(ACCOUNT_TEXT_LIMITS.interests).optional(),
  tattoos: choice(TATTOO_OPTIONS),
  signup_reason: choice(SIGNUP_REASONS),
  /** ISO date, YYYY-MM-DD. */
  date_of_birth: inputText().max(10).optional(),
  country: inputText().length(2).optional(),
  region: inputText().max(100).nullable().optional(),
  city: inputText().trim().max(ACCOUNT_TEXT_LIMITS.city).nullable().optional(),
  about: inputText().max(ACCOUNT_TEXT_LIMITS.about).nullable().optional(),
});
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

/** The member's own profile with every editable field. */
export const ownProfileDetailsSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  gender: z.string(),
  seeking: z.string().nullable(),
  sexuality: z.string().nullable(),
  hair_colour: z.string().nullable(),
  eye_colour: z.string().nullable(),
  body_type: z.string().nullable(),
  relationship_status: z.string().nullable(),
  interests: z.array(z.string()),
  tattoos: z.string().nullable(),
  signup_reason: z.string().nullable(),
  date_of_birth: z.string(),
  country: z.string(),
  region: z.string().nullable(),
  city: z.string().nullable(),
  about: z.string().nullable(),
});
export type OwnProfileDetails = z.infer<typeof ownProfileDetailsSchema>;
export const ownProfileAnswerSchema = z.object({ profile: ownProfileDetailsSchema });

/** One rendition of an own photo. */
export const ownPhotoSizeSchema = z.object({ url: z.string(), width: z.number().int(), height: z.number().int() });

/** One of the member's own photos; `pending` ones are visible to their owner only. */
export const ownPhotoSchema = z.object({
  id: z.number().int(),
  status: z.enum(['active', 'pending', 'rejected']),
  main: z.boolean(),
  position: z.number().int(),
  sizes: z.array(ownPhotoSizeSchema),
  /** Why a moderator rejected it (PHOTO_REJECTION_REASONS), shown to the member in their language; null otherwise. */
  rejection_reason: z.enum(PHOTO_REJECTION_REASONS).nullable(),
});
export type OwnPhoto = z.infer<typeof ownPhotoSchema>;

/** GET/POST/PUT/DELETE /api/photos.php answer: every own photo in gallery order, and the limit. */
export const ownPhotosAnswerSchema = z.object({ photos: z.array(ownPhotoSchema), limit: z.number().int() });

/** PUT /api/photos.php: choose the main photo and/or the order (every own photo id, once). */
export const photosUpdateSchema = z.strictObject({
  main: recordId.optional(),
  order: z.array(recordId).max(100).optional(),
});

/** DELETE /api/photos.php. */
export const photoDeleteSchema = z.strictObject({ id: recordId });

/** PUT /api/notifications.php: the kinds of e-mail the member does not want. */
export const notificationsUpdateSchema = z.strictObject({
  notifications_disabled: z.array(z.enum(NOTIFICATION_KINDS)).max(NOTIFICATION_KINDS.length),
});

/** PUT /api/password.php. */
export const passwordChangeSchema = z.strictObject({
  old_password: inputText().max(TEXT_LIMITS.password.max),
  password: inputText().max(TEXT_LIMITS.password.max),
  password_confirmation: inputText().max(TEXT_LIMITS.password.max),
});

/** POST /api/mail-change.php: the new address and the current password. */
export const mailChangeRequestSchema = z.strictObject({
  email: inputText().trim().max(TEXT_LIMITS.email),
  password: inputText().max(TEXT_LIMITS.password.max),
});

/** PUT /api/mail-change.php: the token from the confirmation link (or the undo link to the old address). */
export const mailChangeConfirmSchema = z.strictObject({ token: inputText().min(1).max(200) });

/** PUT /api/mail-change.php answer: the address now in force and whether this was the undo. */
export const mailChangeAnswerSchema = z.object({ email: z.string(), undone: z.boolean() });

/** DELETE /api/user.php: delete the account (reversible for ACCOUNT_REACTIVATION_DAYS). */
export const accountDeleteSchema = z.strictObject({
  password: inputText().max(TEXT_LIMITS.password.max),
  reason: inputText().trim().max(ACCOUNT_TEXT_LIMITS.deletionReason),
});

/** POST /api/reactivate.php: the mailed token, or the credentials of a login that was offered reactivation. */
export const reactivateSchema = z.union([
  z.strictObject({ token: inputText().min(1).max(200) }),
  z.strictObject({ email: inputText().trim().min(1).max(TEXT_LIMITS.email), password: inputText().min(1).max(TEXT_LIMITS.password.max) }),
]);
export const reactivateAnswerSchema = userAnswerSchema;

/** POST /api/complaints.php. `email` is the contact address of a visitor (members are known). */
export const complaintRequestSchema = z.strictObject({
  category: z.enum(COMPLAINT_CATEGORIES),
  description: inputText().trim().min(1).max(ACCOUNT_TEXT_LIMITS.complaint),
  profile_id: recordId.optional(),
  email: inputText().trim().max(TEXT_LIMITS.email).optional(),
});
export type ComplaintRequest = z.infer<typeof complaintRequestSchema>;
/** The reference the complainant quotes to customer service. */
export const complaintAnswerSchema = z.object({ reference: z.string() });
