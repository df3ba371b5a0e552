/**
 * Credits: the ledger's writes (spend and grant, inside the caller's transaction), the member's
 * history, and the reconciliation that holds every cached balance equal to the sum of its entries.
 */
import type { CreditsHistoryAnswer, CreditsHistoryQuery } from '@dating/shared-contracts';
import type { Database } from '../../db/database.js';
import { historyPage } from './history.js';
import { createLedger, type LedgerNeeds } from './ledger.js';
import type { CreditsRepository, Mismatch } from './repository.js';

export function createCreditsService(db: Database, repository: CreditsRepository, needs: LedgerNeeds) {
  return {
    ...createLedger(repository, needs),

    /** The member's balance as the ledger keeps it (undefined for no such member). */
    balance(memberId: number): Promise<number | undefined> {
      return repository.balance(db, memberId);
    },

    /** A page of the member's entries, newest first (`after`: the cursor from the previous page's `next`). */
    history(memberId: number, query: CreditsHistoryQuery): Promise<CreditsHistoryAnswer> {
      return historyPage(repository, memberId, query);
    },

    /** Members whose cached balance is not the sum of their entries, or whose entries do not add up (empty when the ledger holds). */
    reconcile(memberIds?: number[]): Promise<Mismatch[]> {
      return repository.mismatches(memberIds);
    },
  };
}
export type CreditsService = ReturnType<typeof createCreditsService>;
