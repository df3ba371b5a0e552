/**
 * Signup: the site's signup mode, the field rules, the one-account-per-address rule, then the new
 * member (not confirmed, profile disabled) and the activation e-mail.
 */
import { TEXT_LIMITS, type Locale, type SignupRequest } from '@dating/shared-contracts';
import { DomainError } from '../domain-error.js';
import type { ActivationService } from '../activation/index.js';
import type { CreditsService } from '../credits/index.js';
import type { SiteRow } from '../sites/index.js';
import { hashPassword } from '../users/index.js';
import type { NewMember, SignupRepository } from './repository.js';
import { signupFieldErrors } from './rules.js';

/** Null for text that is missing or only white space. */
function optionalText(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

/** The tracking row to store, or null when the visitor arrived without any. */
function trackingOf(tracking: SignupRequest['tracking']): NewMember['tracking'] {
  if (!tracking) return null;
  const row = {
    network: optionalText(tracking.network),
    ref: optionalText(tracking.ref),
    sub1: optionalText(tracking.sub1),
    sub2: optionalText(tracking.sub2),
    sub3: optionalText(tracking.sub3),
  };
  return Object.values(row).some((value) => value !== null) ? row : null;
}

/** Throws unless the site takes signups from this visitor (spec: all, traffic source only, or closed). */
function assertSignupOpen(site: SiteRow, tracking: NewMember['tracking']): void {
  if (site.signups === 'other') throw new DomainError('signup_closed');
  if (site.signups === 'with_trafficsource' && !tracking?.network && !tracking?.ref) {
    throw new DomainError('signup_traffic_source_only');
  }
}

/** What signup needs from other domains: the activation mail, and the ledger for the site's signup credits. */
export interface SignupNeeds {
  activation: ActivationService;
  credits: Pick<CreditsService, 'grant'>;
}

/** The signup rules and the creation of a member, with the signup credits and the activation mail. */
export function createSignupService(repository: SignupRepository, { activation, credits }: SignupNeeds) {
  return {
    /**
     * Creates the member with the site's signup credits (granted in the same transaction, so a
     * failed signup grants nothing) and e-mails the activation link (links start with `origin`).
     * Returns the new member's id; throws a DomainError (and writes nothing) when a rule fails.
     */
    async signUp(site: SiteRow, input: SignupRequest, context: { locale: Locale; origin: string; today?: Date }): Promise<number> {
      const tracking = trackingOf(input.tracking);
      assertSignupOpen(site, tracking);

      const fields = signupFieldErrors(input, site.minAge, context.today ?? new Date());
      const first = Object.values(fields)[0];
      if (first) {
        throw new DomainError(first, { fields, values: { min_age: site.minAge, min: TEXT_LIMITS.password.min } });
      }

      const email = input.email.trim().toLowerCase();
      const existing = await repository.existing(site.id, email);
      if (existing?.deletedAt || existing?.status === 'deleted') throw new DomainError('account_deleted');
      if (existing) throw new DomainError('email_taken', { loginPossible: existing.status !== 'blocked' });

      const memberId = await repository.create({
        siteId: site.id,
        email,
        passwordHash: await hashPassword(input.password),
        language: context.locale,
        profile: {
          name: input.name.trim(),
          // The form may ask gender later (signup steps); until then the profile needs one.
          gender: input.gender ?? 'male',
          seeking: input.seeking ?? null,
          country: input.country?.toUpperCase() ?? site.countries[0] ?? 'NL',
          dateOfBirth: input.date_of_birth!,
          about: optionalText(input.signup_message),
          niche: site.niche,
        },
        tracking,
      }, async (tx, newMemberId) => {
        if (site.signupCredits > 0) await credits.grant(tx, newMemberId, site.signupCredits, 'signup_bonus', `signup_bonus:${newMemberId}`);
      });
      if (memberId === null) throw new DomainError('email_taken', { loginPossible: true });

      await activation.issue(memberId, context.origin);
      return memberId;
    },
  };
}
export type SignupService = ReturnType<typeof createSignupService>;
