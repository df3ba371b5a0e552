/**
 * Data access for likes: who liked which profile, and when. A like comes from a member
 * (liker_member_id) or, for an auto-like, from a fictional profile (liker_profile_id).
 */
import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { LIKES_PAGE_SIZE, type LikeList } from '@dating/shared-contracts';
import { queryPrepared, queryRows } from '../../db/rows.js';
import { transaction, type Transaction } from '../../db/transaction.js';
import { likes, swipeDays, type ImageFile } from '../../db/schema.js';
import type { LikesPosition } from './cursor.js';
import { createSeenQueries } from './seen.js';

/** Any fixed number: the first key of the advisory lock that serialises one member's likes. */
const LIKE_LOCK_KEY = 741_300_002;
// 741_300_003 is the pair's lock, taken by the likes insert trigger (migration 0008).

export type LikeSource = 'swipe' | 'profile' | 'auto';

/** What to read of one list: from its start or after a position, and perhaps of one profile only. */
export interface ListAsk {
  list: LikeList;
  after?: LikesPosition;
  /** Only the entry of this profile (the like button, the match page). */
  profileId?: number;
}

/** One entry of a likes list page, in list order. */
export interface LikePageRow {
  list: LikeList;
  /** The other profile. */
  profile_id: number;
  /** The received like is still unseen (given likes: the liked side has not seen it). */
  like_new: boolean;
  /** ISO time of the like (of a match: the later of the two likes). */
  liked_at: string;
  /** The sort key, for the cursor: the same time to the microsecond, and the tie-breaking id. */
  key_at: string;
  key_id: number;
}

/** A member's swipe day: when it began and ends, and the likes given in it (apart from the likes table, so unliking refunds nothing). */
export interface SwipeDay {
  start: Date;
  end: Date;
  used: number;
}

/** One more than a page, to know whether another page follows. */
const PAGE_ROWS = LIKES_PAGE_SIZE + 1;

/** What the auto-like needs to know of a member. */
export interface AutoLikeMember {
  profileId: number;
  seeking: string | null;
  country: string;
  notificationsDisabled: string[];
}

/** A fictional profile that may like a member now. */
export interface AutoLikeCandidate {
  id: number;
  name: string;
  main_sizes: ImageFile[] | null;
}

