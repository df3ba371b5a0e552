/**
 * The composition root of the domains, the one file a new domain edits: its service, built from
 * its public index with the services it needs from other domains, and its routes plugin with
 * exactly those services as options.
 */
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import type { Database } from '../db/database.js';
import type { StartSession } from '../http/start-session.js';
import { systemClock, type Clock } from '../lib/clock.js';
import { createAbuse } from './abuse/index.js';
import { accountSettingsPlugin, createAccountSettings } from './account-settings/index.js';
import { complaintsPlugin, createComplaintModeration, createComplaints, moderationPlugin } from './complaints/index.js';
import { createDeletion, deletionPlugin } from './deletion/index.js';
import { createMailChange, mailChangePlugin } from './mail-change/index.js';
import { createMyData, myDataPlugin } from './my-data/index.js';
import { createPhotos, photosPlugin } from './photos/index.js';
import { createPhotoReview, photoReviewPlugin } from './photo-review/index.js';
import { createMemberModeration, memberModerationPlugin } from './member-moderation/index.js';
import { createProfile, profilePlugin } from './profile/index.js';
import { createProfiles } from './profiles/index.js';
import { activationPlugin, createActivation } from './activation/index.js';
import { blocksPlugin, createBlocks } from './blocks/index.js';
import { countsPlugin, createCounts } from './counts/index.js';
import { createCredits, creditsPlugin } from './credits/index.js';
import { createDomainEvents } from './events.js';
import { createGeocode, geocodePlugin } from './geocode/index.js';
import { createLanders, landersPlugin } from './landers/index.js';
import { createLikes, likesPlugin } from './likes/index.js';
import { createLoginSafety } from './login-safety/index.js';
import { createMail } from './mail/index.js';
import { createPageBounces, pageBouncesPlugin } from './page-bounces/index.js';
import { createPasswordReset, passwordResetPlugin } from './password-reset/index.js';
import { createSearch, searchPlugin } from './search/index.js';
import { createServerEvents, serverEventsPlugin } from './server-events/index.js';
import { createSessions } from './sessions/index.js';
import { createSignup, signupPlugin } from './signup/index.js';
import { createStaff, staffPlugin } from './staff/index.js';
import { createSites, sitesPlugin } from './sites/index.js';
import { createUsers, usersPlugin } from './users/index.js';
import { createChat, chatPlugin } from './chat/index.js';
import { createPayments, paymentsPlugin } from './payments/index.js';
import { createOperators, operatorsPlugin } from './operators/index.js';

