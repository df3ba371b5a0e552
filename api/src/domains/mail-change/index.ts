/** The e-mail-change domain's public face: its service and routes plugin. */
import type { Database } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import type { MailService } from '../mail/index.js';
import type { SessionsService } from '../sessions/index.js';
import type { UsersService } from '../users/index.js';
import { createMailChangeRepository } from './repository.js';
import { createMailChangeService } from './service.js';

export type { MailChangeService } from './service.js';
export { MAIL_CHANGE_TTL_MINUTES, MAIL_CHANGES_PER_DAY } from './service.js';
export { mailChangePlugin } from './routes.js';

export function createMailChange(db: Database, needs: { mail: MailService; sessions: SessionsService; users: UsersService; clock: Clock }) {
  return createMailChangeService(createMailChangeRepository(db), needs);
}
