/** The member-moderation domain's public face: the console's member search, record and actions, and its routes plugin. */
import type { Database } from '../../db/database.js';
import type { SessionsService } from '../sessions/index.js';
import type { StaffService } from '../staff/index.js';
import type { UsersService } from '../users/index.js';
import { createMemberModerationRepository } from './repository.js';
import { createMemberModerationService } from './service.js';

export type { MemberModerationService } from './service.js';
export { memberModerationPlugin } from './routes.js';

/** Wires the service: actions audited through staff; a block ends the member's sessions and streams. */
export function createMemberModeration(db: Database, needs: { staff: StaffService; sessions: SessionsService; users: UsersService }) {
  return createMemberModerationService(db, createMemberModerationRepository(db), {
    audit: needs.staff.audit,
    endSessions: (memberId) => needs.sessions.endAll(memberId),
    forget: (memberId) => needs.users.forget(memberId),
  });
}
