/** The users domain's public face: its service, password hashing, and its routes plugin. */
import type { Database } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import type { AbuseGuard } from '../abuse/index.js';
import type { DomainEventBus } from '../events.js';
import type { LoginSafetyService } from '../login-safety/index.js';
import { createUsersRepository } from './repository.js';
import { createUsersService } from './service.js';

export type { UsersService } from './service.js';
export { hashPassword, verifyPassword } from './passwords.js';
export { MEMBER_REALM, memberLogin } from './member-login.js';
export { usersPlugin } from './routes.js';

/** Wires the users service: a login goes through login safety, and a member whose credits changed is forgotten. */
export function createUsers(db: Database, needs: { loginSafety: LoginSafetyService; abuse: AbuseGuard; events: DomainEventBus; clock?: Clock }) {
  const users = createUsersService(createUsersRepository(db), needs.loginSafety, needs.abuse, needs.clock);
  // The member answer shows the balance: a ledger entry makes it stale at once.
  needs.events.on('credits.changed', async ({ memberId }) => users.forget(memberId));
  return users;
}
