/**
 * Badge totals (unread messages, new likes). The domain that owns a total registers its provider,
 * so a new badge never edits this file; a badge without a provider counts zero.
 */
import { BADGE_KEYS, type BadgeKey } from '@dating/shared-contracts';
import { TtlCache } from '../../lib/ttl-cache.js';

/**
 * How long a member's totals are reused while their event stream has not moved. A change to a
 * total is announced in the member's stream (the badge's event), which moves its number and so
 * misses this cache at once; a change that is not (a liker's profile hidden) shows within this.
 */
const TOTALS_REUSED_MS = 2_000;

/** Counts one badge's total for a member. */
export type CountProvider = (memberId: number) => Promise<number>;

export function createCountsService() {
  const providers = new Map<BadgeKey, CountProvider>();
  const computed = new TtlCache<number, { seq: number; totals: Promise<Record<BadgeKey, number>> }>(TOTALS_REUSED_MS);

  /** Every badge's total for the member, asked of all providers at once. */
  async function totals(memberId: number): Promise<Record<BadgeKey, number>> {
    const values = await Promise.all(BADGE_KEYS.map((key) => providers.get(key)?.(memberId) ?? 0));
    return Object.fromEntries(BADGE_KEYS.map((key, index) => [key, values[index]])) as Record<BadgeKey, number>;
  }

  return {
    /** Makes `provider` the source of the `key` badge; one owner per badge. */
    register(key: BadgeKey, provider: CountProvider): void {
      if (providers.has(key)) throw new Error(`The ${key} badge already has a provider`);
      providers.set(key, provider);
      computed.clear();
    },

    totals,

    /**
     * The member's totals as they were at least at `seq`, the number of their stream read just
     * before: the totals computed after that same number are reused (requests at once share one
     * computation) for TOTALS_REUSED_MS; a newer event computes them anew.
     */
    async totalsSince(memberId: number, seq: number): Promise<Record<BadgeKey, number>> {
      const cached = computed.get(memberId);
      if (cached && cached.seq === seq) return cached.totals;
      const fresh = totals(memberId);
      computed.set(memberId, { seq, totals: fresh });
      // A failed computation is not reused.
      fresh.catch(() => computed.get(memberId)?.totals === fresh && computed.delete(memberId));
      return fresh;
    },
  };
}
export type CountsService = ReturnType<typeof createCountsService>;
