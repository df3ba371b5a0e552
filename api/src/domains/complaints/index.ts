/** The complaints domain's public face. */
import type { Database } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import type { AbuseGuard } from '../abuse/index.js';
import type { MailService } from '../mail/index.js';
import { createComplaintsRepository } from './repository.js';
import { createComplaintsService } from './service.js';

export type { Complainant, ComplaintsService } from './service.js';
export { complaintsPlugin } from './routes.js';

export function createComplaints(db: Database, needs: { mail: MailService; abuse: AbuseGuard; clock: Clock }) {
  return createComplaintsService(createComplaintsRepository(db), needs.mail, needs.abuse, needs.clock);
}
