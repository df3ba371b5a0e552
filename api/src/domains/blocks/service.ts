/**
 * Blocking (spec section 6): the two members no longer see each other anywhere, and the likes and
 * conversations between them go. This domain stores the block (search reads it) and announces
 * `member.blocked`; the likes and chat domains each remove their own rows in their handlers.
 */
import { DomainError } from '../domain-error.js';
import type { DomainEventBus } from '../events.js';
import type { BlocksRepository } from './repository.js';

/** The member who blocks, with their own profile. */
export interface Blocker {
  memberId: number;
  profileId: number | null;
}

export function createBlocksService(repository: BlocksRepository, events: DomainEventBus) {
  async function target(blocker: Blocker, profileId: number) {
    const owner = await repository.profileOwner(profileId);
    // Unknown ids and one's own profile answer alike: nothing tells whether a profile exists.
    if (!owner || owner.id === blocker.profileId || owner.memberId === blocker.memberId) throw new DomainError('not_found');
    return owner;
  }

  return {
    /** Blocks the profile and lets every domain remove what the two shared. Blocking twice is harmless. */
    async block(blocker: Blocker, profileId: number): Promise<void> {
      const owner = await target(blocker, profileId);
      await repository.add(blocker.memberId, profileId);
      await events.emit('member.blocked', {
        blockerMemberId: blocker.memberId,
        blockerProfileId: blocker.profileId,
        blockedProfileId: profileId,
        blockedMemberId: owner.memberId,
      });
    },

    /** Lifts the block; what was deleted stays deleted. */
    async unblock(blocker: Blocker, profileId: number): Promise<void> {
      await target(blocker, profileId);
      await repository.remove(blocker.memberId, profileId);
      await events.emit('member.unblocked', { blockerMemberId: blocker.memberId, blockedProfileId: profileId });
    },
  };
}
export type BlocksService = ReturnType<typeof createBlocksService>;
