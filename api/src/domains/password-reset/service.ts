/**
 * Password reset. A request answers at once and in the same time for any address: it is recorded,
 * and the worker (jobs.ts) then e-mails the member a single-use link (hash stored, valid
 * PASSWORD_RESET_TTL_MINUTES) off the request. Limits: PASSWORD_RESETS_PER_DAY requests per
 * requester and address (a stranger spends only their own, never the owner's), the per-client
 * budget at the edge, and at most one new link per member per RESET_MAIL_PACE_MINUTES (asked
 * again sooner, the member already holds a working link, mailed minutes ago). The link sets a new
 * password and ends every session.
 */
import {
  PASSWORD_RESET_TTL_MINUTES, PASSWORD_TEXT_VALUES, isEmailAddress, isLocale, passwordProblem, type ErrorCode, type PasswordResetConfirm,
} from '@dating/shared-contracts';
import { isCommonPassword } from '@dating/shared-contracts/common-passwords';
import type { AbuseGuard } from '../abuse/index.js';
import { DomainError } from '../domain-error.js';
import type { LoginSafetyService } from '../login-safety/index.js';
import { greetingName, passwordResetMail, type MailService } from '../mail/index.js';
import type { SessionsService } from '../sessions/index.js';
import { hashToken, newToken } from '../sessions/index.js';

import { hashPassword, memberLogin } from '../users/index.js';
import type { PasswordResetRepository } from './repository.js';

const MINUTE_MS = 60_000;
/** A member gets at most one new reset link this often; a request sooner answers the same and mails nothing. */
export const RESET_MAIL_PACE_MINUTES = 10;
/** Requests a worker pass handles at most. */
const REQUESTS_PER_PASS = 20;
/** Requests are kept this long (the log of who asked for which address). */
const KEEP_REQUESTS_MS = 7 * 24 * 60 * MINUTE_MS;

/** The link in the reset e-mail: the front end's reset page, which PUTs the token back. */
export function passwordResetLink(origin: string, token: string): string {
  return `${origin}/reset-password/do?token=${encodeURIComponent(token)}`;
}

/** Who asks for a reset: their site and client address, and the origin the link must lead back to. */
export interface ResetRequester {
  siteId: number;
  ip: string;
  origin: string;
}

/** Reset requests (recorded in the request, answered by the worker) and setting the new password. */
export function createPasswordResetService(
  repository: PasswordResetRepository, mail: MailService, sessions: SessionsService, abuse: AbuseGuard, loginSafety: LoginSafetyService,
) {
  const requestedListeners = new Set<() => void>();

  /** Issues a link for one pending request and mails it, unless the member got one within the pace. */
  async function answer(request: { memberId: number; origin: string }): Promise<void> {
    const member = await repository.recipient(request.memberId);
    if (!member || member.deletedAt || member.status === 'deleted') return;
    const token = newToken();
    const now = Date.now();
    const issued = await repository.issueToken(
      { memberId: member.memberId, tokenHash: hashToken(token), expiresAt: new Date(now + PASSWORD_RESET_TTL_MINUTES * MINUTE_MS) },
      new Date(now - RESET_MAIL_PACE_MINUTES * MINUTE_MS),
    );
    if (!issued) return;
    const locale = isLocale(member.language) ? member.language : 'nl';
    const content = passwordResetMail({ locale, name: greetingName(member), siteName: member.siteName }, passwordResetLink(request.origin, token), PASSWORD_RESET_TTL_MINUTES);
    await mail.send({ siteId: member.siteId, memberId: member.memberId, kind: 'password_reset', to: member.email, ...content });
  }

  return {
    /**
     * Asks for a reset link for `email`. The same statements run whether or not the address has an
     * account (timing tells nothing); an unknown address then answers email_not_found, the spec's text.
     */
    async request(email: string, by: ResetRequester): Promise<void> {
      const address = email.trim().toLowerCase();
      if (!isEmailAddress(address)) throw new DomainError('invalid_email', { fields: { email: 'invalid_email' } });
      await abuse.take('passwordResetsPerRequester', `${by.siteId}:${address}:${by.ip}`);
      const member = await repository.memberByEmail(by.siteId, address);
      const known = member && !member.deletedAt && member.status !== 'deleted' ? member : undefined;
      await repository.record({ siteId: by.siteId, email: address, ip: by.ip, memberId: known?.memberId ?? null, origin: by.origin });
      for (const listener of requestedListeners) listener();
      if (!known) throw new DomainError('email_not_found');
    },

    /** Calls `listener` whenever a request was recorded (the worker's wake-up). */
    onRequested(listener: () => void): void {
      requestedListeners.add(listener);
    },

    /** One worker pass: answers the pending requests of members; returns how many it handled. */
    async answerPending(): Promise<number> {
      const claimed = await repository.claimPending(REQUESTS_PER_PASS, new Date(Date.now() - KEEP_REQUESTS_MS));
      for (const request of claimed) await answer(request);
      return claimed.length;
    },

    /** Sets the new password with a reset token; the old password and every session stop working. */
    async confirm(input: PasswordResetConfirm): Promise<void> {
      const fields: Record<string, ErrorCode> = {};
      if (input.password !== input.password_confirmation) fields.password_confirmation = 'passwords_differ';
      const password = passwordProblem(input.password, isCommonPassword);
      if (password) fields.password = password;
      const first = fields.password_confirmation ?? fields.password;
      if (first) throw new DomainError(first, { fields, values: PASSWORD_TEXT_VALUES });

      const tokenHash = hashToken(input.token);
      if (!(await repository.isOpen(tokenHash))) throw new DomainError('reset_link_invalid');
      const memberId = await repository.consume(tokenHash, await hashPassword(input.password));
      if (memberId === null) throw new DomainError('reset_link_invalid');
      await sessions.endAll(memberId);
      // The owner just proved who they are: every login block on the address ends.
      const member = await repository.recipient(memberId);
      if (member) await loginSafety.proven(memberLogin(member.siteId, member.email));
    },
  };
}
export type PasswordResetService = ReturnType<typeof createPasswordResetService>;
