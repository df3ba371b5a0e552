/**
 * The sessions domain's public face: its service, the login-safety rules every login goes through,
 * and the token helpers other domains use for their links and sessions.
 */
import type { Database } from '../../db/database.js';
import { createSessionsRepository } from './repository.js';
import { createSessionsService } from './service.js';

export type { SessionsService } from './service.js';
export { hashToken, newToken } from './tokens.js';
export { createLoginSafety, type LoginRealm, type LoginSafety, type LoginTry } from './login-safety.js';

/** Wires the sessions service over the database. */
export function createSessions(db: Database) {
  return createSessionsService(createSessionsRepository(db));
}
