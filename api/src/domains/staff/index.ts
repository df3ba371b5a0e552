/**
 * The staff domain's public face: staff accounts (moderators, operators, admins; not members),
 * their sessions, and `audit(tx, change)`, the one call every domain makes in the transaction of a
 * staff change so the change and its audit row commit together, and `registerQueue`, with which a
 * domain that owns a console queue tells the staff bar how to count it.
 */
import type { Database } from '../../db/database.js';
import type { LoginSafetyService } from '../login-safety/index.js';
import type { SessionsService } from '../sessions/index.js';
import { createStaffAudit } from './audit.js';
import { createAuditRepository } from './audit-repository.js';
import { createStaffRepository } from './repository.js';
import { createStaffQueues } from './queues.js';
import { createStaffService } from './service.js';

export type { StaffChange } from './audit.js';
export type { Transaction } from './audit-repository.js';
export type { NewStaffAccount } from './service.js';
export { STAFF_REALM } from './service.js';
export { staffPlugin } from './routes.js';

/** Wires the staff service; its logins go through login safety (realm `staff`) like members'. */
export function createStaff(db: Database, needs: { sessions: SessionsService; loginSafety: LoginSafetyService }) {
  return {
    ...createStaffService(createStaffRepository(db), needs.loginSafety),
    ...createStaffAudit(createAuditRepository(db)),
    ...createStaffQueues(),
  };
}
/** Staff accounts, sessions and the audit trail, as routes and other domains use them. */
export type StaffService = ReturnType<typeof createStaff>;
