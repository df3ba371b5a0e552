/** The database schema: one Drizzle schema for PGlite and PostgreSQL alike. */
import { sql } from 'drizzle-orm';
import {
  boolean, check, date, index, type AnyPgColumn, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  CREDIT_ENTRY_KINDS, GENDERS, MESSAGE_KINDS, PAYMENT_METHODS, PAYMENT_STATES, PROFILE_STATUSES, SEEKING_CHOICES, SEXUALITIES, STAFF_ROLES,
  type ComplaintAction, type ComplaintEvidence, type CreditEntryKind, type Gender, type MessageKind, type PaymentMethod, type PaymentState, type PhotoRejectionReason, type ProfileStatus, type Seeking, type Sexuality, type StaffRole,
} from '@dating/shared-contracts';

/** A list of allowed values as SQL, for check constraints (constants only, never input). */
const allowed = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

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

/** A site's texts in one language (the settings fields of the same names). */
export interface SiteTexts {
  index_title: string;
  description: string;
  fictional_warning: string;
  fictional_singular: string;
  fictional_plural: string;
}

/** A site: one domain with its settings (spec section 3, "Site settings"). */
export const sites = pgTable('sites', {
  id: serial('id').primaryKey(),
  domain: text('domain').notNull().unique(),
  /** The domain the public knows the site by (legal texts name it); `domain` is the host requests are matched on. */
  publicDomain: text('public_domain'),
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
  /** The texts above per locale; a locale missing here falls back to the columns. */
  texts: jsonb('texts').$type<Partial<Record<string, SiteTexts>>>().notNull().default({}),
  refundDays: integer('refund_days').notNull(),
  memberResell: boolean('member_resell').notNull().default(false),
  mailName: text('mail_name').notNull(),
  /** Seconds after a member enters the members area before the site asks for an auto-like. */
  autoLikeDelaySeconds: integer('auto_like_delay_seconds').notNull().default(20),
});

/**
 * A page a site publishes under its own token (spec section 2, "{token}" pages): its title and
 * text per language (locale → text; a missing language falls back to English, then Dutch).
 */
export const sitePages = pgTable(
  'site_pages',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id').notNull().references(() => sites.id),
    token: text('token').notNull(),
    titles: jsonb('titles').$type<Record<string, string>>().notNull(),
    bodies: jsonb('bodies').$type<Record<string, string>>().notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('site_pages_site_token').on(table.siteId, table.token)],
);

/** A member account. E-mail is unique per site (case-insensitive). */
export const members = pgTable('members', {
  id: serial('id').primaryKey(),
  siteId: integer('site_id').notNull().references(() => sites.id),
  email: text('email').notNull(),
  passwordHash: text('password_hash').notNull(),
  status: text('status').$type<'not_confirmed' | 'confirmed' | 'blocked' | 'deleted'>().notNull().default('not_confirmed'),
  /**
   * The credit balance, a cache of the sum of the member's credit_entries: written only by the
   * credits domain's ledger, in the transaction of the entry it adds, and never below zero.
   */
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
  /**
   * The matches made up to this time have been announced to the member ("It's a match"), in
   * whichever browser: a match is announced once per account, not once per browser. A new account
   * starts now, and so did every account when the column came (their older matches count as seen).
   */
  matchesAnnouncedUntil: timestamp('matches_announced_until', { withTimezone: true }).notNull().defaultNow(),
  /** When the member last got the daily auto-like: one a member's day, whatever became of that like since. */
  autoLikedAt: timestamp('auto_liked_at', { withTimezone: true }),
}, (t) => [
  uniqueIndex('members_site_email').on(t.siteId, sql`lower(${t.email})`),
  check('members_credits_not_negative', sql`${t.credits} >= 0`),
]);

