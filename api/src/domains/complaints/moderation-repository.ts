/**
 * The moderators' SQL on complaints: the queue (open oldest first, closed newest first) with the
 * profile and its photos, and a decision's changes: the complaint closed, a photo or a profile taken
 * down, a member blocked. The visibility rule (profiles/visibility.ts) shows only active profiles,
 * so a profile set to `blocked` leaves search, lists and profile pages at once.
 */
import { sql } from 'drizzle-orm';
import type { ComplaintAction, ComplaintCategory, ComplaintEvidence } from '@dating/shared-contracts';
import type { Database } from '../../db/database.js';
import { queryRows } from '../../db/rows.js';

/** One complaint as stored, with its profile and decision. */
export interface ComplaintRow {
  id: number;
  site_id: number;
  /** The site's domain (its mails' links when no public origin is configured). */
  site_domain: string;
  reference: string;
  category: ComplaintCategory;
  description: string;
  profile_id: number | null;
  profile_name: string | null;
  profile_status: string | null;
  profile_member_id: number | null;
  member_id: number | null;
  email: string | null;
  evidence: ComplaintEvidence | null;
  status: 'open' | 'closed';
  filed_at: string;
  decision: ComplaintAction | null;
  decision_ground: string | null;
  decided_at: string | null;
  decided_by_name: string | null;
}

/** A photo of a complained-about profile. */
export interface PhotoRow {
  id: number;
  profile_id: number;
  thumb: string;
  status: string;
  is_main: boolean;
}

const COMPLAINT_COLUMNS = sql.raw(`c.id, c.site_id, (select d.domain from sites d where d.id = c.site_id) as site_domain, c.reference, c.category, c.description, c.profile_id, p.name as profile_name, p.status as profile_status,
  p.member_id as profile_member_id, c.member_id, c.email, c.evidence, c.status, to_char(c.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as filed_at,
  c.decision, c.decision_ground, to_char(c.decided_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as decided_at, s.name as decided_by_name`);

export function createModerationQueries(db: Database) {
  return {
    async openCount(): Promise<number> {
      const [row] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from complaints where status = 'open'`);
      return Number(row?.n ?? 0);
    },

    /** Up to `limit` complaints of a state: open ones oldest first, closed ones newest first, after the complaint `after`. */
    page(status: 'open' | 'closed', after: number | undefined, limit: number): Promise<ComplaintRow[]> {
      const position = after === undefined
        ? sql`true`
        : status === 'open'
          ? sql`(c.created_at, c.id) > (select a.created_at, a.id from complaints a where a.id = ${after})`
          : sql`(c.decided_at, c.id) < (select a.decided_at, a.id from complaints a where a.id = ${after})`;
      return queryRows<ComplaintRow>(db, sql`
        select ${COMPLAINT_COLUMNS} from complaints c
        left join profiles p on p.id = c.profile_id left join staff s on s.id = c.decided_by
        where c.status = ${status} and ${position}
        order by ${status === 'open' ? sql`c.created_at, c.id` : sql`c.decided_at desc, c.id desc`} limit ${limit}::int`);
    },

    /** One complaint (locked for the decision's transaction when `lock`). */
    async one(id: number, lock = false): Promise<ComplaintRow | undefined> {
      const [row] = await queryRows<ComplaintRow>(db, sql`
        select ${COMPLAINT_COLUMNS} from complaints c
        left join profiles p on p.id = c.profile_id left join staff s on s.id = c.decided_by
        where c.id = ${id} ${lock ? sql`for update of c` : sql``}`);
      return row;
    },

    /** The photos of these profiles (every status: a moderator sees what is hidden too). */
    photos(profileIds: number[]): Promise<PhotoRow[]> {
      if (profileIds.length === 0) return Promise.resolve([]);
      return queryRows<PhotoRow>(db, sql`
        select id, profile_id, thumb_filename as thumb, status, is_main from profile_images where profile_id in ${profileIds} order by profile_id, position, id`);
    },

    async close(id: number, decision: { action: ComplaintAction; ground: string; staffId: number }): Promise<void> {
      await db.execute(sql`
        update complaints set status = 'closed', decision = ${decision.action}, decision_ground = ${decision.ground}, decided_by = ${decision.staffId}, decided_at = now()
        where id = ${id}`);
    },

    /** Takes a photo of the profile down (rejected, no longer main); its status before, or undefined when the profile has no such photo. */
    async hidePhoto(photoId: number, profileId: number): Promise<{ status: string; is_main: boolean } | undefined> {
      const [row] = await queryRows<{ status: string; is_main: boolean }>(db, sql`
        with before as (select status, is_main from profile_images where id = ${photoId} and profile_id = ${profileId} for update)
        update profile_images i set status = 'rejected', is_main = false from before
        where i.id = ${photoId} returning before.status, before.is_main`);
      return row;
    },

    /** Takes the profile down (status blocked: nobody sees it); its status before. */
    async hideProfile(profileId: number): Promise<string | undefined> {
      const [row] = await queryRows<{ status: string }>(db, sql`
        with before as (select status from profiles where id = ${profileId} for update)
        update profiles p set status = 'blocked' from before where p.id = ${profileId} returning before.status`);
      return row?.status;
    },

    /** Blocks the member (their sessions end after the commit); their status before. */
    async blockMember(memberId: number): Promise<string | undefined> {
      const [row] = await queryRows<{ status: string }>(db, sql`
        with before as (select status from members where id = ${memberId} for update)
        update members m set status = 'blocked' from before where m.id = ${memberId} returning before.status`);
      return row?.status;
    },

    /** The site's name and a member's address, language and name, for the mails of a decision. */
    async contact(memberId: number): Promise<{ email: string; language: string; name: string; status: string; site_name: string } | undefined> {
      const [row] = await queryRows<{ email: string; language: string; name: string; status: string; site_name: string }>(db, sql`
        select m.email, m.language, coalesce(p.name, '') as name, m.status, s.name as site_name
        from members m join sites s on s.id = m.site_id left join profiles p on p.member_id = m.id
        where m.id = ${memberId} and m.deleted_at is null`);
      return row;
    },

    async siteName(siteId: number): Promise<string> {
      const [row] = await queryRows<{ name: string }>(db, sql`select name from sites where id = ${siteId}`);
      return row?.name ?? '';
    },
  };
}
export type ModerationQueries = ReturnType<typeof createModerationQueries>;
