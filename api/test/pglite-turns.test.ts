/**
 * The embedded database's turns (src/db/pglite-turns.ts): cheap work first, a slightly dearer
 * read not held back by a steady flow of cheaper ones, a dear statement still behind fresh cheap
 * work, and overdue work every other turn.
 */
import { describe, expect, it } from 'vitest';
import { AGING_PER_MS, chooseTurn, OLDEST_FIRST_MS } from '../src/db/pglite-turns.js';

describe('the embedded database takes turns', () => {
  it('runs the cheapest of work that came together, a transaction before any statement', () => {
    const now = 1_000;
    expect(chooseTurn([{ since: now, cost: 2 }, { since: now, cost: 0.5 }, { since: now, cost: -1 }], now, false)).toEqual({ index: 2, overdue: false });
  });

  it('lets a 3 ms read that waited 30 ms go before 1 ms reads that just came', () => {
    const now = 1_000;
    const waiting = [{ since: now - 30, cost: 3 }, ...Array.from({ length: 10 }, () => ({ since: now - 1, cost: 1 }))];
    expect(chooseTurn(waiting, now, false).index).toBe(0);
    // Not yet when it came: the cheap reads are ahead until its wait has paid its extra cost.
    expect(chooseTurn([{ since: now - 1, cost: 3 }, { since: now, cost: 1 }], now, false).index).toBe(1);
    expect((3 - 1) / AGING_PER_MS).toBeLessThan(OLDEST_FIRST_MS);
  });

  it('keeps a 100 ms search behind fresh cheap reads until it is overdue', () => {
    const now = 10_000;
    const search = { since: now - (OLDEST_FIRST_MS - 10), cost: 100 };
    expect(chooseTurn([search, { since: now, cost: 1 }], now, false).index).toBe(1);
  });

  it('gives overdue work every other turn, oldest first', () => {
    const now = 10_000;
    const waiting = [{ since: now - OLDEST_FIRST_MS, cost: 100 }, { since: now, cost: 1 }];
    expect(chooseTurn(waiting, now, false)).toEqual({ index: 0, overdue: true });
    expect(chooseTurn(waiting, now, true)).toEqual({ index: 1, overdue: false });
  });
});
