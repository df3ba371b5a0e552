/** Data access for blocks: who blocked which profile. */
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { blocks, profiles } from '../../db/schema.js';

export function createBlocksRepository(db: Database) {
  return {
    /** The profile and the member behind it (null for a fictional profile); undefined when unknown. */
    async profileOwner(profileId: number): Promise<{ id: number; memberId: number | null } | undefined> {
      const [row] = await db.select({ id: profiles.id, memberId: profiles.memberId }).from(profiles).where(eq(profiles.id, profileId));
      return row;
    },

    async add(blockerMemberId: number, blockedProfileId: number): Promise<void> {
      await db.insert(blocks).values({ blockerMemberId, blockedProfileId }).onConflictDoNothing();
    },

    async remove(blockerMemberId: number, blockedProfileId: number): Promise<void> {
      await db.delete(blocks).where(and(eq(blocks.blockerMemberId, blockerMemberId), eq(blocks.blockedProfileId, blockedProfileId)));
    },
  };
}
export type BlocksRepository = ReturnType<typeof createBlocksRepository>;
