/**
 * Account deletion (spec sections 4 and 9): with the password confirmed and a reason, the account
 * is deleted at once (profile hidden, every session ended) and stays reversible for
 * ACCOUNT_REACTIVATION_DAYS: the mailed link, or logging in (which answers `account_reactivatable`
 * so the form can offer it), brings it back. After that the erasure job removes the personal data.
 */
import { ACCOUNT_REACTIVATION_DAYS, isLocale } from '@dating/shared-contracts';
import type { Clock } from '../../lib/clock.js';
import { DomainError } from '../domain-error.js';
import { accountDeletedMail, greetingName, type MailService } from '../mail/index.js';
import type { LoginClient, LoginSafetyService } from '../login-safety/index.js';
import { hashToken, newToken, type SessionsService } from '../sessions/index.js';
import { memberLogin, verifyPassword, type UsersService } from '../users/index.js';
import type { DeletionRepository } from './repository.js';

const DAY_MS = 24 * 60 * 60_000;
const WINDOW_MS = ACCOUNT_REACTIVATION_DAYS * DAY_MS;

/** The page the reactivation link opens; it POSTs the token back. */
export const reactivationLink = (origin: string, token: string) => `${origin}/account-deleted?token=${encodeURIComponent(token)}`;

export interface DeletionDeps {
  mail: MailService;
  sessions: SessionsService;
  users: UsersService;
  loginSafety: LoginSafetyService;
  clock: Clock;
}

export function createDeletionService(repository: DeletionRepository, { mail, sessions, users, loginSafety, clock }: DeletionDeps) {
  const withinWindow = (deletedAt: Date | null, erasedAt: Date | null) =>
    Boolean(deletedAt && !erasedAt && clock.now().getTime() - deletedAt.getTime() < WINDOW_MS);

  async function restore(memberId: number): Promise<number> {
    await repository.reactivate(memberId, clock.now());
    users.forget(memberId);
    return memberId;
  }

  return {
    /** Deletes the account of `memberId` (password checked); ends every session and mails the reactivation link. */
    async remove(memberId: number, input: { password: string; reason: string }, origin: string): Promise<void> {
      const member = await repository.member(memberId);
      if (!member || member.deletedAt) throw new DomainError('not_found');
      if (!(await users.confirmOwnPassword(memberId, member.passwordHash, input.password))) throw new DomainError('password_wrong', { fields: { password: 'password_wrong' } });
      const now = clock.now();
      await repository.markDeleted(memberId, input.reason.trim(), now);
      try {
        const token = newToken();
        await repository.issueToken({ memberId, purpose: 'reactivation', tokenHash: hashToken(token), createdAt: now, expiresAt: new Date(now.getTime() + WINDOW_MS) });
        const to = { locale: isLocale(member.language) ? member.language : 'nl', name: greetingName(member), siteName: member.siteName } as const;
        await mail.send({ siteId: member.siteId, memberId, kind: 'account_deleted', to: member.email, ...accountDeletedMail(to, reactivationLink(origin, token), ACCOUNT_REACTIVATION_DAYS) });
      } finally {
        // Last, so the answer follows at once: ending the sessions closes the member's event
        // streams, and a tab whose stream closed long before the answer came forgot the member on
        // its members-only settings page and showed the login form instead of /account-deleted.
        await sessions.endAll(memberId);
        users.forget(memberId);
      }
    },

    /** Reactivates with the mailed token; returns the member to log in. */
    async reactivateByToken(token: string): Promise<number> {
      const spent = await repository.spendToken(hashToken(token), clock.now());
      const member = spent && (await repository.member(spent.memberId));
      if (!member || !withinWindow(member.deletedAt, member.erasedAt)) throw new DomainError('reactivation_link_invalid');
      return restore(member.memberId);
    },

    /**
     * Reactivates with the credentials of a login that answered `account_reactivatable`: the same
     * attempt as a login (login safety's budgets, blocks and pacing), then the account is back.
     */
    async reactivateByLogin(siteId: number, email: string, password: string, client: LoginClient): Promise<{ memberId: number; deviceTokens: string[] }> {
      const address = email.trim().toLowerCase();
      const { value: memberId, deviceTokens } = await loginSafety.attempt(memberLogin(siteId, address), client, async () => {
        const found = await repository.memberIdByEmail(siteId, address);
        const member = found === undefined ? undefined : await repository.member(found);
        const deleted = member && withinWindow(member.deletedAt, member.erasedAt);
        return (await verifyPassword(deleted ? member.passwordHash : null, password)) && member ? member.memberId : null;
      });
      return { memberId: await restore(memberId), deviceTokens };
    },

    /** Erases every account whose reactivation window has passed; returns how many. */
    async eraseDue(): Promise<number> {
      const now = clock.now();
      const due = await repository.dueForErasure(new Date(now.getTime() - WINDOW_MS));
      for (const { memberId } of due) {
        const discardPhotos = await repository.erase(memberId, now);
        await discardPhotos();
        users.forget(memberId);
      }
      return due.length;
    },
  };
}
export type DeletionService = ReturnType<typeof createDeletionService>;
