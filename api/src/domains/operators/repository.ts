/**
 * The operators' SQL: the queue of conversations waiting for an operator (operator_queue, which
 * the chat's send fills), claims, the conversation as an operator reads it, fictional profiles'
 * notes and the operators' figures. A claim is one conditional update: of two claims at once the
 * second finds the first's claim (the row lock makes it wait, then re-reads the row) and wins nothing.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { queryPrepared, queryRows } from '../../db/rows.js';
import type { Transaction } from '../../db/transaction.js';

const ISO = (column: string) => sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

/** One row of the queue page. */
export interface QueueRow {
  conversation_id: number;
  profile_id: number;
  profile_name: string;
  member_id: number;
  member_name: string;
  waiting_since: string;
  claimed_by_id: number | null;
  claimed_by_name: string | null;
  claimed_until: string | null;
}

/** A queue row as a claim or an answer locks it. */
export interface ClaimRow {
  conversation_id: number;
  profile_id: number;
  member_id: number;
  waiting_since: string;
  claimed_by: number | null;
  claimed_until: string | null;
  /** The claiming operator's name (null without a claim). */
  claimed_by_name?: string | null;
  /** The claim is live now (claimed_until in the future). */
  live: boolean;
}

/** A profile as an operator reads it. */
export interface ProfileRow {
  id: number;
  name: string;
  gender: string;
  age: number | null;
  city: string | null;
  country: string;
  about: string | null;
  photo: string | null;
  fictional: boolean;
  member_id: number | null;
  paid_user: boolean | null;
  signup_date: string | null;
}

/** A message as the operator reads it. */
export interface HistoryRow {
  id: number;
  sender_profile_id: number;
  kind: 'text' | 'gift' | 'photo';
  text: string | null;
  gift_id: string | null;
  sent_at: string;
  written_by_id: number | null;
  written_by_name: string | null;
}

/** One operator's figures. */
export interface FiguresRow {
  staff_id: number;
  name: string;
  answered: number;
  average_wait_seconds: number | null;
  longest_wait_seconds: number | null;
}

