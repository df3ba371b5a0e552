/**
 * Credits: the ledger's writes (spend and grant, inside the caller's transaction), the member's
 * history, and the reconciliation that holds every cached balance equal to the sum of its entries.
 */
import type { CreditsHistoryAnswer, CreditsHistoryQuery } from '@dating/shared-contracts';
import type { Database } from '../../db/database.js';
import { createCorrections, type AuditChange } from './correction.js';
import { historyPage } from './history.js';
import { createLedger, type LedgerNeeds } from './ledger.js';
import type { CreditsRepository, Mismatch } from './repository.js';

/** What the credits domain needs: the ledger's, and the staff audit its corrections write. */
export interface CreditsNeeds extends LedgerNeeds {
  audit: AuditChange;
}

/** The ledger's writes and reads alone: what tools that move credits use (the seed, the ledger bench). */
export function createCreditLedgerService(db: Database, repository: CreditsRepository, needs: LedgerNeeds) {
  return {
    ...createLedger(repository, needs),

    /** The member's balance as the ledger keeps it (undefined for no such member). */
    balance(memberId: number): Promise<number | undefined> {
      return repository.balance(db, memberId);
    },

    /** Members whose cached balance is not the sum of their entries, or whose entries do not add up (empty when the ledger holds). */
    reconcile(memberIds?: number[]): Promise<Mismatch[]> {
      return repository.mismatches(memberIds);
    },
  };
}
export type CreditLedgerService = ReturnType<typeof createCreditLedgerService>;

/** The whole credits domain of the API: the ledger, the member's history and an admin's corrections. */
export function createCreditsService(db: Database, repository: CreditsRepository, needs: CreditsNeeds) {
  const ledger = createCreditLedgerService(db, repository, needs);
  return {
    ...ledger,
    ...createCorrections(db, repository, ledger, needs.audit),

    /** A page of the member's entries, newest first (`after`: the cursor from the previous page's `next`). */
    history(memberId: number, query: CreditsHistoryQuery): Promise<CreditsHistoryAnswer> {
      return historyPage(repository, memberId, query);
    },
  };
}
export type CreditsService = ReturnType<typeof createCreditsService>;
