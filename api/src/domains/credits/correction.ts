/**
 * An admin's correction of a member's credits (a goodwill grant, an undone mistake): one
 * `correction` entry through the ledger and its audit row, in one transaction. The console's key
 * makes a retried correction change nothing (and audit nothing twice).
 */
import type { Database } from '../../db/database.js';
import { transaction, type Transaction } from '../../db/transaction.js';
import { DomainError } from '../domain-error.js';
import type { Ledger } from './ledger.js';
import type { CreditsRepository } from './repository.js';

/** What a correction writes its audit row with (the staff domain's audit, in the same transaction). */
export type AuditChange = (tx: Transaction, change: { staffId: number; action: string; recordType: string; recordId: number; before: unknown; after: unknown }) => Promise<void>;

/** One correction as the admin asked for it. */
export interface CreditCorrection {
  memberId: number;
  /** Credits added (positive) or taken (negative). */
  amount: number;
  /** Why, in the admin's words (kept in the audit trail, never shown to the member). */
  reason: string;
  /** The console's idempotency key for this correction. */
  key: string;
}

export function createCorrections(db: Database, repository: CreditsRepository, ledger: Ledger, audit: AuditChange) {
  return {
    /** Applies the correction for staff member `staffId`; the member's new balance and its entry. */
    async correct(staffId: number, correction: CreditCorrection): Promise<{ credits: number; entry_id: number; replayed: boolean }> {
      const { memberId, amount, reason } = correction;
      return transaction(db, async (tx) => {
        const before = await repository.balance(tx, memberId);
        if (before === undefined) throw new DomainError('not_found');
        const key = `correction:${memberId}:${correction.key}`;
        const reference = `staff:${staffId}`;
        const result = amount > 0
          ? await ledger.grant(tx, memberId, amount, 'correction', key, reference)
          : await ledger.spend(tx, memberId, -amount, 'correction', key, reference);
        if (!result.replayed) {
          await audit(tx, {
            staffId, action: 'credits.correct', recordType: 'member', recordId: memberId,
            before: { credits: before }, after: { credits: result.balanceAfter, entry_id: result.entryId, amount, reason },
          });
        }
        return { credits: result.balanceAfter, entry_id: result.entryId, replayed: result.replayed };
      });
    },
  };
}
