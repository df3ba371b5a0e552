/** The password-reset domain's public face: its service and its routes plugin. */
import type { Database } from '../../db/database.js';
import type { AbuseGuard } from '../abuse/index.js';
import type { LoginSafetyService } from '../login-safety/index.js';
import type { MailService } from '../mail/index.js';
import type { SessionsService } from '../sessions/index.js';
import { createPasswordResetRepository } from './repository.js';
import { createPasswordResetService } from './service.js';

export type { PasswordResetService } from './service.js';
export { passwordResetPlugin } from './routes.js';

/** Wires the password-reset service; a new password ends every session. */
export function createPasswordReset(db: Database, needs: { mail: MailService; sessions: SessionsService; abuse: AbuseGuard; loginSafety: LoginSafetyService }) {
  return createPasswordResetService(createPasswordResetRepository(db), needs.mail, needs.sessions, needs.abuse, needs.loginSafety);
}
