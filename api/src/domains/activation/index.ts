/** The activation domain's public face: its service and its routes plugin. */
import type { Database } from '../../db/database.js';
import type { MailService } from '../mail/index.js';
import type { ProfilesService } from '../profiles/index.js';
import type { DomainEventBus } from '../events.js';
import type { UsersService } from '../users/index.js';
import { createActivationRepository } from './repository.js';
import { createActivationService } from './service.js';

export type { ActivationService } from './service.js';
export { activationPlugin } from './routes.js';

/** Wires the activation service; it mails links, has the profiles domain show the profile, and refreshes the member's cached answer. */
export function createActivation(db: Database, needs: { mail: MailService; users: UsersService; profiles: ProfilesService; events?: DomainEventBus }) {
  return createActivationService(createActivationRepository(db, needs.profiles), needs.mail, needs.users, needs.events);
}