/** A profile: a member's own, or a fictional sample profile (member_id null, fictional true). */
export const profiles = pgTable('profiles', {
  id: serial('id').primaryKey(),
  memberId: integer('member_id').references(() => members.id, { onDelete: 'cascade' }).unique(),
  name: text('name').notNull(),
  gender: text('gender').$type<Gender>().notNull(),
  seeking: text('seeking').$type<Seeking>(),
  sexuality: text('sexuality').$type<Sexuality>(),
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
  status: text('status').$type<ProfileStatus>().notNull().default('active'),
  /** Last activity; search lists the most recently seen first. */
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
  createdAt: createdAt(),
}, (t) => [
  // Search walks one of these in "last seen" order and stops after a page: by gender and country,
  // or by country and region when no gender is chosen. Only active profiles of the site's niche
  // are ever searched, so the niche leads each of them. The trailing birth date and member id let
  // the total be counted from the index alone (age filter, member check, blocks), without the table.
  index('profiles_search_niche_gender').on(t.niche, t.gender, t.country, t.lastSeenAt.desc().nullsLast(), t.id.desc(), t.dateOfBirth, t.memberId).where(sql`${t.status} = 'active'`),
  index('profiles_search_niche_region').on(t.niche, t.country, t.region, t.lastSeenAt.desc().nullsLast(), t.id.desc(), t.dateOfBirth, t.memberId).where(sql`${t.status} = 'active'`),
  index('profiles_search_niche_recent').on(t.niche, t.lastSeenAt.desc().nullsLast(), t.id.desc(), t.dateOfBirth, t.memberId).where(sql`${t.status} = 'active'`),
  check('profiles_gender_known', sql`${t.gender} in (${allowed(GENDERS)})`),
  check('profiles_seeking_known', sql`${t.seeking} is null or ${t.seeking} in (${allowed(SEEKING_CHOICES)})`),
  check('profiles_sexuality_known', sql`${t.sexuality} is null or ${t.sexuality} in (${allowed(SEXUALITIES)})`),
  check('profiles_status_known', sql`${t.status} in (${allowed(PROFILE_STATUSES)})`),
]);

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
  /** The other profile's photo the duplicate check found this one similar to (why it waits for a moderator). */
  similarToId: integer('similar_to_id').references((): AnyPgColumn => profileImages.id, { onDelete: 'set null' }),
  /** Why a moderator rejected it (one of PHOTO_REJECTION_REASONS); the member reads it in their language. */
  rejectionReason: text('rejection_reason').$type<PhotoRejectionReason>(),
  createdAt: createdAt(),
}, (t) => [
  index('profile_images_profile').on(t.profileId),
  // The moderators' queue: pending photos oldest first, one walk of a small partial index.
  index('profile_images_pending').on(t.createdAt, t.id).where(sql`${t.status} = 'pending'`),
  index('profile_images_dhash').on(t.dhash),
  // Every card in a list shows its profile's main photo: one index probe per card, no sort.
  index('profile_images_main').on(t.profileId, t.position).where(sql`${t.isMain} and ${t.status} = 'active'`),
]);

