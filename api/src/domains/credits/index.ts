/** The credits domain's public face: the ledger every domain spends and grants through, the member's history, and its routes plugin. */
import type { Database } from '../../db/database.js';
import type { LedgerNeeds } from './ledger.js';
import { createCreditsRepository } from './repository.js';
import { createCreditsService } from './service.js';

export type { CreditsService } from './service.js';
export type { GrantKind, LedgerResult, SpendKind } from './ledger.js';
export type { Mismatch } from './repository.js';
export { IdempotencyKeyReused } from './ledger.js';
export { creditsPlugin } from './routes.js';

/** Wires the ledger: its entries record `credits.changed` for the member's browser, and announce it to other domains after the commit. */
export function createCredits(db: Database, needs: LedgerNeeds) {
  return createCreditsService(db, createCreditsRepository(db), needs);
}
