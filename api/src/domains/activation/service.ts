/**
 * Activation: e-mails a single-use link (only its hash is stored, valid 7 days) and, when the
 * link is opened, confirms the member and makes the profile visible.
 */
import { isEmailAddress, isLocale, type ActivationAddress, type ErrorCode } from '@dating/shared-contracts';
import { DomainError, secondsUntil } from '../domain-error.js';
import type { DomainEventBus } from '../events.js';
import type { MailService } from '../mail/index.js';
import { activationMail } from '../mail/index.js';
import { hashToken, newToken } from '../sessions/index.js';
import type { UsersService } from '../users/index.js';
import type { ActivationRepository } from './repository.js';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** An activation link works this long. */
export const ACTIVATION_TTL_DAYS = 7;
/** Activation e-mails per member per hour (the signup mail included): resending cannot flood a mailbox. */
export const ACTIVATION_MAILS_PER_HOUR = 5;

/** What opening an activation link did. */
export type ActivationOutcome = 'confirmed' | 'already' | 'failed';

/** The link in the activation e-mail. */
export function activationLink(origin: string, token: string): string {
  return `${origin}/api/activate.php?token=${encodeURIComponent(token)}`;
}

/**
 * `users` is told when a member is confirmed, so its cached answer of the member is dropped and the
 * next /api/user.php shows the new status at once.
 */
export function createActivationService(repository: ActivationRepository, mail: MailService, users: Pick<UsersService, 'forget' | 'confirmOwnPassword'>, events?: Pick<DomainEventBus, 'emit'>) {
  /** Issues a new token and e-mails its link; the member must exist. */
  async function issue(memberId: number, origin: string): Promise<void> {
    const member = await repository.recipient(memberId);
    if (!member) throw new DomainError('not_found');
    const token = newToken();
    await repository.insertToken({ memberId, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + ACTIVATION_TTL_DAYS * DAY_MS) });
    const locale = isLocale(member.language) ? member.language : 'nl';
    const content = activationMail({ locale, siteName: member.siteName }, activationLink(origin, token));
    await mail.send({ siteId: member.siteId, memberId, kind: 'activation', to: member.email, ...content });
  }

  /** Refuses with rate_limited once the member had ACTIVATION_MAILS_PER_HOUR activation mails this hour. */
  async function withinHourlyBudget(memberId: number): Promise<void> {
    const issued = await repository.issuedSince(memberId, new Date(Date.now() - HOUR_MS));
    if (issued.count >= ACTIVATION_MAILS_PER_HOUR) {
      throw new DomainError('rate_limited', { retryAfterSeconds: secondsUntil(issued.oldest!.getTime() + HOUR_MS) });
    }
  }

  return {
    issue,

    /**
     * Opens an activation link: 'confirmed' when it confirmed the account now, 'already' when the
     * link had done so before (opened again by a confirmed member), else 'failed'.
     */
    async activate(token: string): Promise<ActivationOutcome> {
      const tokenHash = hashToken(token);
      const memberId = await repository.activate(tokenHash);
      if (memberId !== null) {
        users.forget(memberId);
        // The chat domain delivers the messages it held until now.
        await events?.emit('member.confirmed', { memberId });
        return 'confirmed';
      }
      return (await repository.confirmedBy(tokenHash)) ? 'already' : 'failed';
    },

    /** Sends a fresh link to a member who has not confirmed yet; a confirmed member needs none. */
    async resend(memberId: number, origin: string): Promise<{ sent: boolean }> {
      const member = await repository.recipient(memberId);
      if (!member || member.deletedAt) throw new DomainError('auth_required');
      if (member.status !== 'not_confirmed') return { sent: false };
      await withinHourlyBudget(memberId);
      await issue(memberId, origin);
      return { sent: true };
    },

    /**
     * "Wrong address? Change it": an unconfirmed member (password checked) moves the account to a
     * new address; the links sent so far stop working and the new address gets a fresh one. The
     * mail counts against the same hourly budget as "send again". An address another account
     * holds is refused as taken, never saying whose; bad input changes nothing.
     */
    async correctAddress(memberId: number, input: ActivationAddress, origin: string): Promise<void> {
      const member = await repository.recipient(memberId);
      if (!member || member.deletedAt) throw new DomainError('auth_required');
      if (member.status !== 'not_confirmed') throw new DomainError('invalid_input');
      const email = input.email.trim();
      const fields: Record<string, ErrorCode> = {};
      if (!isEmailAddress(email)) fields.email = 'invalid_email';
      else if (email.toLowerCase() === member.email.toLowerCase() || (await repository.addressTaken(member.siteId, email, memberId))) fields.email = 'email_taken';
      if (!(await users.confirmOwnPassword(memberId, await repository.passwordHash(memberId), input.password))) fields.password = 'old_password_wrong';
      const first = fields.password ?? fields.email;
      if (first) throw new DomainError(first, { fields });
      await withinHourlyBudget(memberId);
      const outcome = await repository.readdress(memberId, email);
      if (outcome === 'taken') throw new DomainError('email_taken', { fields: { email: 'email_taken' } });
      if (outcome === 'confirmed') throw new DomainError('invalid_input');
      users.forget(memberId);
      await issue(memberId, origin);
    },
  };
}
export type ActivationService = ReturnType<typeof createActivationService>;
