/**
 * Transactions that know when they end. Work that must be the transaction's last (the server
 * events it recorded, written in one lock order) is queued with `beforeCommit(tx, …)` and runs
 * inside it once the unit of work is done; work that must follow a commit and never precede it
 * (waking the event streams of other processes) is queued with `afterCommit(tx, …)`; a rolled-back
 * transaction runs none of the latter. Domains that write a server event or a credit entry open
 * their transaction here: `record` and `spend` refuse one that was not, so an event can never be
 * written outside the change it reports.
 */
import type { Database } from './database.js';

/** A transaction opened by `transaction()`: use it for every statement of the unit of work. */
export type Transaction = Database & { readonly __committable: unique symbol };

interface Pending {
  before: (() => Promise<void>)[];
  after: (() => void)[];
}

const pendingWork = new WeakMap<object, Pending>();

/** Runs `work` in one transaction (PGlite: one at a time; PostgreSQL: one pooled connection). */
export async function transaction<T>(db: Database, work: (tx: Transaction) => Promise<T>): Promise<T> {
  const pending: Pending = { before: [], after: [] };
  const result = await db.transaction(async (tx) => {
    pendingWork.set(tx, pending);
    const done = await work(tx as unknown as Transaction);
    // A step may queue another (it runs too, in order).
    for (let index = 0; index < pending.before.length; index += 1) await pending.before[index]!();
    return done;
  });
  // Each step must not throw (the commit is done; a failure here is the step's own to report).
  for (const run of pending.after) run();
  return result;
}

function pendingOf(tx: Transaction): Pending {
  const pending = pendingWork.get(tx);
  if (!pending) throw new Error('This write must run inside transaction() (api/src/db/transaction.ts), with the change it belongs to');
  return pending;
}

/** Queues `run` as the last work inside `tx`, after its unit of work (in the order queued). */
export function beforeCommit(tx: Transaction, run: () => Promise<void>): void {
  pendingOf(tx).before.push(run);
}

/** Queues `run` until `tx` commits (nothing runs if it rolls back). */
export function afterCommit(tx: Transaction, run: () => void): void {
  pendingOf(tx).after.push(run);
}

/** Fails fast when `tx` is not a transaction opened by transaction(). */
export function assertTransaction(tx: Transaction): void {
  pendingOf(tx);
}
