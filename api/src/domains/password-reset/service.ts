/**
 * Password reset: e-mails a single-use link (hash stored, valid PASSWORD_RESET_TTL_MINUTES, at most
 * PASSWORD_RESETS_PER_DAY per member per 24 h); the link sets a new password and ends every session.
 */
import {
  PASSWORD_RESET_TTL_MINUTES, PASSWORD_RESETS_PER_DAY, PASSWORD_TEXT_VALUES, isEmailAddress, isLocale, passwordProblem, type ErrorCode, type PasswordResetConfirm,
} from '@dating/shared-contracts';
import { isCommonPassword } from '@dating/shared-contracts/common-passwords';
import type { AbuseGuard } from '../abuse/index.js';
import { DomainError } from '../domain-error.js';
import { passwordResetMail, type MailService } from '../mail/index.js';
import type { SessionsService } from '../sessions/index.js';
import { hashToken, newToken } from '../sessions/index.js';

import { hashPassword } from '../users/index.js';
import type { PasswordResetRepository } from './repository.js';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** The link in the reset e-mail: the front end's reset page, which PUTs the token back. */
export function passwordResetLink(origin: string, token: string): string {
  return `${origin}/reset-password/do?token=${encodeURIComponent(token)}`;
}

/** Reset requests (with the daily limit) and setting the new password. */
export function createPasswordResetService(repository: PasswordResetRepository, mail: MailService, sessions: SessionsService, abuse: AbuseGuard) {
  return {
    /** E-mails a reset link to the account of `email` on the site (links start with `origin`). */
    async request(siteId: number, email: string, origin: string): Promise<void> {
      const address = email.trim();
      if (!isEmailAddress(address)) throw new DomainError('invalid_email', { fields: { email: 'invalid_email' } });
      const member = await repository.memberByEmail(siteId, address);
      if (!member || member.deletedAt || member.status === 'deleted') throw new DomainError('email_not_found');

      const token = newToken();
      const issued = await repository.issueToken(
        { memberId: member.memberId, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + PASSWORD_RESET_TTL_MINUTES * MINUTE_MS) },
        PASSWORD_RESETS_PER_DAY,
        new Date(Date.now() - DAY_MS),
      );
      if (!issued) throw new DomainError('too_many_resets');

      const locale = isLocale(member.language) ? member.language : 'nl';
      const content = passwordResetMail({ locale, name: member.name, siteName: member.siteName }, passwordResetLink(origin, token), PASSWORD_RESET_TTL_MINUTES);
      await mail.send({ siteId, memberId: member.memberId, kind: 'password_reset', to: member.email, ...content });
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
      const address = await sessions.liftLoginBlocks(memberId);
      if (address) {
        const key = `${address.siteId}:${address.email}`;
        await Promise.all([abuse.forget('loginFailuresPerAddress', key), abuse.forget('loginPacePerAddress', key)]);
      }
    },
  };
}
export type PasswordResetService = ReturnType<typeof createPasswordResetService>;