export function createDomains(db: Database, config: Config, clock: Clock = systemClock) {
  const abuse = createAbuse(config);
  const sites = createSites(db);
  // Every change a member's browser hears about records its event here, in the change's transaction.
  const serverEvents = createServerEvents(db, config, { clock });
  // Domains announce what happened on this bus; the domains that keep rows about it react.
  const events = createDomainEvents();
  const sessions = createSessions(db, { serverEvents });
  // Every login of any realm (members, staff) goes through it, and reactivation with credentials too.
  const loginSafety = createLoginSafety(db, { abuse });
  const users = createUsers(db, { loginSafety, abuse, events, clock });
  // Staff log in through login safety's rules; other domains audit staff changes through it.
  const staff = createStaff(db, { sessions, loginSafety });
  // Every movement of credits goes through this ledger, inside the transaction of what it pays for.
  const credits = createCredits(db, { serverEvents, events, audit: staff.audit });
  const mail = createMail(db, config);
  // The profile's card, visibility rule and status: search, likes, landers, signup, activation and deletion use it.
  const profiles = createProfiles(db, { now: () => clock.now() });
  const activation = createActivation(db, { mail, users, profiles, events });
  const signup = createSignup(db, { activation, credits, profiles });
  const passwordReset = createPasswordReset(db, { mail, sessions, abuse, loginSafety });
  // Chat and likes register their badge totals here: counts.register('messages', …).
  const counts = createCounts();
  const geocode = createGeocode();
  const search = createSearch(db, { geocode, events });
  const blocks = createBlocks(db, { events });
  const likes = createLikes(db, { profiles, events, serverEvents, counts, now: () => clock.now() });
  const profile = createProfile(db, { users, clock });
  const photos = createPhotos(db, { users, mediaDir: config.mediaDir, serverEvents });
  const accountSettings = createAccountSettings(db, { users, sessions });
  const mailChange = createMailChange(db, { mail, sessions, users, clock });
  const complaints = createComplaints(db, { mail, abuse, clock, serverEvents });
  // Messages are paid through the ledger in their own transaction; blocks and activation reach it as domain events.
  const chat = createChat(db, { profiles, credits, serverEvents, counts, events, complaints, photos });
  // An erasure removes the account's conversations through the chat domain, in the erasure's transaction.
  const deletion = createDeletion(db, { mail, sessions, users, photos, loginSafety, clock, profiles, chat });
  // The moderators' photo queue: decisions audited, told to the member's browser and by mail.
  const photoReview = createPhotoReview(db, { staff, serverEvents, mail, users, config });
  // The console's member pages: a block ends the member's sessions and streams at once.
  const memberModeration = createMemberModeration(db, { staff, sessions, users });
  const myData = createMyData(db, { mediaDir: config.mediaDir, clock });
  const pageBounces = createPageBounces(db, { now: () => clock.now() });
  const landers = createLanders({ profiles });
  // The shop: credits only through the ledger, the first purchase makes the member premium.
  // The provider is the sandbox unless MOLLIE_API_KEY names Mollie.
  const { payments, sandbox } = createPayments(db, {
    credits, serverEvents, clock, sandboxSecret: config.sandboxWebhookSecret, mollie: { apiKey: config.mollieApiKey, apiEndpoint: config.mollieApiEndpoint },
  });
  // Operators answer as fictional profiles through the chat service; every change is audited.
  const operators = createOperators(db, { chat, serverEvents, audit: staff.audit, registerQueue: staff.registerQueue });
  // Moderators decide complaints: the change, its audit row and the staff event in one transaction, then the mails.
  const moderation = createComplaintModeration(db, {
    serverEvents, audit: staff.audit, registerQueue: staff.registerQueue, sessions, mail, forgetMember: (memberId) => users.forget(memberId), publicOrigin: config.publicOrigin,
  });
  return {
    abuse, sites, serverEvents, sessions, loginSafety, users, credits, mail, profiles, activation, signup, passwordReset, counts, events, geocode, search, blocks, likes,
    profile, photos, accountSettings, mailChange, deletion, myData, complaints, pageBounces, landers, staff,
    chat, payments, sandbox, operators, moderation, photoReview, memberModeration,
  };
}
/** Every domain service, as the plugins use them. */
export type Domains = ReturnType<typeof createDomains>;

/** What the HTTP layer lends every plugin. */
export interface PluginBasics {
  config: Config;
  startSession: StartSession;
}

/** Registers every domain's routes plugin with the services it declares it needs. */
export async function registerDomainPlugins(app: FastifyInstance, domains: Domains, { config, startSession }: PluginBasics) {
  const { users, sessions, sites, signup, activation, passwordReset, counts, geocode, search, blocks, likes, serverEvents, credits } = domains;
  const { profile, photos, accountSettings, mailChange, deletion, myData, complaints, pageBounces, landers, staff } = domains;
  await app.register(usersPlugin, { users, sessions, startSession, config });
  await app.register(sitesPlugin, { sites });
  await app.register(signupPlugin, { signup, users, startSession, config });
  await app.register(activationPlugin, { activation, users, config });
  await app.register(passwordResetPlugin, { passwordReset, config });
  await app.register(countsPlugin, { counts, serverEvents });
  await app.register(geocodePlugin, { geocode });
  await app.register(searchPlugin, { search, users });
  await app.register(blocksPlugin, { blocks, users });
  await app.register(likesPlugin, { likes, users });
  await app.register(profilePlugin, { profile });
  await app.register(photosPlugin, { photos });
  await app.register(accountSettingsPlugin, { accountSettings, startSession });
  await app.register(mailChangePlugin, { mailChange, config });
  await app.register(deletionPlugin, { deletion, users, startSession, config });
  await app.register(myDataPlugin, { myData });
  await app.register(complaintsPlugin, { complaints, config });
  await app.register(pageBouncesPlugin, { pageBounces });
  await app.register(landersPlugin, { landers });
  await app.register(serverEventsPlugin, { serverEvents, config });
  await app.register(creditsPlugin, { credits });
  await app.register(staffPlugin, { staff, config, serverEvents });
  await app.register(chatPlugin, { chat: domains.chat, users: domains.users, config });
  await app.register(paymentsPlugin, { payments: domains.payments, sandbox: domains.sandbox, config });
  await app.register(operatorsPlugin, { operators: domains.operators });
  await app.register(moderationPlugin, { moderation: domains.moderation });
  await app.register(photoReviewPlugin, { photoReview: domains.photoReview });
  await app.register(memberModerationPlugin, { memberModeration: domains.memberModeration });
}