const PROFILE_COLUMNS = sql.raw(`p.id, p.name, p.gender, date_part('year', age(p.date_of_birth))::int as age, p.city, p.country, p.about,
  (select i.sizes->0->>'file' from profile_images i where i.profile_id = p.id and i.is_main and i.status = 'active' order by i.position limit 1) as photo,
  p.fictional, p.member_id, m.paid_user, ${`to_char(m.signup_date at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`} as signup_date`);

export function createOperatorsQueries(db: Database) {
  return {
    /** How many conversations wait, and how long the oldest has (seconds; null when none waits). */
    async waiting(): Promise<{ count: number; oldestSeconds: number | null }> {
      const [row] = await queryPrepared<{ n: number; oldest: number | null }>(db, sql`
        select count(*)::int as n, extract(epoch from now() - min(waiting_since))::float8 as oldest from operator_queue`);
      return { count: Number(row?.n ?? 0), oldestSeconds: row?.oldest === null || row?.oldest === undefined ? null : Number(row.oldest) };
    },

    /** Up to `limit` waiting conversations, longest waiting first, after the conversation `after` (its place in the queue). */
    page(after: number | undefined, limit: number): Promise<QueueRow[]> {
      return queryPrepared<QueueRow>(db, sql`
        select q.conversation_id, q.profile_id, fp.name as profile_name, q.member_id, coalesce(mp.name, '') as member_name,
          ${ISO('q.waiting_since')} as waiting_since,
          case when q.claimed_until > now() then q.claimed_by end as claimed_by_id,
          case when q.claimed_until > now() then s.name end as claimed_by_name,
          case when q.claimed_until > now() then ${ISO('q.claimed_until')} end as claimed_until
        from operator_queue q
        join profiles fp on fp.id = q.profile_id
        left join profiles mp on mp.member_id = q.member_id
        left join staff s on s.id = q.claimed_by
        where ${after === undefined ? sql`true` : sql`(q.waiting_since, q.conversation_id) > (select a.waiting_since, a.conversation_id from operator_queue a where a.conversation_id = ${after}::int)`}
        order by q.waiting_since, q.conversation_id limit ${limit}::int`);
    },

    /**
     * Claims the conversation for `staffId` until `minutes` from now, unless another operator's
     * claim is live: the queue row as it is after (claimed by whom, until when), or undefined when
     * the conversation does not wait.
     */
    async claim(conversationId: number, staffId: number, minutes: number): Promise<{ row: ClaimRow; won: boolean; before: { claimed_by: number | null; claimed_until: string | null } } | undefined> {
      const [won] = await queryRows<ClaimRow & { before_by: number | null; before_until: string | null }>(db, sql`
        with before as (select claimed_by, claimed_until from operator_queue where conversation_id = ${conversationId} for update)
        update operator_queue q set claimed_by = ${staffId}, claimed_until = now() + make_interval(mins => ${minutes}::int)
        from before
        where q.conversation_id = ${conversationId}
          and (q.claimed_by is null or q.claimed_until <= now() or q.claimed_by = ${staffId})
        returning q.conversation_id, q.profile_id, q.member_id, ${ISO('q.waiting_since')} as waiting_since, q.claimed_by,
          ${ISO('q.claimed_until')} as claimed_until, true as live, before.claimed_by as before_by, ${ISO('before.claimed_until')} as before_until`);
      if (won) {
        const { before_by, before_until, ...row } = won;
        return { row, won: true, before: { claimed_by: before_by, claimed_until: before_until } };
      }
      const held = await this.locked(conversationId, false);
      return held && { row: held, won: false, before: { claimed_by: held.claimed_by, claimed_until: held.claimed_until } };
    },

    /** The queue row of a conversation (locked for the transaction when `lock`), or undefined when it does not wait. */
    async locked(conversationId: number, lock = true): Promise<ClaimRow | undefined> {
      const [row] = await queryRows<ClaimRow>(db, sql`
        select conversation_id, profile_id, member_id, ${ISO('waiting_since')} as waiting_since, claimed_by,
          ${ISO('claimed_until')} as claimed_until, coalesce(claimed_until > now(), false) as live,
          (select s.name from staff s where s.id = claimed_by) as claimed_by_name
        from operator_queue where conversation_id = ${conversationId} ${lock ? sql`for update` : sql``}`);
      return row;
    },

    /** The conversation leaves the queue (its operator answered). */
    async dequeue(conversationId: number): Promise<void> {
      await db.execute(sql`delete from operator_queue where conversation_id = ${conversationId}`);
    },

    /** Records who answered and how long the member had waited. */
    async recordAnswer(answer: { messageId: number; staffId: number; conversationId: number; waitingSince: string }): Promise<void> {
      await db.execute(sql`
        insert into operator_answers (message_id, staff_id, conversation_id, waiting_since)
        values (${answer.messageId}, ${answer.staffId}, ${answer.conversationId}, ${answer.waitingSince}::timestamptz)`);
    },

    /** Locks the member's row: an answer waits for the member's send in progress (whose lock order it then follows), never the other way round. */
    async lockMember(memberId: number): Promise<void> {
      await db.execute(sql`select id from members where id = ${memberId} for update`);
    },

    /** The two sides of a conversation between a member and a fictional profile, or undefined for any other conversation. */
    async sides(conversationId: number): Promise<{ profileId: number; memberId: number; memberProfileId: number } | undefined> {
      const [row] = await queryRows<{ profile_id: number; member_id: number; member_profile_id: number }>(db, sql`
        select f.profile_id, m.member_id, m.profile_id as member_profile_id
        from conversation_members f
        join profiles fp on fp.id = f.profile_id and fp.fictional
        join conversation_members m on m.conversation_id = f.conversation_id and m.profile_id <> f.profile_id and m.member_id is not null
        where f.conversation_id = ${conversationId} and f.member_id is null`);
      return row && { profileId: row.profile_id, memberId: row.member_id, memberProfileId: row.member_profile_id };
    },

    /** Profiles by id, as an operator reads them. */
    profiles(ids: number[]): Promise<ProfileRow[]> {
      return queryRows<ProfileRow>(db, sql`
        select ${PROFILE_COLUMNS} from profiles p left join members m on m.id = p.member_id where p.id in ${ids}`);
    },

    /** The newest `limit` delivered messages of a conversation, newest first (a held message is not in the queue yet either). */
    history(conversationId: number, limit: number): Promise<HistoryRow[]> {
      return queryRows<HistoryRow>(db, sql`
        select m.id, m.sender_profile_id, m.kind, m.text, m.gift_id, ${ISO('m.created_at')} as sent_at,
          m.written_by_staff_id as written_by_id, s.name as written_by_name
        from messages m left join staff s on s.id = m.written_by_staff_id
        where m.conversation_id = ${conversationId} and m.delivered_at is not null
        order by m.id desc limit ${limit}::int`);
    },

    /** A fictional profile's notes ('' when none were written); undefined when the profile is not fictional. */
    async notes(profileId: number): Promise<string | undefined> {
      const [row] = await queryRows<{ notes: string | null }>(db, sql`
        select n.notes from profiles p left join profile_notes n on n.profile_id = p.id where p.id = ${profileId} and p.fictional`);
      return row ? (row.notes ?? '') : undefined;
    },

    /** Replaces a fictional profile's notes; the notes before ('' when none). */
    async saveNotes(tx: Transaction, profileId: number, notes: string, staffId: number): Promise<string> {
      const [before] = await queryRows<{ notes: string }>(tx, sql`select notes from profile_notes where profile_id = ${profileId} for update`);
      await tx.execute(sql`
        insert into profile_notes (profile_id, notes, updated_by) values (${profileId}, ${notes}, ${staffId})
        on conflict (profile_id) do update set notes = excluded.notes, updated_by = excluded.updated_by, updated_at = now()`);
      return before?.notes ?? '';
    },

    /** Operators' figures over the last `days` (one staff member's, or every operator's and every staff member who answered). */
    figures(days: number, staffId?: number): Promise<FiguresRow[]> {
      return queryRows<FiguresRow>(db, sql`
        select s.id as staff_id, s.name, count(a.message_id)::int as answered,
          avg(extract(epoch from a.answered_at - a.waiting_since))::float8 as average_wait_seconds,
          max(extract(epoch from a.answered_at - a.waiting_since))::float8 as longest_wait_seconds
        from staff s
        left join operator_answers a on a.staff_id = s.id and a.answered_at > now() - make_interval(days => ${days}::int)
        where ${staffId === undefined ? sql`(s.role = 'operator' and s.disabled_at is null) or a.message_id is not null` : sql`s.id = ${staffId}`}
        group by s.id, s.name order by s.name, s.id`);
    },
  };
}
export type OperatorsQueries = ReturnType<typeof createOperatorsQueries>;
