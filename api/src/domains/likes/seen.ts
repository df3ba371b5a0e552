/**
 * What the member has been told of, stored on the account so that no browser of it tells again:
 * the matches announced ("It's a match", a time up to which every match was), the received likes
 * looked at (their like_new flag, the likes badge), and the day's auto-like (when it last came).
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { queryRows } from '../../db/rows.js';

export function createSeenQueries(db: Database) {
  return {
    /** ISO time (ms) up to which the member's matches were announced. */
    async matchesAnnouncedUntil(memberId: number): Promise<string> {
      const [row] = await queryRows<{ until: string }>(db, sql`
        select to_char(matches_announced_until at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as until
        from members where id = ${memberId}`);
      return row?.until ?? new Date(0).toISOString();
    },

    /**
     * Records the match with `profileId` as announced, and with it every older match (the time only
     * moves forward); false when the member has no match with that profile.
     */
    async markMatchAnnounced(memberId: number, profileId: number): Promise<boolean> {
      const rows = await queryRows<{ id: number }>(db, sql`
        update members m set matches_announced_until = greatest(m.matches_announced_until, l.matched_at)
        from likes l
        where m.id = ${memberId} and l.liker_member_id = ${memberId} and l.liked_profile_id = ${profileId} and l.matched_at is not null
        returning m.id`);
      return rows.length > 0;
    },

    /** Marks every like the profile received as seen; whether one was unseen. */
    async markReceivedSeen(profileId: number): Promise<boolean> {
      const rows = await queryRows<{ id: number }>(db, sql`
        update likes set like_new = false where liked_profile_id = ${profileId} and like_new returning id`);
      return rows.length > 0;
    },

    /** Whether the member got an auto-like since `since` (the start of the member's day). */
    async autoLikedSince(memberId: number, since: Date): Promise<boolean> {
      const [row] = await queryRows<{ done: boolean }>(db, sql`
        select coalesce(auto_liked_at >= ${since.toISOString()}::timestamptz, false) as done from members where id = ${memberId}`);
      return row?.done === true;
    },

    /** Records that the member got the day's auto-like at `at`. */
    async recordAutoLike(memberId: number, at: Date): Promise<void> {
      await db.execute(sql`update members set auto_liked_at = ${at.toISOString()}::timestamptz where id = ${memberId}`);
    },
  };
}