/** A member blocked a profile: the two never see each other again (spec section 6). */
export const blocks = pgTable('blocks', {
  id: serial('id').primaryKey(),
  blockerMemberId: integer('blocker_member_id').notNull().references(() => members.id, { onDelete: 'cascade' }),
  blockedProfileId: integer('blocked_profile_id').notNull().references(() => profiles.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
}, (t) => [
  uniqueIndex('blocks_pair').on(t.blockerMemberId, t.blockedProfileId),
  index('blocks_blocked_profile').on(t.blockedProfileId),
]);

/**
 * A like of a profile (swipe game, profile page or card, or an auto-like). The liker is a member
 * (`likerMemberId`) or, for an auto-like, a fictional profile (`likerProfileId`); exactly one is set.
 * `likeNew` is the spec's like_new flag: the liked member has not seen it yet. One like per pair.
 */
export const likes = pgTable('likes', {
  id: serial('id').primaryKey(),
  likerMemberId: integer('liker_member_id').references(() => members.id, { onDelete: 'cascade' }),
  likerProfileId: integer('liker_profile_id').references(() => profiles.id, { onDelete: 'cascade' }),
  likedProfileId: integer('liked_profile_id').notNull().references(() => profiles.id, { onDelete: 'cascade' }),
  source: text('source').$type<'swipe' | 'profile' | 'auto'>().notNull(),
  likeNew: boolean('like_new').notNull().default(true),
  createdAt: createdAt(),
  /**
   * When the like became mutual (the later of the two likes), on both likes of a match; null while
   * only one side likes. Kept by the trigger of migration 0008 in the transaction of the like that
   * makes the pair mutual (and cleared on the other like when one is taken back).
   */
  matchedAt: timestamp('matched_at', { withTimezone: true }),
}, (t) => [
  uniqueIndex('likes_pair').on(t.likerMemberId, t.likedProfileId),
  uniqueIndex('likes_fictional_pair').on(t.likerProfileId, t.likedProfileId),
  // The likes lists page by (created_at, id), newest first (keyset): a page is a walk of one of these
  // two indexes that stops after it. They also serve the daily counts by liker or liked profile.
  index('likes_given_page').on(t.likerMemberId, t.createdAt, t.id),
  index('likes_received_page').on(t.likedProfileId, t.createdAt, t.id),
  // The badge counts a profile's unseen likes from the index alone (who liked, without the table).
  // The matches list is a walk of the member's matched likes, newest match first, stopping after a page.
  index('likes_matches_page').on(t.likerMemberId, t.matchedAt, t.likedProfileId).where(sql`${t.matchedAt} is not null`),
  index('likes_new_received').on(t.likedProfileId, t.likerProfileId, t.likerMemberId).where(sql`${t.likeNew}`),
  check('likes_one_liker', sql`(${t.likerMemberId} is null) <> (${t.likerProfileId} is null)`),
]);

/**
 * The swipe game's day of a member: when it began and ends, and the likes given in it. Kept apart
 * from the likes, so taking a like back (or a block removing it) refunds nothing; and a day runs to
 * its own end whatever the member's country becomes meanwhile (likes/member-day.ts).
 */
export const swipeDays = pgTable('swipe_days', {
  memberId: integer('member_id').primaryKey().references(() => members.id, { onDelete: 'cascade' }),
  dayStart: timestamp('day_start', { withTimezone: true }).notNull(),
  dayEnd: timestamp('day_end', { withTimezone: true }).notNull(),
  likesUsed: integer('likes_used').notNull(),
});

/**
 * A conversation between two profiles (a member's, or a fictional one an operator answers for),
 * one per pair: `low_profile_id` < `high_profile_id`. `startedByMemberId` counts a free member's
 * conversations (FREE_CONVERSATIONS).
 */
export const conversations = pgTable('conversations', {
  id: serial('id').primaryKey(),
  lowProfileId: integer('low_profile_id').notNull().references(() => profiles.id, { onDelete: 'cascade' }),
  highProfileId: integer('high_profile_id').notNull().references(() => profiles.id, { onDelete: 'cascade' }),
  startedByMemberId: integer('started_by_member_id').references(() => members.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
}, (t) => [
  uniqueIndex('conversations_pair').on(t.lowProfileId, t.highProfileId),
  index('conversations_started_by').on(t.startedByMemberId),
  check('conversations_pair_ordered', sql`${t.lowProfileId} < ${t.highProfileId}`),
]);

/**
 * One side of a conversation and its read state: the profile, its member (null for a fictional
 * profile), the newest message this side sees (a held message reaches the receiver's row only
 * once delivered) and its time, which orders the chat list; the unread count (kept by the send and
 * the read, so the list and the badge never count messages), the newest message read, and the
 * newest message the member removed from view (deleting a conversation hides what came before; a
 * new message shows it again).
 */
export const conversationMembers = pgTable('conversation_members', {
  conversationId: integer('conversation_id').notNull().references(() => conversations.id, { onDelete: 'cascade' }),
  profileId: integer('profile_id').notNull().references(() => profiles.id, { onDelete: 'cascade' }),
  memberId: integer('member_id').references(() => members.id, { onDelete: 'cascade' }),
  lastMessageId: integer('last_message_id').notNull().default(0),
  lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
  unreadCount: integer('unread_count').notNull().default(0),
  readUpTo: integer('read_up_to').notNull().default(0),
  clearedUpTo: integer('cleared_up_to').notNull().default(0),
}, (t) => [
  primaryKey({ columns: [t.conversationId, t.profileId], name: 'conversation_members_pkey' }),
  // The chat list (most recent first, paged by keyset on time and conversation) and the unread total read a member's rows from here.
  index('conversation_members_list').on(t.memberId, t.lastMessageAt, t.conversationId),
  check('conversation_members_unread_not_negative', sql`${t.unreadCount} >= 0`),
]);

/**
 * A message: text, gift or photo, from one side of a conversation. `clientId` is the browser's id
 * of the send, unique per sender, so a retried send finds its message; `credits` is what it cost
 * (0 for a free message; the ledger entry is keyed `message:<member>:<client id>`). `deliveredAt`
 * stays null while the sender has not confirmed the e-mail (spec section 4): the receiver sees it
 * only once delivered.
 */
/** The files of a photo sent in the chat (see messages.photo). */
export interface ChatPhotoFiles {
  sizes: ImageFile[];
  blurred: ImageFile;
}

export const messages = pgTable('messages', {
  id: serial('id').primaryKey(),
  conversationId: integer('conversation_id').notNull().references(() => conversations.id, { onDelete: 'cascade' }),
  senderProfileId: integer('sender_profile_id').notNull().references(() => profiles.id, { onDelete: 'cascade' }),
  senderMemberId: integer('sender_member_id').references(() => members.id, { onDelete: 'cascade' }),
  clientId: text('client_id'),
  kind: text('kind').$type<MessageKind>().notNull(),
  text: text('text'),
  giftId: text('gift_id'),
  /** A photo message's files (kind photo): re-encoded sizes and the blurred copy, under the media folder's chat/ (never served as static files). */
  photo: jsonb('photo').$type<ChatPhotoFiles>(),
  credits: integer('credits').notNull().default(0),
  deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  /** The operator who wrote it as its fictional profile (null for a member's own message); `clientId` is then the operator's. */
  writtenByStaffId: integer('written_by_staff_id').references(() => staff.id),
  createdAt: createdAt(),
}, (t) => [
  uniqueIndex('messages_sender_client').on(t.senderMemberId, t.clientId),
  // An operator's retried answer finds its message (the member's index above leaves null senders unconstrained).
  uniqueIndex('messages_operator_client').on(t.writtenByStaffId, t.clientId).where(sql`${t.writtenByStaffId} is not null`),
  // A history page is a backward walk of this index from the cursor.
  index('messages_conversation_page').on(t.conversationId, t.id),
  index('messages_held').on(t.senderMemberId).where(sql`${t.deliveredAt} is null`),
  check('messages_kind_known', sql`${t.kind} in (${allowed(MESSAGE_KINDS)})`),
]);

/** The page a member or visitor left within moments (spec section 7, `?lb` page-bounce logging). */
export const pageBounces = pgTable('page_bounces', {
  id: serial('id').primaryKey(),
  siteId: integer('site_id').notNull().references(() => sites.id),
  /** Null for a visitor. */
  memberId: integer('member_id').references(() => members.id, { onDelete: 'cascade' }),
  /** Path and query of the page that was hidden. */
  page: text('page').notNull(),
  createdAt: createdAt(),
}, (t) => [index('page_bounces_site_time').on(t.siteId, t.createdAt)]);

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
  /** Whose login: 'member' (account `<site id>:<address>`), or another realm with its own accounts (staff). */
  realm: text('realm').notNull(),
  account: text('account').notNull(),
  ip: text('ip'),
  /** The trusted device the attempt came from (its own failure budget); null for any other client. */
  deviceId: integer('device_id').references(() => trustedDevices.id, { onDelete: 'set null' }),
  succeeded: boolean('succeeded').notNull(),
  createdAt: createdAt(),
}, (t) => [index('login_attempts_lookup').on(t.realm, t.account, t.createdAt)]);

