/** Data access for likes: who liked which profile, and when. */
import { and, count, eq, gte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { likes } from '../../db/schema.js';

/** Any fixed number: the first key of the advisory lock that serialises one member's likes. */
const LIKE_LOCK_KEY = 741_300_002;

export type LikeSource = 'swipe' | 'profile';

export function createLikesRepository(db: Database) {
  return {
    /**
     * Runs `work` alone for this member (a transaction holding the member's advisory lock), so two
     * likes sent at once cannot both pass a daily limit.
     */
    async exclusively<T>(memberId: number, work: (likesOfMember: ReturnType<typeof scoped>) => Promise<T>): Promise<T> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${LIKE_LOCK_KEY}, ${memberId})`);
        return work(scoped(tx as unknown as Database, memberId));
      });
    },

    /** Likes given by this member of a source since `since`. */
    countSince: (memberId: number, source: LikeSource, since: Date) => scoped(db, memberId).countSince(source, since),

    /** Removes every like between two members (either direction). */
    async removeBetween(a: { memberId: number; profileId: number | null }, b: { memberId: number | null; profileId: number }): Promise<void> {
      const conditions = [and(eq(likes.likerMemberId, a.memberId), eq(likes.likedProfileId, b.profileId))];
      if (b.memberId !== null && a.profileId !== null) {
        conditions.push(and(eq(likes.likerMemberId, b.memberId), eq(likes.likedProfileId, a.profileId)));
      }
      await db.delete(likes).where(or(...conditions));
    },
  };
}

/** Queries about one member's likes, on a database or inside a transaction. */
function scoped(db: Database, memberId: number) {
  return {
    async countSince(source: LikeSource, since: Date): Promise<number> {
      const [row] = await db.select({ n: count() }).from(likes)
        .where(and(eq(likes.likerMemberId, memberId), eq(likes.source, source), gte(likes.createdAt, since)));
      return Number(row?.n ?? 0);
    },
    async has(profileId: number): Promise<boolean> {
      const rows = await db.select({ id: likes.id }).from(likes).where(and(eq(likes.likerMemberId, memberId), eq(likes.likedProfileId, profileId)));
      return rows.length > 0;
    },
    async add(profileId: number, source: LikeSource, at: Date): Promise<void> {
      await db.insert(likes).values({ likerMemberId: memberId, likedProfileId: profileId, source, createdAt: at }).onConflictDoNothing();
    },
  };
}
export type LikesRepository = ReturnType<typeof createLikesRepository>;
