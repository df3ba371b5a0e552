/**
 * The console's member pages (docs/architecture.md, "The console"). A moderator finds a member by
 * id, e-mail or name and reads their record; hides the profile (status `blocked`: out of search and
 * every list, and the member's own visibility switch cannot undo it), blocks the account (no login;
 * every session and event stream ends at once) or restores both, always with a reason. Each action
 * is one transaction with its staff audit row; ending the sessions follows its commit.
 */
import {
  MEMBER_RECORD_LIST_LIMIT, MEMBER_SEARCH_LIMIT, type MemberModerationAction, type MemberRecord, type MemberSummary,
} from '@dating/shared-contracts';
import type { Database } from '../../db/database.js';
import { transaction } from '../../db/transaction.js';
import { DomainError } from '../domain-error.js';
import type { StaffService } from '../staff/index.js';
import type { MemberModerationRepository } from './repository.js';

/** What the service needs from other domains. */
export interface MemberModerationNeeds {
  audit: StaffService['audit'];
  /** Ends every session of the member and closes their event streams, on every process. */
  endSessions(memberId: number): Promise<void>;
  /** Drops the member's cached answer. */
  forget(memberId: number): void;
}

type SummaryRow = NonNullable<Awaited<ReturnType<MemberModerationRepository['member']>>>;

function summaryOf(row: SummaryRow): MemberSummary {
  return { id: row.id, email: row.email, name: row.name, status: row.status, profile_status: row.profileStatus, signup_date: row.signupDate.toISOString() };
}

/** The 400 px file of a photo, under the site's media prefix. */
function photoUrl(sizes: { file: string; width: number }[], filename: string, cdnPrefix: string) {
  const file = sizes.find((size) => size.width >= 400) ?? sizes[sizes.length - 1];
  return `${cdnPrefix}${file?.file ?? filename}`;
}

export function createMemberModerationService(db: Database, repository: MemberModerationRepository, needs: MemberModerationNeeds) {
  return {
    async find(q: string): Promise<{ members: MemberSummary[] }> {
      return { members: (await repository.find(q, MEMBER_SEARCH_LIMIT)).map(summaryOf) };
    },

    async record(memberId: number, cdnPrefix: string): Promise<MemberRecord> {
      const row = await repository.member(memberId);
      if (!row) throw new DomainError('not_found');
      const [photos, complaints, payments, ledger] = await Promise.all([
        repository.photos(row.profileId),
        repository.complaints(memberId, row.profileId, MEMBER_RECORD_LIST_LIMIT),
        repository.payments(memberId, MEMBER_RECORD_LIST_LIMIT),
        repository.ledger(memberId, MEMBER_RECORD_LIST_LIMIT),
      ]);
      return {
        member: { ...summaryOf(row), profile_id: row.profileId, language: row.language, credits: row.credits, paid_user: row.paidUser },
        photos: photos.map((photo) => ({ id: photo.id, status: photo.status, main: photo.isMain, url: photoUrl(photo.sizes, photo.filename, cdnPrefix) })),
        complaints: complaints.map((c) => ({ id: c.id, reference: c.reference, category: c.category, status: c.status, role: c.memberId === memberId ? 'filed' : 'about', at: c.at.toISOString() })),
        payments: payments.map((p) => ({ id: p.id, status: p.status, amount: p.amount, currency: p.currency, credits: p.credits, at: p.at.toISOString() })),
        ledger: ledger.map((e) => ({ id: e.id, amount: e.amount, kind: e.kind, reference: e.reference, balance_after: e.balanceAfter, at: e.at.toISOString() })),
      };
    },

    /** Hides, blocks or restores the member for staff member `staffId`; a deleted account is not found. */
    async moderate(staffId: number, memberId: number, action: MemberModerationAction, reason: string) {
      const done = await transaction(db, async (tx) => {
        const current = await repository.lock(tx, memberId);
        if (!current || current.status === 'deleted') throw new DomainError('not_found');
        let status = current.status;
        let profileStatus = current.profileStatus;
        if (action === 'hide') profileStatus = 'blocked';
        if (action === 'block') {
          status = 'blocked';
          profileStatus = 'blocked';
        }
        if (action === 'restore') {
          const before = current.status === 'blocked' ? await repository.statusBeforeBlock(tx, memberId) : current.status;
          status = before === 'not_confirmed' || before === 'confirmed' ? before : 'confirmed';
          profileStatus = status === 'confirmed' ? 'active' : 'disabled';
        }
        if (status !== current.status) await repository.setStatus(tx, memberId, status);
        if (profileStatus !== current.profileStatus) await repository.setProfileStatus(tx, current.profileId, profileStatus);
        await needs.audit(tx, {
          staffId, action: `member.${action}`, recordType: 'member', recordId: memberId,
          before: { status: current.status, profile_status: current.profileStatus }, after: { status, profile_status: profileStatus, reason },
        });
        return { status, profile_status: profileStatus };
      });
      needs.forget(memberId);
      if (action === 'block') await needs.endSessions(memberId);
      return done;
    },
  };
}
export type MemberModerationService = ReturnType<typeof createMemberModerationService>;