/**
 * Browsers that logged in to an account before (OWASP's device cookies): the hash of the browser's
 * device cookie, per realm and account. A trusted device keeps its own failure budget, so a
 * stranger's failures on the account never refuse its owner's right password.
 */
export const trustedDevices = pgTable('trusted_devices', {
  id: serial('id').primaryKey(),
  realm: text('realm').notNull(),
  account: text('account').notNull(),
  tokenHash: text('token_hash').notNull(),
  createdAt: createdAt(),
  lastLoginAt: timestamp('last_login_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [uniqueIndex('trusted_devices_device').on(t.realm, t.account, t.tokenHash)]);

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

/**
 * Every "send me a reset link" request, for a known address or not (the request does the same work
 * either way, so its answer time tells nothing the text does not). The worker turns the pending
 * requests of members into a link and a mail; rows are kept a week.
 */
export const passwordResetRequests = pgTable('password_reset_requests', {
  id: serial('id').primaryKey(),
  siteId: integer('site_id').notNull(),
  /** The address as asked, lower-cased. */
  email: text('email').notNull(),
  ip: text('ip'),
  /** The member the address belongs to; null for an unknown address (nothing to send). */
  memberId: integer('member_id').references(() => members.id, { onDelete: 'cascade' }),
  /** Where the link in the mail points (the site's public origin when asked). */
  origin: text('origin').notNull(),
  createdAt: createdAt(),
  handledAt: timestamp('handled_at', { withTimezone: true }),
}, (t) => [
  index('password_reset_requests_pending').on(t.id).where(sql`${t.handledAt} is null and ${t.memberId} is not null`),
  index('password_reset_requests_created').on(t.createdAt),
  index('password_reset_requests_member').on(t.memberId),
]);

/** Where an outgoing mail is: waiting for the worker, delivered by SMTP, kept in the outbox only, or given up on. */
export const MAIL_STATUSES = ['queued', 'sent', 'kept', 'failed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/**
 * Outgoing mail, and the queue it leaves through: a request only inserts the row ('queued'); the
 * worker in the API process renders and delivers it, retrying with backoff (`attempts`,
 * `next_attempt_at`). The default transport keeps it here ('kept': the dev outbox).
 */
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
  status: text('status').$type<MailStatus>().notNull().default('queued'),
  attempts: integer('attempts').notNull().default(0),
  nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
  lastError: text('last_error'),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  createdAt: createdAt(),
}, (t) => [
  index('outgoing_mail_due').on(t.nextAttemptAt).where(sql`${t.status} = 'queued'`),
  check('outgoing_mail_status_known', sql`${t.status} in (${allowed(MAIL_STATUSES)})`),
]);

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
  /** What the complaint came with, e.g. the last messages of a conversation reported from the chat. */
  evidence: jsonb('evidence').$type<ComplaintEvidence>(),
  status: text('status').$type<'open' | 'closed'>().notNull().default('open'),
  createdAt: createdAt(),
  /** The moderator's decision (DSA art. 17): the action taken, its ground, who and when; null while open. */
  decision: text('decision').$type<ComplaintAction>(),
  decisionGround: text('decision_ground'),
  decidedBy: integer('decided_by').references(() => staff.id),
  decidedAt: timestamp('decided_at', { withTimezone: true }),
}, (t) => [
  index('complaints_ip_time').on(t.ip, t.createdAt),
  index('complaints_member').on(t.memberId),
  // The moderators' queue: open complaints, oldest first.
  index('complaints_open').on(t.createdAt, t.id).where(sql`${t.status} = 'open'`),
]);

