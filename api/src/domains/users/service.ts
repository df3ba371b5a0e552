/** The current member, login and language: the rules behind /api/user.php. */
import { ACCOUNT_REACTIVATION_DAYS, isLocale, type Locale, type Member } from '@dating/shared-contracts';
import { systemClock, type Clock } from '../../lib/clock.js';
import { TtlCache } from '../../lib/ttl-cache.js';
import { DomainError } from '../domain-error.js';
import type { AbuseGuard } from '../abuse/index.js';
import type { LoginClient, LoginSafetyService } from '../login-safety/index.js';
import { memberLogin } from './member-login.js';
import { verifyPassword } from './passwords.js';
import type { UsersRepository } from './repository.js';

/**
 * Every open tab polls the current member; answers are kept this long. Any write that changes
 * what the answer shows calls forget(memberId), so this process never serves its own stale data.
 */
const MEMBER_CACHE_MS = 2_000;

const REACTIVATION_WINDOW_MS = ACCOUNT_REACTIVATION_DAYS * 24 * 60 * 60_000;

export function createUsersService(repository: UsersRepository, loginSafety: LoginSafetyService, abuse: AbuseGuard, clock: Clock = systemClock) {
  const answers = new TtlCache<number, Member | null>(MEMBER_CACHE_MS);
  /**
   * Loads under way: requests at once share one. When the cached answer expired under load, fifty
   * requests asked the database the same question at once, and on PGlite everyone's next statement
   * queued behind fifty (docs/embedded-database.md).
   */
  const loading = new Map<number, Promise<Member | null>>();

  async function current(memberId: number): Promise<Member | null> {
    const cached = answers.get(memberId);
    if (cached !== undefined) return cached;
    const under = loading.get(memberId);
    if (under) return under;
    const flight = load(memberId);
    loading.set(memberId, flight);
    try {
      const member = await flight;
      // A write that forgot the member meanwhile may not be in this answer: it is not kept.
      if (loading.get(memberId) === flight) answers.set(memberId, member);
      return member;
    } finally {
      if (loading.get(memberId) === flight) loading.delete(memberId);
    }
  }

  async function load(memberId: number): Promise<Member | null> {
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

    /** Starts reading the member if no answer is cached or on its way (current() then shares it). */
    preload(memberId: number): void {
      if (answers.get(memberId) === undefined && !loading.has(memberId)) current(memberId).catch(() => undefined);
    },

    /** Drops the cached answer after a write to the member, their profile or images. */
    forget(memberId: number): void {
      answers.delete(memberId);
      loading.delete(memberId);
    },

    /**
     * Checks the credentials under login safety's rules (domains/login-safety: a client may be
     * refused before its password is checked); returns the member to start a session for and the
     * device tokens to keep in the browser.
     */
    async login(siteId: number, email: string, password: string, client: LoginClient): Promise<{ user: Member; deviceTokens: string[] }> {
      const address = email.trim().toLowerCase();
      const { value: member, deviceTokens } = await loginSafety.attempt(memberLogin(siteId, address), client, async () => {
        const found = await repository.byEmail(siteId, address);
        const usable = found && !found.deletedAt && found.status !== 'deleted' && found.status !== 'blocked';
        const reactivatable = found?.deletedAt && !found.erasedAt && found.status !== 'blocked'
          && clock.now().getTime() - found.deletedAt.getTime() < REACTIVATION_WINDOW_MS;
        const valid = await verifyPassword(usable || reactivatable ? found.passwordHash : null, password);
        return valid && found ? found : null;
      });
      // A deletion within the window is offered back (spec section 4): the right password answers
      // account_reactivatable instead of a login, and the form offers POST /api/reactivate.php.
      if (member.deletedAt) throw new DomainError('account_reactivatable', { values: { days: ACCOUNT_REACTIVATION_DAYS } });
      const user = await current(member.id);
      if (!user) throw new DomainError('login_failed');
      return { user, deviceTokens };
    },

    /**
     * Checks the password a logged-in member confirms an action with (password change, e-mail
     * change, deletion) against their `passwordHash`. Wrong ones spend a per-member budget; once
     * it is spent the check answers 429 before it runs, so a stolen session is no password oracle.
     */
    async confirmOwnPassword(memberId: number, passwordHash: string | null, password: string): Promise<boolean> {
      const key = `member:${memberId}`;
      await abuse.check('passwordChecksPerMember', key);
      const valid = await verifyPassword(passwordHash, password);
      if (!valid) await abuse.count('passwordChecksPerMember', key);
      return valid;
    },

    /** The member's saved language (for answers written before the member was loaded). */
    async language(memberId: number): Promise<string | null> {
      return (await current(memberId))?.language ?? null;
    },

    async setLanguage(memberId: number, language: Locale): Promise<Member | null> {
      await repository.setLanguage(memberId, language);
      answers.delete(memberId);
      return current(memberId);
    },
  };
}
export type UsersService = ReturnType<typeof createUsersService>;
