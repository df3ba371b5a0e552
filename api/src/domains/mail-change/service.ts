/**
 * E-mail change (spec section 8): the member gives the new address and the current password; the
 * new address gets a single-use confirmation link (MAIL_CHANGE_TTL_MINUTES), the old one a notice
 * with an undo link (valid MAIL_CHANGE_UNDO_DAYS, also after the change went through). Undoing
 * puts the old address back, spends every open change link and ends every session.
 */
import { isEmailAddress, isLocale, type ErrorCode } from '@dating/shared-contracts';
import type { Clock } from '../../lib/clock.js';
import { DomainError, secondsUntil } from '../domain-error.js';
import { greetingName, mailChangeConfirmMail, mailChangeNoticeMail, type MailService } from '../mail/index.js';
import { hashToken, newToken, type SessionsService } from '../sessions/index.js';
import type { UsersService } from '../users/index.js';
import type { MailChangeRepository } from './repository.js';

export const MAIL_CHANGE_TTL_MINUTES = 60;
export const MAIL_CHANGE_UNDO_DAYS = 14;
/** Change requests a member may make per 24 hours (each mails two addresses). */
export const MAIL_CHANGES_PER_DAY = 5;

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** The page both links open; it PUTs the token back. */
export const mailChangeLink = (origin: string, token: string) => `${origin}/mail-change/do?token=${encodeURIComponent(token)}`;

export function createMailChangeService(repository: MailChangeRepository, deps: { mail: MailService; sessions: SessionsService; users: UsersService; clock: Clock }) {
  const { mail, sessions, users, clock } = deps;

  return {
    async request(memberId: number, input: { email: string; password: string }, origin: string): Promise<void> {
      const member = await repository.member(memberId);
      if (!member) throw new DomainError('not_found');
      const email = input.email.trim();
      const fields: Record<string, ErrorCode> = {};
      if (!isEmailAddress(email)) fields.email = 'invalid_email';
      else if (email.toLowerCase() === member.email.toLowerCase() || (await repository.addressTaken(member.siteId, email, memberId))) fields.email = 'email_taken';
      if (!(await users.confirmOwnPassword(memberId, member.passwordHash, input.password))) fields.password = 'old_password_wrong';
      const first = fields.password ?? fields.email;
      if (first) throw new DomainError(first, { fields });

      const now = clock.now();
      const asked = await repository.requestsSince(memberId, new Date(now.getTime() - DAY_MS));
      if (asked.count >= MAIL_CHANGES_PER_DAY) throw new DomainError('rate_limited', { retryAfterSeconds: secondsUntil(asked.oldest!.getTime() + DAY_MS, now) });
      const confirm = newToken();
      const undo = newToken();
      await repository.issue({ memberId, purpose: 'mail_change', tokenHash: hashToken(confirm), detail: email, createdAt: now, expiresAt: new Date(now.getTime() + MAIL_CHANGE_TTL_MINUTES * MINUTE_MS) }, true);
      await repository.issue({ memberId, purpose: 'mail_change_undo', tokenHash: hashToken(undo), detail: member.email, createdAt: now, expiresAt: new Date(now.getTime() + MAIL_CHANGE_UNDO_DAYS * DAY_MS) }, false);

      const to = { locale: isLocale(member.language) ? member.language : 'nl', name: greetingName(member), siteName: member.siteName } as const;
      await mail.send({ siteId: member.siteId, memberId, kind: 'mail_change', to: email, ...mailChangeConfirmMail(to, mailChangeLink(origin, confirm), email, MAIL_CHANGE_TTL_MINUTES) });
      await mail.send({ siteId: member.siteId, memberId, kind: 'mail_change_notice', to: member.email, ...mailChangeNoticeMail(to, mailChangeLink(origin, undo), email) });
    },

    /** Uses a link: the confirmation sets the new address, the undo puts the old one back. */
    async confirm(token: string): Promise<{ email: string; undone: boolean }> {
      const now = clock.now();
      const spent = await repository.spend(hashToken(token), now);
      if (!spent?.detail) throw new DomainError('mail_change_link_invalid');
      const member = await repository.member(spent.memberId);
      if (!member) throw new DomainError('mail_change_link_invalid');
      const undone = spent.purpose === 'mail_change_undo';
      if (!undone && (await repository.addressTaken(member.siteId, spent.detail, member.memberId))) {
        throw new DomainError('email_taken', { fields: { email: 'email_taken' } });
      }
      await repository.setEmail(member.memberId, spent.detail);
      if (undone) {
        await repository.spendAll(member.memberId, ['mail_change', 'mail_change_undo'], now);
        await sessions.endAll(member.memberId);
      }
      users.forget(member.memberId);
      return { email: spent.detail, undone };
    },
  };
}
export type MailChangeService = ReturnType<typeof createMailChangeService>;