/**
 * One movement of a member's credits: immutable, never updated or deleted while the member exists.
 * The balance is the sum of a member's entries (cached in members.credits by the same
 * transaction); `idempotency_key` is claimed by the insert, so a retried spend or grant adds nothing.
 */
export const creditEntries = pgTable('credit_entries', {
  id: serial('id').primaryKey(),
  memberId: integer('member_id').notNull().references(() => members.id, { onDelete: 'cascade' }),
  /** Credits added (positive) or spent (negative); never zero. */
  amount: integer('amount').notNull(),
  kind: text('kind').$type<CreditEntryKind>().notNull(),
  /** What the entry paid for or came from (a message, a payment, a staff correction), as `<kind>:<id>`. */
  reference: text('reference'),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  /** The balance this entry left: the member's history reads without summing. */
  balanceAfter: integer('balance_after').notNull(),
  createdAt: createdAt(),
}, (t) => [
  index('credit_entries_member_page').on(t.memberId, t.createdAt, t.id),
  check('credit_entries_amount_not_zero', sql`${t.amount} <> 0`),
  check('credit_entries_balance_not_negative', sql`${t.balanceAfter} >= 0`),
  check('credit_entries_kind_known', sql`${t.kind} in (${allowed(CREDIT_ENTRY_KINDS)})`),
]);

/**
 * The head of each server-event stream: the last sequence number handed out. A stream is a
 * member's (`member:<id>`) or, later, a staff role's. The row is locked by the transaction that
 * writes the next event, so a stream's events commit in the order of their numbers.
 */
export const serverEventStreams = pgTable('server_event_streams', {
  stream: text('stream').primaryKey(),
  lastSeq: integer('last_seq').notNull(),
});

/**
 * The outbox: every server event a browser receives, written in the transaction of the change it
 * reports, numbered per stream. GET /api/events.php replays it after a Last-Event-ID; events are
 * kept SERVER_EVENT_RETENTION_DAYS and at most SERVER_EVENTS_KEPT per stream (docs/live-events.md).
 */
