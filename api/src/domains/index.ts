/**
 * The composition root of the domains: each domain's service, built from its public index with the
 * services it needs from other domains. The routes plugins are registered in app.ts.
 */
import type { Config } from '../config.js';
import type { Database } from '../db/database.js';
import { createActivation } from './activation/index.js';
import { createBlocks } from './blocks/index.js';
import { createCounts } from './counts/index.js';
import { createDomainEvents } from './events.js';
import { createGeocode } from './geocode/index.js';
import { createLikes } from './likes/index.js';
import { createMail } from './mail/index.js';
import { createPasswordReset } from './password-reset/index.js';
import { createSearch } from './search/index.js';
import { createSessions } from './sessions/index.js';
import { createSignup } from './signup/index.js';
import { createSites } from './sites/index.js';
import { createUsers } from './users/index.js';

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
  // Domains announce what happened on this bus; the domains that keep rows about it react.
  const events = createDomainEvents();
  const geocode = createGeocode();
  const search = createSearch(db, { geocode });
  const blocks = createBlocks(db, { events });
  const likes = createLikes(db, { search, events });
  return { sites, sessions, users, mail, activation, signup, passwordReset, counts, events, geocode, search, blocks, likes };
}
/** Every domain service, as the plugins use them. */
export type Domains = ReturnType<typeof createDomains>;
