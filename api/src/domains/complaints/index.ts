/** The complaints domain's public face. */
import type { Database } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import type { AbuseGuard } from '../abuse/index.js';
import type { MailService } from '../mail/index.js';
import type { ServerEventsService } from '../server-events/index.js';
import { createModeration, type ModerationNeeds } from './moderation.js';
import { createModerationQueries } from './moderation-repository.js';
import { createComplaintsRepository } from './repository.js';
import { createComplaintsService } from './service.js';

export type { Complainant, ComplaintsService } from './service.js';
export type { ModerationService } from './moderation.js';
export { complaintsPlugin, moderationPlugin } from './routes.js';

/** Filing complaints (visitors and members); each filed one reaches the moderators' stream in its transaction. */
export function createComplaints(db: Database, needs: { mail: MailService; abuse: AbuseGuard; clock: Clock; serverEvents: Pick<ServerEventsService, 'recordStaff'> }) {
  return createComplaintsService(createComplaintsRepository(db), needs.mail, needs.abuse, needs.clock, needs.serverEvents);
}

/** The moderators' side: complaints as DSA notices, and decisions with their statements of reasons. */
export function createComplaintModeration(db: Database, needs: ModerationNeeds) {
  return createModeration(db, createModerationQueries, needs);
}