export const serverEvents = pgTable('server_events', {
  stream: text('stream').notNull(),
  seq: integer('seq').notNull(),
  name: text('name').notNull(),
  payload: jsonb('payload').notNull(),
  createdAt: createdAt(),
}, (t) => [
  primaryKey({ columns: [t.stream, t.seq], name: 'server_events_pkey' }),
  index('server_events_created').on(t.createdAt),
]);

/** A staff member (moderator, operator, admin): not a member, with their own login, sessions and role. */
export const staff = pgTable('staff', {
  id: serial('id').primaryKey(),
  email: text('email').notNull(),
  name: text('name').notNull(),
  passwordHash: text('password_hash').notNull(),
  role: text('role').$type<StaffRole>().notNull(),
  createdAt: createdAt(),
  /** A staff member who left: their login and sessions end, their audit rows stay. */
  disabledAt: timestamp('disabled_at', { withTimezone: true }),
  isDemo: boolean('is_demo').notNull().default(false),
}, (t) => [
  uniqueIndex('staff_email').on(sql`lower(${t.email})`),
  check('staff_role_known', sql`${t.role} in (${allowed(STAFF_ROLES)})`),
]);

/** A staff login session; only a hash of the cookie token is stored (as for members). */
export const staffSessions = pgTable('staff_sessions', {
  id: serial('id').primaryKey(),
  staffId: integer('staff_id').notNull().references(() => staff.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
  userAgent: text('user_agent'),
});

/** Every change a staff member made: who, what, which record, when, and the record before and after. */
export const staffAudit = pgTable('staff_audit', {
  id: serial('id').primaryKey(),
  staffId: integer('staff_id').notNull().references(() => staff.id),
  /** What was done, e.g. `credits.correct`, `photo.approve`. */
  action: text('action').notNull(),
  /** The record's table or kind, e.g. `member`, `profile_image`. */
  recordType: text('record_type').notNull(),
  recordId: text('record_id').notNull(),
  before: jsonb('before'),
  after: jsonb('after'),
  createdAt: createdAt(),
}, (t) => [
  // The trail is read newest first by id (an exact keyset: GET /api/staff-audit.php?before=), by record or by staff member.
  index('staff_audit_record').on(t.recordType, t.recordId, t.id),
  index('staff_audit_staff').on(t.staffId, t.id),
]);

/**
 * A member's conversation with a fictional profile that waits for an operator: made when the
 * member's message reaches the fictional profile (the chat's send, in its transaction), kept at its
 * first unanswered message's time, removed by the operator's answer. A claim locks it for one
 * operator until `claimed_until` (one conditional update: two claims never both win).
 */
export const operatorQueue = pgTable('operator_queue', {
  conversationId: integer('conversation_id').primaryKey().references(() => conversations.id, { onDelete: 'cascade' }),
  /** The fictional profile the member wrote to. */
  profileId: integer('profile_id').notNull().references(() => profiles.id, { onDelete: 'cascade' }),
  memberId: integer('member_id').notNull().references(() => members.id, { onDelete: 'cascade' }),
  waitingSince: timestamp('waiting_since', { withTimezone: true }).notNull(),
  /** The member's newest message in it. */
  lastMessageId: integer('last_message_id').notNull(),
  claimedBy: integer('claimed_by').references(() => staff.id),
  claimedUntil: timestamp('claimed_until', { withTimezone: true }),
}, (t) => [
  // The queue is read longest waiting first.
  index('operator_queue_waiting').on(t.waitingSince, t.conversationId),
]);

/** An operator's answer: who wrote it and how long the member had waited (the operators' figures). */
export const operatorAnswers = pgTable('operator_answers', {
  messageId: integer('message_id').primaryKey().references(() => messages.id, { onDelete: 'cascade' }),
  staffId: integer('staff_id').notNull().references(() => staff.id),
  conversationId: integer('conversation_id').notNull().references(() => conversations.id, { onDelete: 'cascade' }),
  waitingSince: timestamp('waiting_since', { withTimezone: true }).notNull(),
  answeredAt: timestamp('answered_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('operator_answers_staff').on(t.staffId, t.answeredAt)]);

/** The operators' notes on a fictional profile (its story, what it told members): operators only. */
export const profileNotes = pgTable('profile_notes', {
  profileId: integer('profile_id').primaryKey().references(() => profiles.id, { onDelete: 'cascade' }),
  notes: text('notes').notNull(),
  updatedBy: integer('updated_by').notNull().references(() => staff.id),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A member's payment of a credit package: priced when it starts (currency, amount after the
 * discount, VAT rate of the country), then moved by the provider's webhooks from pending to one
 * final state. A completed payment's credits are the ledger entry keyed `payment:<id>`.
 */
export const payments = pgTable('payments', {
  id: serial('id').primaryKey(),
  memberId: integer('member_id').notNull().references(() => members.id, { onDelete: 'cascade' }),
  siteId: integer('site_id').notNull().references(() => sites.id),
  packageId: integer('package_id').notNull(),
  credits: integer('credits').notNull(),
  country: text('country').notNull(),
  currency: text('currency').notNull(),
  /** Charged, minor units, VAT included. */
  amount: integer('amount').notNull(),
  /** The package's price before the discount, minor units. */
  listAmount: integer('list_amount').notNull(),
  vatRate: text('vat_rate').notNull(),
  method: text('method').$type<PaymentMethod>().notNull(),
  provider: text('provider').notNull(),
  /** The provider's own id of the payment (Mollie's tr_…), once it has one. */
  providerRef: text('provider_ref'),
  discountCode: text('discount_code'),
  discountPercentage: integer('discount_percentage'),
  status: text('status').$type<PaymentState>().notNull().default('pending'),
  /** This payment made the member premium. */
  firstPurchase: boolean('first_purchase').notNull().default(false),
  createdAt: createdAt(),
  settledAt: timestamp('settled_at', { withTimezone: true }),
}, (t) => [
  index('payments_member').on(t.memberId, t.id),
  // A provider's webhook names the payment by its own id (Mollie's tr_…).
  uniqueIndex('payments_provider_ref').on(t.provider, t.providerRef),
  check('payments_status_known', sql`${t.status} in (${allowed(PAYMENT_STATES)})`),
  check('payments_method_known', sql`${t.method} in (${allowed(PAYMENT_METHODS)})`),
  check('payments_amount_positive', sql`${t.amount} > 0 and ${t.listAmount} >= ${t.amount}`),
]);

/** Every provider event taken, by the provider's event id: a repeated delivery is seen and changes nothing. */
export const paymentEvents = pgTable('payment_events', {
  provider: text('provider').notNull(),
  eventId: text('event_id').notNull(),
  paymentId: integer('payment_id').notNull().references(() => payments.id, { onDelete: 'cascade' }),
  status: text('status').$type<PaymentState>().notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.provider, t.eventId] })]);

/**
 * A discount code: a percentage, and where it holds (a country, methods, a minimum order, an
 * expiry, one member's own code). Each member uses a code once (discount_redemptions).
 */
export const discountCodes = pgTable('discount_codes', {
  id: serial('id').primaryKey(),
  siteId: integer('site_id').references(() => sites.id),
  code: text('code').notNull(),
  percentage: integer('percentage').notNull(),
  /** Minimum order, minor units of `currency` (null: any order). */
  minimumOrder: integer('minimum_order'),
  currency: text('currency'),
  country: text('country'),
  /** Methods it holds for (null: every method). */
  methods: jsonb('methods').$type<PaymentMethod[]>(),
  /** A code made for one member (the deletion flow's "stay" offer). */
  memberId: integer('member_id').references(() => members.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  active: boolean('active').notNull().default(true),
  createdAt: createdAt(),
}, (t) => [
  uniqueIndex('discount_codes_code').on(sql`upper(${t.code})`),
  check('discount_codes_percentage', sql`${t.percentage} between 1 and 100`),
]);

/** A code used by a member, by the payment that completed with it: once per member and code. */
export const discountRedemptions = pgTable('discount_redemptions', {
  code: text('code').notNull(),
  memberId: integer('member_id').notNull().references(() => members.id, { onDelete: 'cascade' }),
  paymentId: integer('payment_id').notNull().references(() => payments.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
}, (t) => [primaryKey({ columns: [t.code, t.memberId] })]);

/** Secrets the site makes itself at first start and keeps (the sandbox provider's webhook key when SANDBOX_WEBHOOK_SECRET is not set). */
export const siteSecrets = pgTable('site_secrets', {
  name: text('name').primaryKey(),
  secret: text('secret').notNull(),
  createdAt: createdAt(),
});
