/**
 * The ledger's two writes, used inside the caller's transaction (db/transaction.ts): `spend` takes
 * credits away, `grant` adds them. Each adds one immutable entry, caches the new balance on the
 * member row and records the server event `credits.changed`, all in that transaction, so the
 * caller's change (a message, a payment, a signup) and its credits commit together or not at all.
 *
 * The idempotency key is claimed by the entry's insert (a unique constraint), never by a lookup
 * first: a retried or parallel call with the same key changes nothing and answers the entry the
 * first call wrote (`replayed: true`). Keys are unique across the whole ledger, so callers make
 * them say what they pay for: `<purpose>:<id>` (`signup_bonus:<member>`, `message:<message>`), and
 * a key a browser chose is prefixed with its member. A key already used for another member, amount
 * or kind is refused (IdempotencyKeyReused, 400 invalid_input) and changes nothing: it is a
 * caller's mistake or a forged key, never a retry. The reference is not compared (a retry may
 * name its own new row).
 *
 * Lock order: the member's row is locked from the entry's insert to the commit; the stream head
 * of the member's events at the transaction's end, after all other work. A transaction that moves
 * the credits of two members does so in the order of their ids.
 */
import type { CreditEntryKind } from '@dating/shared-contracts';
import { afterCommit, assertTransaction, type Transaction } from '../../db/transaction.js';
import { DomainError } from '../domain-error.js';
import type { DomainEventBus } from '../events.js';
import type { ServerEventsService } from '../server-events/index.js';
import type { CreditsRepository, NewEntry } from './repository.js';

/** Kinds of entries that take credits away. */
export type SpendKind = Extract<CreditEntryKind, 'message' | 'gift' | 'photo' | 'correction'>;
/** Kinds of entries that add credits. */
export type GrantKind = Extract<CreditEntryKind, 'opening_balance' | 'signup_bonus' | 'purchase' | 'refund' | 'correction'>;

/** What a spend or a grant did. */
export interface LedgerResult {
  /** The entry this call wrote or, for a key used before, the entry written then. */
  entryId: number;
  /** The balance that entry left. */
  balanceAfter: number;
  /** The key had been used by an earlier call with the same member, amount and kind: nothing changed now. */
  replayed: boolean;
}

/** The idempotency key was used before for another member, amount or kind (answered as 400 invalid_input). */
export class IdempotencyKeyReused extends DomainError {
  constructor(readonly key: string) {
    super('invalid_input');
    this.name = 'IdempotencyKeyReused';
  }
}

/** What the ledger needs: where its server event goes, and the bus that tells other domains after the commit. */
export interface LedgerNeeds {
  serverEvents: Pick<ServerEventsService, 'record'>;
  events: DomainEventBus;
}

const MAX_AMOUNT = 2_147_483_647;
const MAX_KEY_LENGTH = 200;

/** A caller's mistake, not a member's: amounts are whole credits from 1 up, keys are given. */
function assertWellFormed(amount: number, key: string): void {
  if (!Number.isSafeInteger(amount) || amount < 1 || amount > MAX_AMOUNT) throw new RangeError(`A ledger amount is a whole number of credits from 1 up, not ${amount}`);
  if (!key || key.length > MAX_KEY_LENGTH) throw new RangeError(`A ledger idempotency key has 1 to ${MAX_KEY_LENGTH} characters`);
}

export function createLedger(repository: CreditsRepository, needs: LedgerNeeds) {
  /** Adds one entry of a signed amount inside `tx`; see the file's comment. */
  async function move(tx: Transaction, entry: NewEntry): Promise<LedgerResult> {
    assertTransaction(tx);
    const added = await repository.add(tx, entry);
    if (!added) return refusedOrReplayed(tx, entry);
    await repository.cacheBalance(tx, entry.memberId, added.balanceAfter);
    await needs.serverEvents.record(tx, entry.memberId, 'credits.changed', { credits: added.balanceAfter, entry_id: added.id, kind: entry.kind });
    afterCommit(tx, () => {
      // Its handlers only drop cached answers; one that failed would leave a cache to its time limit.
      needs.events.emit('credits.changed', { memberId: entry.memberId, credits: added.balanceAfter }).catch(() => {});
    });
    return { entryId: added.id, balanceAfter: added.balanceAfter, replayed: false };
  }

  /** Why nothing was added: the key's earlier entry (a replay, or a reuse refused), no such member, or too few credits. */
  async function refusedOrReplayed(tx: Transaction, entry: NewEntry): Promise<LedgerResult> {
    const earlier = await repository.byKey(tx, entry.key);
    if (earlier) {
      if (earlier.memberId !== entry.memberId || earlier.amount !== entry.amount || earlier.kind !== entry.kind) throw new IdempotencyKeyReused(entry.key);
      return { entryId: earlier.id, balanceAfter: earlier.balanceAfter, replayed: true };
    }
    if ((await repository.balance(tx, entry.memberId)) === undefined) throw new DomainError('not_found');
    throw new DomainError('insufficient_credits');
  }

  return {
    /**
     * Takes `amount` credits (a whole number from 1) from the member inside `tx`, claiming `key`.
     * Refused with insufficient_credits (402) when the balance is lower; the caller's transaction
     * should then roll back with everything the spend was for.
     */
    spend(tx: Transaction, memberId: number, amount: number, kind: SpendKind, key: string, reference?: string): Promise<LedgerResult> {
      assertWellFormed(amount, key);
      return move(tx, { memberId, amount: -amount, kind, key, reference: reference ?? null });
    },

    /** Gives the member `amount` credits (a whole number from 1) inside `tx`, claiming `key`. */
    grant(tx: Transaction, memberId: number, amount: number, kind: GrantKind, key: string, reference?: string): Promise<LedgerResult> {
      assertWellFormed(amount, key);
      return move(tx, { memberId, amount, kind, key, reference: reference ?? null });
    },
  };
}
export type Ledger = ReturnType<typeof createLedger>;
