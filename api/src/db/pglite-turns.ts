/**
 * Which waiting work the embedded database's thread runs next (pglite-worker.ts runs one thing at
 * a time). Cheapest first, so one member's quick answer is not queued behind fifty searches; each
 * ms waited takes AGING_PER_MS off a cost, so work a little dearer than a steady flow of cheap
 * reads is not queued behind all of them; and work that waited OLDEST_FIRST_MS takes every other
 * turn, oldest first, so under a load that keeps everything waiting cheap work still waits for
 * one dear statement at most.
 */

/** Work that has waited this long takes every other turn, oldest first, whatever it costs. */
export const OLDEST_FIRST_MS = 250;
/**
 * Each ms of waiting takes this much (ms) off a cost. Without it a stream's catch-up read (3 ms)
 * waited behind a steady flow of 1 ms reads until it was overdue, and a like or a message reached
 * the other member's stream 250 ms late; a 100 ms search still ranks behind fresh cheap reads for
 * a second, so the overdue turn stays its way in.
 */
export const AGING_PER_MS = 0.1;

/** Work waiting its turn: when it came (ms, one clock for all) and its expected cost in ms (a transaction's begin is below every statement). */
export interface Turn {
  since: number;
  cost: number;
}

/** Chooses the next of `waiting` (oldest first, not empty) at `now`; `lastWasOverdue` says whether the previous turn went to overdue work. */
export function chooseTurn(waiting: readonly Turn[], now: number, lastWasOverdue: boolean): { index: number; overdue: boolean } {
  const overdue = now - waiting[0]!.since >= OLDEST_FIRST_MS && !lastWasOverdue;
  if (overdue) return { index: 0, overdue };
  const rank = (turn: Turn) => turn.cost - (now - turn.since) * AGING_PER_MS;
  let index = 0;
  let best = rank(waiting[0]!);
  for (let candidate = 1; candidate < waiting.length; candidate += 1) {
    const value = rank(waiting[candidate]!);
    if (value < best) [index, best] = [candidate, value];
  }
  return { index, overdue };
}