const isoTime = (column: string) => sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);
/** The sort key's time: microseconds, as the database compares them (milliseconds would repeat or skip entries). */
const keyTime = (column: string) => sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`);

/** `(time, id)` strictly after the position in newest-first order; nothing without one. */
function afterKey(time: SQL, id: SQL, after: LikesPosition | undefined): SQL {
  return after ? sql`and (${time}, ${id}) < (${after.at}::timestamptz, ${after.id}::int)` : sql``;
}

/** The member's likes: walks likes_given_page backwards from the position. */
function givenPage(memberId: number, ask: ListAsk): SQL {
  return sql`
    select 'given' as list, l.liked_profile_id as profile_id, l.like_new, ${isoTime('l.created_at')} as liked_at,
      ${keyTime('l.created_at')} as key_at, l.id as key_id
    from likes l
    where l.liker_member_id = ${memberId} ${afterKey(sql`l.created_at`, sql`l.id`, ask.after)}
      ${ask.profileId === undefined ? sql`` : sql`and l.liked_profile_id = ${ask.profileId}`}
    order by l.created_at desc, l.id desc limit ${PAGE_ROWS}`;
}

/** The likes of the member's profile, each with the liker's profile: walks likes_received_page backwards. */
function receivedPage(profileId: number, ask: ListAsk): SQL {
  return sql`
    select 'received' as list, coalesce(l.liker_profile_id, lp.id) as profile_id, l.like_new, ${isoTime('l.created_at')} as liked_at,
      ${keyTime('l.created_at')} as key_at, l.id as key_id
    from likes l left join profiles lp on lp.member_id = l.liker_member_id
    where l.liked_profile_id = ${profileId} and coalesce(l.liker_profile_id, lp.id) is not null
      ${afterKey(sql`l.created_at`, sql`l.id`, ask.after)}
      ${ask.profileId === undefined ? sql`` : sql`and coalesce(l.liker_profile_id, lp.id) = ${ask.profileId}`}
    order by l.created_at desc, l.id desc limit ${PAGE_ROWS}`;
}

/**
 * Profiles the member liked that liked the member back (a fictional profile itself, or a member),
 * newest match first: walks likes_matches_page backwards (the match time is stored on the like,
 * migration 0008), the tie-break the profile id. `like_new` is the like back's, looked up by its
 * unique index for the page's rows only.
 */
function matchesPage(memberId: number, profileId: number, ask: ListAsk): SQL {
  return sql`
    select 'matches' as list, g.liked_profile_id as profile_id,
      coalesce(
        (select r.like_new from likes r where r.liker_profile_id = g.liked_profile_id and r.liked_profile_id = ${profileId}),
        (select r.like_new from profiles gp join likes r on r.liker_member_id = gp.member_id and r.liked_profile_id = ${profileId}
          where gp.id = g.liked_profile_id),
        false) as like_new,
      ${isoTime('g.matched_at')} as liked_at, ${keyTime('g.matched_at')} as key_at, g.liked_profile_id as key_id
    from likes g
    where g.liker_member_id = ${memberId} and g.matched_at is not null
      ${afterKey(sql`g.matched_at`, sql`g.liked_profile_id`, ask.after)}
      ${ask.profileId === undefined ? sql`` : sql`and g.liked_profile_id = ${ask.profileId}`}
    order by g.matched_at desc, g.liked_profile_id desc limit ${PAGE_ROWS}`;
}

/** The likes queries, on the database or on a transaction. */
/**
 * Unseen likes of profile `profileId` (an SQL expression) from profiles that are still active: a
 * like comes from a fictional profile or from a member, so each kind is counted on its own key (a
 * join on "either id" leaves the planner no index to use).
 */
const newLikesOf = (profileId: SQL) => sql`(
    select count(*) from likes l join profiles lp on lp.id = l.liker_profile_id
      left join members lm on lm.id = lp.member_id
    where l.liked_profile_id = ${profileId} and l.like_new and lp.status = 'active' and lm.deleted_at is null
  )::int + (
    select count(*) from likes l join profiles lp on lp.member_id = l.liker_member_id
      join members lm on lm.id = l.liker_member_id
    where l.liked_profile_id = ${profileId} and l.like_new and l.liker_profile_id is null
      and lp.status = 'active' and lm.deleted_at is null
  )::int`;

export function createLikesQueries(db: Database) {
  return {
    ...createSeenQueries(db),

    /**
     * Stores the member's like of a profile; null when the member had liked it already. `matchedAt`
     * (ISO) when the profile had liked the member, so this like made the match (the insert trigger of
     * migration 0008 decides under the pair's lock: of two likes of a pair at the same moment,
     * exactly one makes the match, and both likes carry its time).
     */
    async add(memberId: number, profileId: number, source: LikeSource, at: Date): Promise<{ matchedAt: string | null } | null> {
      const [added] = await db.insert(likes).values({ likerMemberId: memberId, likedProfileId: profileId, source, createdAt: at }).onConflictDoNothing()
        .returning({ matchedAt: likes.matchedAt });
      return added ? { matchedAt: added.matchedAt?.toISOString() ?? null } : null;
    },

    /** The member's last swipe day and the likes given in it (none before the first swipe). */
    async swipeDay(memberId: number): Promise<SwipeDay | null> {
      const [row] = await db.select().from(swipeDays).where(eq(swipeDays.memberId, memberId));
      return row ? { start: row.dayStart, end: row.dayEnd, used: row.likesUsed } : null;
    },

    /** Stores the member's swipe day and its count (one row per member: the day in progress or the last one). */
    async saveSwipeDay(memberId: number, day: SwipeDay): Promise<void> {
      const values = { dayStart: day.start, dayEnd: day.end, likesUsed: day.used };
      await db.insert(swipeDays).values({ memberId, ...values }).onConflictDoUpdate({ target: swipeDays.memberId, set: values });
    },

    /** Whether the member has liked the profile. */
    async has(memberId: number, profileId: number): Promise<boolean> {
      const rows = await db.select({ id: likes.id }).from(likes).where(and(eq(likes.likerMemberId, memberId), eq(likes.likedProfileId, profileId)));
      return rows.length > 0;
    },

    /** Takes a member's like back; null when there was none, else whether the liked side had not seen it yet. */
    async remove(memberId: number, profileId: number): Promise<{ likeNew: boolean } | null> {
      const [gone] = await db.delete(likes).where(and(eq(likes.likerMemberId, memberId), eq(likes.likedProfileId, profileId))).returning({ likeNew: likes.likeNew });
      return gone ?? null;
    },

    /** The member behind a profile (null for a fictional profile). */
    async memberOf(profileId: number): Promise<number | null> {
      const [row] = await queryRows<{ member_id: number | null }>(db, sql`select member_id from profiles where id = ${profileId}`);
      return row?.member_id ?? null;
    },

    /** What a match announcement shows of each profile: name, fictional mark and main photo's sizes. */
    async announced(profileIds: number[]): Promise<Map<number, { name: string; fictional: boolean; main_sizes: ImageFile[] | null }>> {
      const rows = await queryRows<{ id: number; name: string; fictional: boolean; main_sizes: ImageFile[] | null }>(db, sql`
        select p.id, p.name, p.fictional, (
          select i.sizes from profile_images i where i.profile_id = p.id and i.is_main and i.status = 'active' order by i.position limit 1
        ) as main_sizes
        from profiles p where p.id in (${sql.join(profileIds.map((profileId) => sql`${profileId}`), sql`, `)})`);
      return new Map(rows.map((row) => [row.id, row]));
    },

    /** The member's own profile (null when the member has none). */
    async profileOf(memberId: number): Promise<number | null> {
      const [row] = await queryRows<{ id: number }>(db, sql`select id from profiles where member_id = ${memberId}`);
      return row?.id ?? null;
    },

    /**
     * Pages of the member's likes lists in one statement: each asked list's entries after its
     * position (newest first), LIKES_PAGE_SIZE + 1 of them so the caller sees whether more follow.
     * Each list is a walk of one index that stops after the page (given, received, matches).
     */
    pages(member: { memberId: number; profileId: number | null }, asks: ListAsk[]): Promise<LikePageRow[]> {
      const parts = asks.flatMap((ask) => {
        if (ask.list === 'given') return [givenPage(member.memberId, ask)];
        if (member.profileId === null) return [];
        return [ask.list === 'received' ? receivedPage(member.profileId, ask) : matchesPage(member.memberId, member.profileId, ask)];
      });
      if (parts.length === 0) return Promise.resolve([]);
      return queryPrepared<LikePageRow>(db, sql.join(parts.map((part) => sql`(${part})`), sql` union all `));
    },

    /**
     * Unseen likes of the member's profile from profiles that are still active (the likes badge):
     * one statement, reading the partial index of unseen likes and one profile row per like. A like
     * comes from a fictional profile or from a member, so each kind is counted on its own key: a
     * join on "either id" leaves the planner no index to use and, on a table whose statistics lag,
     * it compared every like with every profile.
     */
    async newLikes(memberId: number): Promise<number> {
      const [row] = await queryPrepared<{ n: number }>(db, sql`
        with mine as (select id from profiles where member_id = ${memberId})
        select ${newLikesOf(sql`(select id from mine)`)} as n`);
      return Number(row?.n ?? 0);
    },

    /**
     * The member behind a liked profile (null for a fictional one) and, for a member, their
     * new-likes total as it stands in this transaction: what a like tells the liked side, in one
     * trip (under a busy embedded database every trip waits its turn).
     */
    async likedSide(profileId: number): Promise<{ memberId: number | null; newLikes: number }> {
      const [row] = await queryPrepared<{ member_id: number | null; n: number }>(db, sql`
        select p.member_id, case when p.member_id is null then 0 else ${newLikesOf(sql`p.id`)} end as n
        from profiles p where p.id = ${profileId}`);
      return { memberId: row?.member_id ?? null, newLikes: Number(row?.n ?? 0) };
    },

    /**
     * True when the viewer's profile has an unseen like from this profile (its own, or its
     * member's): a read, no lock. Each kind of liker on its own key of the unseen-likes index (a
     * like has exactly one), so it costs two index probes however many likes are unseen.
     */
    async hasUnseen(viewerProfileId: number, likerProfileId: number): Promise<boolean> {
      const [row] = await queryPrepared<{ unseen: boolean }>(db, sql`
        select exists (
          select 1 from likes where liked_profile_id = ${viewerProfileId} and like_new and liker_profile_id = ${likerProfileId}
        ) or exists (
          select 1 from likes where liked_profile_id = ${viewerProfileId} and like_new and liker_profile_id is null
            and liker_member_id = (select member_id from profiles where id = ${likerProfileId})
        ) as unseen`);
      return row?.unseen === true;
    },

    /** Marks the like of `likerProfileId` (its member's, or its own when fictional) on the viewer's profile as seen; whether one was unseen. */
    async markSeen(viewerProfileId: number, likerProfileId: number): Promise<boolean> {
      const rows = await queryRows<{ id: number }>(db, sql`
        update likes set like_new = false
        where liked_profile_id = ${viewerProfileId} and like_new
          and (liker_profile_id = ${likerProfileId}
            or liker_member_id = (select member_id from profiles where id = ${likerProfileId}))
        returning id`);
      return rows.length > 0;
    },

    /** Removes every like between two members (either direction). */
    async removeBetween(a: { memberId: number; profileId: number | null }, b: { memberId: number | null; profileId: number }): Promise<void> {
      const conditions = [
        and(eq(likes.likerMemberId, a.memberId), eq(likes.likedProfileId, b.profileId)),
      ];
      if (a.profileId !== null) {
        // The blocked profile's like of the blocker: from its member, or from itself when fictional.
        conditions.push(and(eq(likes.likerProfileId, b.profileId), eq(likes.likedProfileId, a.profileId)));
        if (b.memberId !== null) conditions.push(and(eq(likes.likerMemberId, b.memberId), eq(likes.likedProfileId, a.profileId)));
      }
      await db.delete(likes).where(or(...conditions));
    },

    /** The member's profile and what an auto-like must respect; undefined without an active profile. */
    async autoLikeMember(memberId: number): Promise<AutoLikeMember | undefined> {
      const [row] = await queryRows<{ profile_id: number; seeking: string | null; country: string; notifications_disabled: string[] }>(db, sql`
        select p.id as profile_id, p.seeking, p.country, m.notifications_disabled
        from members m join profiles p on p.member_id = m.id
        where m.id = ${memberId} and m.deleted_at is null`);
      return row && { profileId: row.profile_id, seeking: row.seeking, country: row.country, notificationsDisabled: row.notifications_disabled };
    },

    ...autoLikeQueries(db),
  };
}

/** The auto-like's queries, on a database or inside a transaction. */
function autoLikeQueries(db: Database) {
  return {
    /**
     * A fictional profile of the gender the member seeks (any when 'everyone' or unanswered) that
     * has not liked the member and that the member has not blocked; same country first, else random.
     */
    async autoLikeCandidate(memberId: number, member: AutoLikeMember): Promise<AutoLikeCandidate | undefined> {
      const seeks = member.seeking && member.seeking !== 'everyone' ? sql`and p.gender = ${member.seeking}` : sql``;
      const [row] = await queryRows<AutoLikeCandidate>(db, sql`
        select p.id, p.name, (
          select i.sizes from profile_images i where i.profile_id = p.id and i.is_main and i.status = 'active' order by i.position limit 1
        ) as main_sizes
        from profiles p
        where p.fictional and p.member_id is null and p.status = 'active' ${seeks}
          and not exists (select 1 from likes l where l.liker_profile_id = p.id and l.liked_profile_id = ${member.profileId})
          and not exists (select 1 from blocks b where b.blocker_member_id = ${memberId} and b.blocked_profile_id = p.id)
        order by (p.country = ${member.country}) desc, random()
        limit 1`);
      return row;
    },

    /** Stores a fictional profile's like; null when that profile had liked the member before, else its match time when it made one. */
    async addFromProfile(likerProfileId: number, likedProfileId: number, at: Date): Promise<{ matchedAt: string | null } | null> {
      const [added] = await db.insert(likes).values({ likerProfileId, likedProfileId, source: 'auto', createdAt: at }).onConflictDoNothing()
        .returning({ matchedAt: likes.matchedAt });
      return added ? { matchedAt: added.matchedAt?.toISOString() ?? null } : null;
    },
  };
}

/** The likes queries, as a unit of work inside a transaction sees them. */
export type LikesQueries = ReturnType<typeof createLikesQueries>;

export function createLikesRepository(db: Database) {
  return {
    ...createLikesQueries(db),

    /**
     * Runs `work` in one transaction with the queries on it, so the like and the server events it
     * causes commit together (every query inside must use the queries it is given: PGlite has one
     * connection, and a query on the outer one would wait forever).
     */
    inTransaction<T>(work: (tx: Transaction, likes: LikesQueries) => Promise<T>): Promise<T> {
      return transaction(db, (tx) => work(tx, createLikesQueries(tx)));
    },

    /**
     * Runs `work` alone for this member (a transaction holding the member's advisory lock), so two
     * likes sent at once cannot both pass a daily limit.
     */
    exclusively<T>(memberId: number, work: (tx: Transaction, likes: LikesQueries) => Promise<T>): Promise<T> {
      return transaction(db, async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${LIKE_LOCK_KEY}, ${memberId})`);
        return work(tx, createLikesQueries(tx));
      });
    },
  };
}
export type LikesRepository = ReturnType<typeof createLikesRepository>;
