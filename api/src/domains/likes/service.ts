/**
 * Likes. The swipe game allows SWIPE_LIKES_PER_DAY likes a member's day (member-day.ts); the
 * count lives on the server. When a member blocks a profile, the likes between the two go.
 */
import { SWIPE_LIKES_PER_DAY, type SwipeAnswer, type SwipeStatus } from '@dating/shared-contracts';
import { DomainError } from '../domain-error.js';
import type { DomainEventBus } from '../events.js';
import type { SearchService, Viewer } from '../search/index.js';
import { memberDay } from './member-day.js';
import type { LikesRepository } from './repository.js';

export function createLikesService(repository: LikesRepository, needs: { search: SearchService; events: DomainEventBus; now?: () => Date }) {
  const now = needs.now ?? (() => new Date());

  needs.events.on('member.blocked', async (event) => {
    await repository.removeBetween(
      { memberId: event.blockerMemberId, profileId: event.blockerProfileId },
      { memberId: event.blockedMemberId, profileId: event.blockedProfileId },
    );
  });

  return {
    /** The likes left today in the swipe game and when the member's day ends (nothing is spent). */
    async status(viewer: Viewer): Promise<SwipeStatus> {
      const day = memberDay(viewer.country, now());
      const used = await repository.countSince(viewer.memberId, 'swipe', day.start);
      return { likes_left: Math.max(0, SWIPE_LIKES_PER_DAY - used), resets_at: day.end.toISOString() };
    },

    /** Likes (or skips) a profile in the swipe game; the fifth like of a day is refused with when the next is possible. */
    async swipe(siteId: number, viewer: Viewer, profileId: number, liked: boolean): Promise<SwipeAnswer> {
      if (!(await needs.search.isVisible(siteId, viewer, profileId))) throw new DomainError('not_found');
      const at = now();
      const day = memberDay(viewer.country, at);
      const answer = (used: number, didLike: boolean): SwipeAnswer => ({
        liked: didLike,
        likes_left: Math.max(0, SWIPE_LIKES_PER_DAY - used),
        resets_at: day.end.toISOString(),
      });
      if (!liked) return answer(await repository.countSince(viewer.memberId, 'swipe', day.start), false);
      return repository.exclusively(viewer.memberId, async (mine) => {
        const used = await mine.countSince('swipe', day.start);
        // Liking a profile already liked changes nothing and costs nothing.
        if (await mine.has(profileId)) return answer(used, true);
        if (used >= SWIPE_LIKES_PER_DAY) {
          throw new DomainError('swipe_limit', { values: { limit: SWIPE_LIKES_PER_DAY }, retryAt: day.end });
        }
        await mine.add(profileId, 'swipe', at);
        return answer(used + 1, true);
      });
    },
  };
}
export type LikesService = ReturnType<typeof createLikesService>;
