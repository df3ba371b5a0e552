/** The account-settings domain's public face: e-mail preferences and password change. */
import type { Database } from '../../db/database.js';
import type { SessionsService } from '../sessions/index.js';
import type { UsersService } from '../users/index.js';
import { createAccountSettingsRepository } from './repository.js';
import { createAccountSettingsService } from './service.js';

export type { AccountSettingsService } from './service.js';
export { accountSettingsPlugin } from './routes.js';

export function createAccountSettings(db: Database, needs: { users: UsersService; sessions: SessionsService }) {
  return createAccountSettingsService(createAccountSettingsRepository(db), needs.users, needs.sessions);
}
