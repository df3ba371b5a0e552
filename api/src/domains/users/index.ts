/** The users domain's public face: its service, password hashing, and its routes plugin. */
import type { Database } from '../../db/database.js';
import type { AbuseGuard } from '../abuse/index.js';
import type { SessionsService } from '../sessions/index.js';
import { createUsersRepository } from './repository.js';
import { createUsersService } from './service.js';

export type { UsersService } from './service.js';
export { hashPassword } from './passwords.js';
export { usersPlugin } from './routes.js';

/** Wires the users service; it ends sessions when a member is blocked or deleted. */
export function createUsers(db: Database, needs: { sessions: SessionsService; abuse: AbuseGuard }) {
  return createUsersService(createUsersRepository(db), needs.sessions, needs.abuse);
}
