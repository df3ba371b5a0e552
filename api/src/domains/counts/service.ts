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
/**
 * From this age a request still gets the reused totals but starts their next computation, so
 * under a steady load no request waits for the totals when the reuse ends (at 50 connections
 * all of them did, every 2 s: the counts' p99).
 */
const REFRESHED_FROM_MS = 1_500;

/** Totals computed after stream number `seq`, their computation begun at `at` (ms). */
interface Computed {
  seq: number;
  at: number;
  totals: Promise<Record<BadgeKey, number>>;
  refreshing?: boolean;
}

/** Counts one badge's total for a member. */
export type CountProvider = (memberId: number) => Promise<number>;

export function createCountsService() {
  const providers = new Map<BadgeKey, CountProvider>();
  const computed = new TtlCache<number, Computed>(TOTALS_REUSED_MS);

  /** Every badge's total for the member, asked of all providers at once. */
  async function totals(memberId: number): Promise<Record<BadgeKey, number>> {
    const values = await Promise.all(BADGE_KEYS.map((key) => providers.get(key)?.(memberId) ?? 0));
    return Object.fromEntries(BADGE_KEYS.map((key, index) => [key, values[index]])) as Record<BadgeKey, number>;
  }

  /**
   * Computes the totals again ahead of the reuse's end; once done they replace `cached` (unless
   * newer totals did), reused until TOTALS_REUSED_MS after their computation began.
   */
  function refresh(memberId: number, cached: Computed): void {
    cached.refreshing = true;
    const at = Date.now();
    const fresh = totals(memberId);
    fresh.then(
      () => {
        const current = computed.get(memberId);
        const left = TOTALS_REUSED_MS - (Date.now() - at);
        if ((current === undefined || current === cached) && left > 0) computed.set(memberId, { seq: cached.seq, at, totals: fresh }, left);
      },
      () => {
        cached.refreshing = false;
      },
    );
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
      if (cached && cached.seq === seq) {
        if (!cached.refreshing && Date.now() - cached.at >= REFRESHED_FROM_MS) refresh(memberId, cached);
        return cached.totals;
      }
      const fresh = totals(memberId);
      computed.set(memberId, { seq, at: Date.now(), totals: fresh });
      // A failed computation is not reused.
      fresh.catch(() => computed.get(memberId)?.totals === fresh && computed.delete(memberId));
      return fresh;
    },
  };
}
export type CountsService = ReturnType<typeof createCountsService>;
