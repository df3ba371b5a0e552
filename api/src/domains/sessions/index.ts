/** The sessions domain's public face: its service, and the token helpers other domains use for their links and sessions. */
import type { Database } from '../../db/database.js';
import type { ServerEventsService } from '../server-events/index.js';
import { createSessionsRepository } from './repository.js';
import { createSessionsService } from './service.js';

export type { SessionsService } from './service.js';
export { hashToken, newToken } from './tokens.js';

/** Wires the sessions service over the database; an ended session's event streams close on every process. */
export function createSessions(db: Database, needs: { serverEvents: Pick<ServerEventsService, 'sessionEnded' | 'memberSignedOut' | 'onSessionsEnded'> }) {
  return createSessionsService(createSessionsRepository(db), needs.serverEvents);
}
