/** The activation domain's public face: its service and its routes plugin. */
import type { Database } from '../../db/database.js';
import type { MailService } from '../mail/index.js';
import type { UsersService } from '../users/index.js';
import { createActivationRepository } from './repository.js';
import { createActivationService } from './service.js';

export type { ActivationService } from './service.js';
export { activationPlugin } from './routes.js';

/** Wires the activation service; it mails links and refreshes the member's cached answer. */
export function createActivation(db: Database, needs: { mail: MailService; users: UsersService }) {
  return createActivationService(createActivationRepository(db), needs.mail, needs.users);
}
