/**
 * The staff domain's public face: staff accounts (moderators, operators, admins; not members),
 * their sessions, and `audit(tx, change)`, the one call every domain makes in the transaction of a
 * staff change so the change and its audit row commit together.
 */
import type { Database } from '../../db/database.js';
import type { AbuseGuard } from '../abuse/index.js';
import { createLoginSafety, type SessionsService } from '../sessions/index.js';
import { createStaffAudit } from './audit.js';
import { createAuditRepository } from './audit-repository.js';
import { createStaffRepository } from './repository.js';
import { createStaffService } from './service.js';

export type { StaffChange } from './audit.js';
export type { Transaction } from './audit-repository.js';
export type { NewStaffAccount } from './service.js';
export { staffPlugin } from './routes.js';

/** Wires the staff service; its logins count against the same abuse budgets and blocks as members'. */
export function createStaff(db: Database, needs: { sessions: SessionsService; abuse: AbuseGuard }) {
  return {
    ...createStaffService(createStaffRepository(db), createLoginSafety(needs.sessions, needs.abuse)),
    ...createStaffAudit(createAuditRepository(db)),
  };
}
/** Staff accounts, sessions and the audit trail, as routes and other domains use them. */
export type StaffService = ReturnType<typeof createStaff>;
