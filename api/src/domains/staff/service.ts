/**
 * Staff accounts and their sessions. Staff are not members: their own table, login and cookie.
 * Their login goes through login safety like members' (realm `staff`, its own device cookie), a new
 * account's password through the members' password rule, and a session token is random, stored
 * hashed, new at every login and revoked at logout, like a member's, but lives one shift
 * (STAFF_SESSION_HOURS). A lookup is not cached: a revoked session or a disabled account is
 * refused at the next request, in every API process.
 */
import {
  PASSWORD_TEXT_VALUES, STAFF_ROLES, STAFF_SESSION_HOURS, TEXT_LIMITS, isEmailAddress, passwordProblem,
  type ErrorCode, type StaffMember, type StaffRole,
} from '@dating/shared-contracts';
import { isCommonPassword } from '@dating/shared-contracts/common-passwords';
import { DomainError } from '../domain-error.js';
import type { LoginClient, LoginSafetyService } from '../login-safety/index.js';
import { hashToken, newToken } from '../sessions/index.js';
import { hashPassword, verifyPassword } from '../users/index.js';
import type { StaffRepository } from './repository.js';

const HOUR = 60 * 60_000;
/** A cookie value longer than any token is never looked up. */
const MAX_TOKEN_LENGTH = 100;

/** A new staff account as an administrator gives it. */
export interface NewStaffAccount {
  email: string;
  name: string;
  role: StaffRole;
  password: string;
}

/** Field → catalogue code for every rule a new account breaks (empty when all pass). */
function accountFieldErrors(account: NewStaffAccount): Record<string, ErrorCode> {
  const fields: Record<string, ErrorCode> = {};
  if (!isEmailAddress(account.email)) fields.email = 'invalid_email';
  const name = account.name.trim();
  if (!name) fields.name = 'required';
  else if ([...name].length > TEXT_LIMITS.name) fields.name = 'too_long';
  if (!STAFF_ROLES.includes(account.role)) fields.role = 'invalid_input';
  const password = passwordProblem(account.password, isCommonPassword);
  if (password) fields.password = password;
  return fields;
}

/** The login-safety realm of staff accounts (their device cookie is `device-staff`). */
export const STAFF_REALM = 'staff';

export function createStaffService(repository: StaffRepository, loginSafety: LoginSafetyService) {
  return {
    /**
     * Checks the credentials under login safety's rules (a browser that logged in to the account
     * before keeps its own budget); returns the staff member to start a session for and the device
     * tokens to keep in the browser.
     */
    async login(email: string, password: string, client: LoginClient): Promise<{ staff: StaffMember; deviceTokens: string[] }> {
      const address = email.trim().toLowerCase();
      const { value: account, deviceTokens } = await loginSafety.attempt({ realm: STAFF_REALM, account: address }, client, async () => {
        const found = await repository.byEmail(address);
        const usable = found && !found.disabledAt;
        // Without an account the password is still checked (against a decoy), so timing does not tell.
        const valid = await verifyPassword(usable ? found.passwordHash : null, password);
        return usable && valid ? found : null;
      });
      return { staff: { id: account.id, email: account.email, name: account.name, role: account.role }, deviceTokens };
    },

    /** Creates an account under the members' password rule; refuses a broken rule or a taken address. */
    async create(account: NewStaffAccount, options: { demo?: boolean } = {}): Promise<StaffMember> {
      const fields = accountFieldErrors(account);
      const first = Object.values(fields)[0];
      if (first) throw new DomainError(first, { fields, values: PASSWORD_TEXT_VALUES });
      const created = await repository.insert({
        email: account.email.trim(), name: account.name.trim(), role: account.role, passwordHash: await hashPassword(account.password), isDemo: options.demo ?? false,
      });
      if (!created) throw new DomainError('email_taken', { fields: { email: 'email_taken' } });
      return created;
    },

    /** Starts a session; returns the cookie token and its expiry. */
    async startSession(staffId: number, userAgent: string | null): Promise<{ token: string; expiresAt: Date }> {
      const token = newToken();
      const expiresAt = new Date(Date.now() + STAFF_SESSION_HOURS * HOUR);
      await repository.insertSession({ staffId, tokenHash: hashToken(token), expiresAt, userAgent: userAgent?.slice(0, 300) ?? null });
      return { token, expiresAt };
    },

    /** The staff member of a live session token, or null (no token, unknown, expired, revoked, disabled). */
    async sessionStaff(token: string | undefined): Promise<StaffMember | null> {
      if (!token || token.length > MAX_TOKEN_LENGTH) return null;
      return repository.liveSession(hashToken(token));
    },

    async endSession(token: string | undefined): Promise<void> {
      if (!token || token.length > MAX_TOKEN_LENGTH) return;
      await repository.revokeSession(hashToken(token));
    },
  };
}
export type StaffAccountsService = ReturnType<typeof createStaffService>;
