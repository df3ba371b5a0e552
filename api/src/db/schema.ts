/** The database schema: one Drizzle schema for PGlite and PostgreSQL alike. */
import { sql } from 'drizzle-orm';
import {
  boolean, date, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** The company behind one or more sites. */
export const companies = pgTable('companies', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  address: text('address').notNull(),
  kvk: text('kvk').notNull(),
  city: text('city').notNull(),
  country: text('country').notNull(),
  tradenames: jsonb('tradenames').$type<string[]>().notNull().default([]),
  vatNumbers: jsonb('vat_numbers').$type<string[]>().notNull().default([]),
  supportPhone: text('support_phone').notNull(),
  deleteDiscount: integer('delete_discount').notNull().default(0),
  added: timestamp('added', { withTimezone: true }).notNull().defaultNow(),
});

/** A site: one domain with its settings (spec section 3, "Site settings"). */
export const sites = pgTable('sites', {
  id: serial('id').primaryKey(),
  domain: text('domain').notNull().unique(),
  isDefault: boolean('is_default').notNull().default(false),
  companyId: integer('company_id').notNull().references(() => companies.id),
  name: text('name').notNull(),
  indexTitle: text('index_title').notNull(),
  description: text('description').notNull(),
  countries: jsonb('countries').$type<string[]>().notNull(),
  visibleProfileFields: jsonb('visible_profile_fields').$type<string[]>().notNull(),
  visibleProfileNotes: boolean('visible_profile_notes').notNull().default(true),
  niche: integer('niche').notNull().default(1),
  signups: text('signups').$type<'all' | 'with_trafficsource' | 'other'>().notNull().default('all'),
  loggedOutSearch: boolean('logged_out_search').notNull().default(true),
  loggedOutSearchTrafficsource: boolean('logged_out_search_trafficsource').notNull().default(false),
  enableSiteEntryPopup: text('enable_site_entry_popup').$type<'yes' | 'no'>().notNull().default('yes'),
  cdnPrefix: text('cdn_prefix').notNull().default('/media/'),
  domainLanguage: text('domain_language').notNull().default('nl_NL'),
  messageCredits: integer('message_credits').notNull(),
  photoCredits: integer('photo_credits').notNull(),
  giftCredits: integer('gift_credits').notNull(),
  signupCredits: integer('signup_credits').notNull(),
  messageLength: integer('message_length').notNull(),
  minimumMessageCosts: jsonb('minimum_message_costs').$type<Record<string, { costs: number; currency: string }>>().notNull(),
  minAge: integer('min_age').notNull().default(18),
  supportEmail: text('support_email').notNull(),
  supportPhone: text('support_phone').notNull(),
  searchFields: jsonb('search_fields').$type<string[]>().notNull(),
  fictionalWarning: text('fictional_warning').notNull(),
  fictionalSingular: text('fictional_singular').notNull(),
  fictionalPlural: text('fictional_plural').notNull(),
  fictionalIcon: text('fictional_icon').notNull(),
  refundDays: integer('refund_days').notNull(),
  memberResell: boolean('member_resell').notNull().default(false),
  mailName: text('mail_name').notNull(),
});

/** A member account. E-mail is unique per site (case-insensitive). */
export const members = pgTable('members', {
  id: serial('id').primaryKey(),
  siteId: integer('site_id').notNull().references(() => sites.id),
  email: text('email').notNull(),
  passwordHash: text('password_hash').notNull(),
  status: text('status').$type<'not_confirmed' | 'confirmed' | 'blocked' | 'deleted'>().notNull().default('not_confirmed'),
  credits: integer('credits').notNull().default(0),
  paidUser: boolean('paid_user').notNull().default(false),
  signupDate: timestamp('signup_date', { withTimezone: true }).notNull().defaultNow(),
  language: text('language').notNull().default('nl'),
  notificationsDisabled: jsonb('notifications_disabled').$type<string[]>().notNull().default([]),
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
  /** Why the member left (asked at deletion; kept for the company's records until erasure). */
  deletionReason: text('deletion_reason'),
  /** When the erasure job removed the personal data (14 days after deletion). */
  erasedAt: timestamp('erased_at', { withTimezone: true }),
  isDemo: boolean('is_demo').notNull().default(false),
}, (t) => [uniqueIndex('members_site_email').on(t.siteId, sql`lower(${t.email})`)]);

/** A profile: a member's own, or a fictional sample profile (member_id null, fictional true). */
export const profiles = pgTable('profiles', {
  id: serial('id').primaryKey(),
  memberId: integer('member_id').references(() => members.id, { onDelete: 'cascade' }).unique(),
  name: text('name').notNull(),
  gender: text('gender').$type<'male' | 'female'>().notNull(),
  seeking: text('seeking').$type<'male' | 'female'>(),
  sexuality: text('sexuality'),
  hairColour: text('hair_colour'),
  eyeColour: text('eye_colour'),
  bodyType: text('body_type'),
  relationshipStatus: text('relationship_status'),
  interests: jsonb('interests').$type<string[]>().notNull().default([]),
  tattoos: text('tattoos'),
  signupReason: text('signup_reason'),
  dateOfBirth: date('date_of_birth').notNull(),
  country: text('country').notNull(),
  region: text('region'),
  city: text('city'),
  about: text('about'),
  niche: integer('niche').notNull().default(1),
  fictional: boolean('fictional').notNull().default(false),
  status: text('status').$type<'active' | 'disabled' | 'invisible'>().notNull().default('active'),
  createdAt: createdAt(),
}, (t) => [index('profiles_search').on(t.status, t.gender, t.country)]);

