/** The current member, login and language: the rules behind /api/user.php. */
import { isLocale, type Locale, type Member } from '@dating/shared-contracts';
import { DomainError } from '../domain-error.js';
import type { SessionsService } from '../sessions/service.js';
import { verifyPassword } from './passwords.js';
import type { UsersRepository } from './repository.js';

export function createUsersService(repository: UsersRepository, sessions: SessionsService) {
  async function current(memberId: number): Promise<Member | null> {
    const row = await repository.withProfile(memberId);
    if (!row || row.member.deletedAt) return null;
    const { member, profile, image } = row;
    return {
      id: member.id,
      email: member.email,
      status: member.status,
      credits: member.credits,
      paid_user: member.paidUser,
      signup_date: member.signupDate.toISOString(),
      language: isLocale(member.language) ? member.language : 'nl',
      notifications_disabled: member.notificationsDisabled,
      profile: {
        id: profile.id,
        name: profile.name,
        country: profile.country,
        region: profile.region,
        status: profile.status,
        main_image: image ? { filename: image.filename, thumb_filename: image.thumbFilename } : null,
      },
    };
  }

  return {
    current,

    /** Checks the credentials and the block rule; returns the member to start a session for. */
    async login(siteId: number, email: string, password: string, ip: string | null): Promise<Member> {
      const address = email.trim().toLowerCase();
      await sessions.assertNotBlocked(siteId, address);
      const member = await repository.byEmail(siteId, address);
      const usable = member && !member.deletedAt && member.status !== 'deleted' && member.status !== 'blocked';
      const valid = await verifyPassword(usable ? member.passwordHash : null, password);
      if (!usable || !valid) return sessions.recordFailure(siteId, address, ip);
      await sessions.recordSuccess(siteId, address, ip);
      const answer = await current(member.id);
      if (!answer) throw new DomainError('login_failed');
      return answer;
    },

    /** The member's saved language (for answers written before the member was loaded). */
    async language(memberId: number): Promise<string | null> {
      return (await repository.byId(memberId))?.language ?? null;
    },

    async setLanguage(memberId: number, language: Locale): Promise<Member | null> {
      await repository.setLanguage(memberId, language);
      return current(memberId);
    },
  };
}
export type UsersService = ReturnType<typeof createUsersService>;
