/**
 * Badge totals (unread messages, new likes). The domain that owns a total registers its provider,
 * so a new badge never edits this file; a badge without a provider counts zero.
 */
import { BADGE_KEYS, type BadgeKey } from '@dating/shared-contracts';

/** Counts one badge's total for a member. */
export type CountProvider = (memberId: number) => Promise<number>;

export function createCountsService() {
  const providers = new Map<BadgeKey, CountProvider>();

  return {
    /** Makes `provider` the source of the `key` badge; one owner per badge. */
    register(key: BadgeKey, provider: CountProvider): void {
      if (providers.has(key)) throw new Error(`The ${key} badge already has a provider`);
      providers.set(key, provider);
    },

    /** Every badge's total for the member, asked of all providers at once. */
    async totals(memberId: number): Promise<Record<BadgeKey, number>> {
      const values = await Promise.all(BADGE_KEYS.map((key) => providers.get(key)?.(memberId) ?? 0));
      return Object.fromEntries(BADGE_KEYS.map((key, index) => [key, values[index]])) as Record<BadgeKey, number>;
    },
  };
}
export type CountsService = ReturnType<typeof createCountsService>;
