/** A small seeded pseudo-random generator, so that every seed run produces the same sample data. */

/** Random helpers over one seeded stream. */
export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  /** True with the given probability (0..1). */
  chance(probability: number): boolean;
  /** One element of a non-empty list. */
  pick<T>(items: readonly T[]): T;
  /** `count` distinct elements of a list, in random order. */
  sample<T>(items: readonly T[], count: number): T[];
  /** One value, chosen with the relative weights given. */
  weighted<T>(entries: readonly (readonly [T, number])[]): T;
}

/** Creates a generator (mulberry32: tiny, fast and well spread for sample data, not for secrets). */
export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new Error('pick() needs a non-empty list');
    return items[int(0, items.length - 1)]!;
  };
  const sample = <T>(items: readonly T[], count: number): T[] => {
    const pool = [...items];
    // Partial Fisher-Yates: only the first `count` places are shuffled.
    const take = Math.min(count, pool.length);
    for (let i = 0; i < take; i++) {
      const j = int(i, pool.length - 1);
      [pool[i], pool[j]] = [pool[j]!, pool[i]!];
    }
    return pool.slice(0, take);
  };
  const weighted = <T>(entries: readonly (readonly [T, number])[]): T => {
    const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
    let roll = next() * total;
    for (const [value, weight] of entries) {
      roll -= weight;
      if (roll < 0) return value;
    }
    return entries[entries.length - 1]![0];
  };
  return { next, int, chance: (probability) => next() < probability, pick, sample, weighted };
}

/**
 * A generator for item `index` of a series: each item gets its own stream, so profile 12 stays the
 * same whether 60 or 520 profiles are generated.
 */
export function randomFor(baseSeed: number, index: number): Random {
  return createRandom(Math.imul(baseSeed ^ 0x9e3779b9, 0x85ebca6b) + Math.imul(index + 1, 0xc2b2ae35));
}
