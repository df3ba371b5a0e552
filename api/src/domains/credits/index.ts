/** The credits domain's public face: the ledger every domain spends and grants through, the member's history, and its routes plugin. */
import type { Database } from '../../db/database.js';
import { createCreditsRepository } from './repository.js';
import { createCreditLedgerService, createCreditsService, type CreditsNeeds } from './service.js';
import type { LedgerNeeds } from './ledger.js';

export type { CreditLedgerService, CreditsService } from './service.js';
export type { GrantKind, LedgerResult, SpendKind } from './ledger.js';
export type { Mismatch } from './repository.js';
export { IdempotencyKeyReused } from './ledger.js';
export { creditsPlugin } from './routes.js';

/**
 * Wires the ledger: its entries record `credits.changed` for the member's browser and announce it
 * to other domains after the commit; an admin's corrections are audited through `needs.audit`.
 */
export function createCredits(db: Database, needs: CreditsNeeds) {
  return createCreditsService(db, createCreditsRepository(db), needs);
}

/** The ledger alone (spend, grant, balance, reconcile), for tools that move credits outside the API: the seed, the ledger bench. */
export function createCreditLedger(db: Database, needs: LedgerNeeds) {
  return createCreditLedgerService(db, createCreditsRepository(db), needs);
}
