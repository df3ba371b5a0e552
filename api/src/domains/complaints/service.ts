/**
 * Complaints from visitors and members: stored with a reference the complainant quotes, confirmed
 * by mail to the member's address or the visitor's contact address. Each client's budget
 * (complaintsPerClient) is spent at the HTTP edge (http/abuse-routes.ts). Every profile id is
 * answered alike (unknown, hidden or blocking: a complaint tells nothing profile.php hides), and an
 * address nobody has confirmed gets at most complaintMailsPerAddress confirmations a day (anyone
 * may type any address).
 */
import { randomInt } from 'node:crypto';
import { isEmailAddress, isLocale, type ComplaintEvidence, type ComplaintRequest, type ErrorCode, type Locale } from '@dating/shared-contracts';
import type { Clock } from '../../lib/clock.js';
import type { AbuseGuard } from '../abuse/index.js';
import { DomainError } from '../domain-error.js';
import { complaintReceivedMail, type MailService } from '../mail/index.js';
import type { ServerEventsService } from '../server-events/index.js';
import type { ComplaintsRepository } from './repository.js';

/** Letters and digits that cannot be mistaken for one another when read out (no 0/O, 1/I/L). */
const REFERENCE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** A reference like K-7QM2-XD4A. */
export function newReference(): string {
  const part = () => Array.from({ length: 4 }, () => REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)]).join('');
  return `K-${part()}-${part()}`;
}

export interface Complainant {
  siteId: number;
  memberId: number | null;
  ip: string;
  locale: Locale;
}

export function createComplaintsService(repository: ComplaintsRepository, mail: MailService, abuse: AbuseGuard, clock: Clock, serverEvents: Pick<ServerEventsService, 'recordStaff'>) {
  /** Counts a confirmation to an unconfirmed address; false once the address had its share today. */
  async function mayMailUnconfirmed(siteId: number, address: string): Promise<boolean> {
    const key = `${siteId}:${address.toLowerCase()}`;
    if (await abuse.spent('complaintMailsPerAddress', key)) return false;
    await abuse.count('complaintMailsPerAddress', key);
    return true;
  }

  return {
    /** Stores the complaint (with what it came with, e.g. a conversation's last messages) and mails the confirmation; returns the reference. */
    async file(input: ComplaintRequest, by: Complainant, origin: string, evidence?: ComplaintEvidence): Promise<string> {
      const member = by.memberId === null ? undefined : await repository.memberContact(by.memberId);
      const fields: Record<string, ErrorCode> = {};
      const contact = member?.email ?? input.email?.trim() ?? '';
      if (!member && !contact) fields.email = 'required';
      else if (!member && !isEmailAddress(contact)) fields.email = 'invalid_email';
      const first = Object.values(fields)[0];
      if (first) throw new DomainError(first, { fields });

      const now = clock.now();
      const reference = newReference();
      await repository.insert({
        siteId: by.siteId,
        reference,
        category: input.category,
        description: input.description,
        // An id of no profile is kept as none (the answer is the same either way).
        profileId: input.profile_id !== undefined && (await repository.profileExists(input.profile_id)) ? input.profile_id : null,
        memberId: by.memberId,
        email: contact,
        ip: by.ip,
        evidence: evidence ?? null,
        createdAt: now,
      }, (tx, id) => serverEvents.recordStaff(tx, 'complaint.filed', { complaint_id: id }));
      if (member?.status !== 'confirmed' && !(await mayMailUnconfirmed(by.siteId, contact))) return reference;
      const siteName = await repository.siteName(by.siteId);
      const locale = member && isLocale(member.language) ? member.language : by.locale;
      await mail.send({ siteId: by.siteId, memberId: by.memberId, kind: 'complaint', to: contact, ...complaintReceivedMail({ locale, siteName }, `${origin}/`, reference) });
      return reference;
    },
  };
}
export type ComplaintsService = ReturnType<typeof createComplaintsService>;
