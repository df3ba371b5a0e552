/** The own-profile domain's public face: its service and routes plugin. */
import type { Database } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import type { UsersService } from '../users/index.js';
import { createProfileRepository } from './repository.js';
import { createProfileService } from './service.js';

export type { ProfileService } from './service.js';
export { profilePlugin } from './routes.js';
export { profileDetails } from './details.js';

/** Wires the profile service; a change drops the member's cached answer (the name shows in it). */
export function createProfile(db: Database, needs: { users: UsersService; clock: Clock }) {
  return createProfileService(createProfileRepository(db), needs.clock, (memberId) => needs.users.forget(memberId));
}
