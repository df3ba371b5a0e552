/**
 * The login-safety domain's public face: the one piece every login of any realm (members, staff)
 * goes through, and the device cookie's realm names. See service.ts for the rules.
 */
import type { Database } from '../../db/database.js';
import type { AbuseGuard } from '../abuse/index.js';
import { createLoginSafetyRepository } from './repository.js';
import { createLoginSafetyService } from './service.js';

export type { LoginAccount } from './repository.js';
export type { LoginClient, LoginSafetyService, LoginSuccess } from './service.js';
export { DEVICE_TOKENS_KEPT, DEVICE_TRUST_DAYS } from './service.js';

/** Wires login safety over the database and the abuse counters. */
export function createLoginSafety(db: Database, needs: { abuse: AbuseGuard }) {
  return createLoginSafetyService(createLoginSafetyRepository(db), needs.abuse);
}
