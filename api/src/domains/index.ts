/**
 * The composition root of the domains, the one file a new domain edits: its service, built from
 * its public index with the services it needs from other domains, and its routes plugin with
 * exactly those services as options.
 */
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import type { Database } from '../db/database.js';
import type { StartSession } from '../http/start-session.js';
import { activationPlugin, createActivation } from './activation/index.js';
import { countsPlugin, createCounts } from './counts/index.js';
import { createMail } from './mail/index.js';
import { createPasswordReset, passwordResetPlugin } from './password-reset/index.js';
import { createSessions } from './sessions/index.js';
import { createSignup, signupPlugin } from './signup/index.js';
import { createSites, sitesPlugin } from './sites/index.js';
import { createUsers, usersPlugin } from './users/index.js';

export function createDomains(db: Database, config: Config) {
  const sites = createSites(db);
  const sessions = createSessions(db);
  const users = createUsers(db, { sessions });
  const mail = createMail(db, config);
  const activation = createActivation(db, { mail, users });
  const signup = createSignup(db, { activation });
  const passwordReset = createPasswordReset(db, { mail, sessions });
  // Chat and likes register their badge totals here: counts.register('messages', …).
  const counts = createCounts();
  return { sites, sessions, users, mail, activation, signup, passwordReset, counts };
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
  const { users, sessions, sites, signup, activation, passwordReset, counts } = domains;
  await app.register(usersPlugin, { users, sessions, startSession, config });
  await app.register(sitesPlugin, { sites });
  await app.register(signupPlugin, { signup, users, startSession, config });
  await app.register(activationPlugin, { activation, config });
  await app.register(passwordResetPlugin, { passwordReset, config });
  await app.register(countsPlugin, { counts });
}
