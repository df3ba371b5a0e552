/** The sessions domain's public face: its service, and the token helpers other domains use for their links. */
import type { Database } from '../../db/database.js';
import { createSessionsRepository } from './repository.js';
import { createSessionsService } from './service.js';

export type { SessionsService } from './service.js';
export { hashToken, newToken } from './tokens.js';

/** Wires the sessions service over the database. */
export function createSessions(db: Database) {
  return createSessionsService(createSessionsRepository(db));
}