/** One stored rendition of an image: path relative to the media folder, and its pixel size. */
export interface ImageFile {
  file: string;
  width: number;
  height: number;
}

/**
 * An image of a profile; only active ones are public. `sizes` are the sharp renditions (smallest
 * first); `blurred` is the copy a non-premium viewer gets, under an unrelated random file name;
 * `dhash` is the perceptual hash an upload is compared with (duplicates of another member's photo).
 */
export const profileImages = pgTable('profile_images', {
  id: serial('id').primaryKey(),
  profileId: integer('profile_id').notNull().references(() => profiles.id, { onDelete: 'cascade' }),
  filename: text('filename').notNull(),
  thumbFilename: text('thumb_filename').notNull(),
  status: text('status').$type<'active' | 'pending' | 'rejected'>().notNull().default('active'),
  isMain: boolean('is_main').notNull().default(false),
  /** Gallery order (main photo first). */
  position: integer('position').notNull().default(0),
  sizes: jsonb('sizes').$type<ImageFile[]>().notNull().default([]),
  blurred: jsonb('blurred').$type<ImageFile | null>(),
  dhash: text('dhash'),
  createdAt: createdAt(),
}, (t) => [index('profile_images_profile').on(t.profileId), index('profile_images_dhash').on(t.dhash)]);

/** A login session. Only a hash of the cookie token is stored. */
export const sessions = pgTable('sessions', {
  id: serial('id').primaryKey(),
  memberId: integer('member_id').notNull().references(() => members.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
  userAgent: text('user_agent'),
});

/** Every login attempt, for blocking after repeated failures. */
export const loginAttempts = pgTable('login_attempts', {
  id: serial('id').primaryKey(),
  siteId: integer('site_id').notNull(),
  email: text('email').notNull(),
  ip: text('ip'),
  succeeded: boolean('succeeded').notNull(),
  createdAt: createdAt(),
}, (t) => [index('login_attempts_lookup').on(t.siteId, t.email, t.createdAt)]);

/**
 * Single-use tokens e-mailed to members; stored hashed. `detail` carries what the link acts on: the
 * new address of a mail change, the old address of its undo.
 */
export const memberTokens = pgTable('member_tokens', {
  id: serial('id').primaryKey(),
  memberId: integer('member_id').notNull().references(() => members.id, { onDelete: 'cascade' }),
  purpose: text('purpose').$type<'activation' | 'password_reset' | 'mail_change' | 'mail_change_undo' | 'reactivation'>().notNull(),
  tokenHash: text('token_hash').notNull().unique(),
  detail: text('detail'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
}, (t) => [index('member_tokens_member').on(t.memberId, t.purpose, t.createdAt)]);

/** Outgoing mail; the default transport keeps it here (the dev outbox). */
export const outgoingMail = pgTable('outgoing_mail', {
  id: serial('id').primaryKey(),
  siteId: integer('site_id'),
  memberId: integer('member_id'),
  kind: text('kind').notNull(),
  toAddress: text('to_address').notNull(),
  fromAddress: text('from_address').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html').notNull(),
  transport: text('transport').notNull(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/** Advertising tracking data a member signed up with. */
export const trackingData = pgTable('tracking_data', {
  id: serial('id').primaryKey(),
  memberId: integer('member_id').notNull().references(() => members.id, { onDelete: 'cascade' }),
  network: text('network'),
  ref: text('ref'),
  sub1: text('sub1'),
  sub2: text('sub2'),
  sub3: text('sub3'),
  createdAt: createdAt(),
});

/** Interests members can pick, with a label per locale. */
export const interests = pgTable('interests', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  labels: jsonb('labels').$type<Record<string, string>>().notNull(),
});

/** Regions per country. */
export const regions = pgTable('regions', {
  id: serial('id').primaryKey(),
  country: text('country').notNull(),
  name: text('name').notNull(),
}, (t) => [uniqueIndex('regions_country_name').on(t.country, t.name)]);

/**
 * A complaint from a visitor or member, with the reference it is known by. After a member's
 * erasure the complaint stays (the company must answer it) without the member link.
 */
export const complaints = pgTable('complaints', {
  id: serial('id').primaryKey(),
  siteId: integer('site_id').notNull().references(() => sites.id),
  reference: text('reference').notNull().unique(),
  category: text('category').notNull(),
  description: text('description').notNull(),
  /** The profile complained about, when reached from its "report". */
  profileId: integer('profile_id').references(() => profiles.id, { onDelete: 'set null' }),
  memberId: integer('member_id').references(() => members.id, { onDelete: 'set null' }),
  email: text('email'),
  ip: text('ip'),
  status: text('status').$type<'open' | 'closed'>().notNull().default('open'),
  createdAt: createdAt(),
}, (t) => [index('complaints_ip_time').on(t.ip, t.createdAt), index('complaints_member').on(t.memberId)]);
