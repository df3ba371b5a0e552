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
import { complaintsPlugin, createComplaints } from './complaints/index.js';
import { createDeletion, deletionPlugin } from './deletion/index.js';
import { createMailChange, mailChangePlugin } from './mail-change/index.js';
import { createMyData, myDataPlugin } from './my-data/index.js';
import { createPhotos, photosPlugin } from './photos/index.js';
import { createProfile, profilePlugin } from './profile/index.js';
import { activationPlugin, createActivation } from './activation/index.js';
import { blocksPlugin, createBlocks } from './blocks/index.js';
import { countsPlugin, createCounts } from './counts/index.js';
import { createDomainEvents } from './events.js';
import { createGeocode, geocodePlugin } from './geocode/index.js';
import { createLanders, landersPlugin } from './landers/index.js';
import { createLikes, likesPlugin } from './likes/index.js';
import { createLoginSafety } from './login-safety/index.js';
import { createMail } from './mail/index.js';
import { createPageBounces, pageBouncesPlugin } from './page-bounces/index.js';
import { createPasswordReset, passwordResetPlugin } from './password-reset/index.js';
import { createSearch, searchPlugin } from './search/index.js';
import { createSessions } from './sessions/index.js';
import { createSignup, signupPlugin } from './signup/index.js';
import { createSites, sitesPlugin } from './sites/index.js';
import { createUsers, usersPlugin } from './users/index.js';

export function createDomains(db: Database, config: Config, clock: Clock = systemClock) {
  const abuse = createAbuse(config);
  const sites = createSites(db);
  const sessions = createSessions(db);
  const loginSafety = createLoginSafety(db, { abuse });
  const users = createUsers(db, { loginSafety, abuse, clock });
  const mail = createMail(db, config);
  const activation = createActivation(db, { mail, users });
  const signup = createSignup(db, { activation });
  const passwordReset = createPasswordReset(db, { mail, sessions, abuse, loginSafety });
  // Chat and likes register their badge totals here: counts.register('messages', …).
  const counts = createCounts();
  // Domains announce what happened on this bus; the domains that keep rows about it react.
  const events = createDomainEvents();
  const geocode = createGeocode();
  const search = createSearch(db, { geocode, events });
  const blocks = createBlocks(db, { events });
  const likes = createLikes(db, { search, events, counts, now: () => clock.now() });
  const profile = createProfile(db, { users, clock });
  const photos = createPhotos(db, { users, mediaDir: config.mediaDir });
  const accountSettings = createAccountSettings(db, { users, sessions });
  const mailChange = createMailChange(db, { mail, sessions, users, clock });
  const deletion = createDeletion(db, { mail, sessions, users, photos, loginSafety, clock });
  const myData = createMyData(db, { mediaDir: config.mediaDir, clock });
  const complaints = createComplaints(db, { mail, abuse, clock });
  const pageBounces = createPageBounces(db, { now: () => clock.now() });
  const landers = createLanders({ search });
  return {
    abuse, sites, sessions, loginSafety, users, mail, activation, signup, passwordReset, counts, events, geocode, search, blocks, likes,
    profile, photos, accountSettings, mailChange, deletion, myData, complaints, pageBounces, landers,
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
  const { users, sessions, sites, signup, activation, passwordReset, counts, geocode, search, blocks, likes } = domains;
  const { profile, photos, accountSettings, mailChange, deletion, myData, complaints, pageBounces, landers } = domains;
  await app.register(usersPlugin, { users, sessions, startSession, config });
  await app.register(sitesPlugin, { sites });
  await app.register(signupPlugin, { signup, users, startSession, config });
  await app.register(activationPlugin, { activation, config });
  await app.register(passwordResetPlugin, { passwordReset, config });
  await app.register(countsPlugin, { counts });
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
}
