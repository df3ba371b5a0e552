/**
 * The member's settings: which kinds of e-mail they do not want (the mail service honours the
 * list), and a new password, given the old one ('Controleer je oude wachtwoord.').
 */
import { NOTIFICATION_KINDS, PASSWORD_TEXT_VALUES, passwordProblem, type ErrorCode, type NotificationKind } from '@dating/shared-contracts';
import { isCommonPassword } from '@dating/shared-contracts/common-passwords';
import { DomainError } from '../domain-error.js';
import type { SessionsService } from '../sessions/index.js';
import { hashPassword, type UsersService } from '../users/index.js';
import type { AccountSettingsRepository } from './repository.js';

export function createAccountSettingsService(repository: AccountSettingsRepository, users: UsersService, sessions: SessionsService) {
  return {
    /** Stores the switched-off kinds (each once, in the catalogue's order). */
    async saveNotifications(memberId: number, kinds: NotificationKind[]) {
      await repository.setNotificationsDisabled(memberId, NOTIFICATION_KINDS.filter((kind) => kinds.includes(kind)));
      users.forget(memberId);
      return users.current(memberId);
    },

    /** Sets a new password when the old one is right; every session of the member ends (the caller starts a new one). */
    async changePassword(memberId: number, input: { old_password: string; password: string; password_confirmation: string }): Promise<void> {
      const fields: Record<string, ErrorCode> = {};
      if (input.password !== input.password_confirmation) fields.password_confirmation = 'passwords_differ';
      const problem = passwordProblem(input.password, isCommonPassword);
      if (problem) fields.password = problem;
      if (!(await users.confirmOwnPassword(memberId, await repository.passwordHash(memberId), input.old_password))) fields.old_password = 'old_password_wrong';
      const first = fields.old_password ?? fields.password ?? fields.password_confirmation;
      if (first) throw new DomainError(first, { fields, values: PASSWORD_TEXT_VALUES });
      await repository.setPasswordHash(memberId, await hashPassword(input.password));
      await sessions.endAll(memberId);
    },
  };
}
export type AccountSettingsService = ReturnType<typeof createAccountSettingsService>;
