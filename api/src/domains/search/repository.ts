/**
 * Search and profile reads. Every read applies the one visibility rule (visibleTo): active
 * profiles of live members of this site (or fictional ones), never the viewer's own, never across
 * a block in either direction. Search walks a partial index in "last seen" order and stops after
 * a page; the total is a separate count over the same conditions.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Gender } from '@dating/shared-contracts';
import type { Database } from '../../db/database.js';
import type { ImageFile } from '../../db/schema.js';
import { queryRows } from '../../db/rows.js';

/** Who is looking: a member (their profile may be absent) or a visitor (null). */
export interface Viewer {
  memberId: number;
  profileId: number | null;
  premium: boolean;
  /** The member's own country (their day for daily limits). */
  country: string | null;
}

/** Search criteria as the repository applies them; ages are whole years. */
export interface Criteria {
  gender?: Gender;
  country?: string;
  region?: string;
  minAge?: number;
  maxAge?: number;
}

/** One profile as lists show it. */
export interface CardRow {
  id: number;
  name: string;
  gender: Gender;
  age: number;
  country: string;
  region: string | null;
  city: string | null;
  fictional: boolean;
  premium: boolean;
  last_seen: string | null;
  main_sizes: ImageFile[] | null;
  main_id: number | null;
}

/** One profile with everything its page may show. */
export interface DetailRow extends CardRow {
  seeking: string | null;
  sexuality: string | null;
  hair_colour: string | null;
  eye_colour: string | null;
  body_type: string | null;
  relationship_status: string | null;
  interests: string[];
  tattoos: string | null;
  signup_reason: string | null;
  about: string | null;
}

/** An active image of a profile, in gallery order. */
export interface ImageRow {
  id: number;
  is_main: boolean;
  sizes: ImageFile[];
  blurred: ImageFile | null;
}

/** The calendar day (UTC) the shared age rule counts from, as YYYY-MM-DD. */
function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The latest birth date of someone who is `years` old on `today`. */
function bornBy(today: Date, years: number): string {
  return isoDay(new Date(Date.UTC(today.getUTCFullYear() - years, today.getUTCMonth(), today.getUTCDate())));
}

function visibleTo(siteId: number, viewer: Viewer | null): SQL {
  const conditions: SQL[] = [
    sql`p.status = 'active'`,
    sql`(p.member_id is null or (m.site_id = ${siteId} and m.deleted_at is null and m.status in ('confirmed', 'not_confirmed')))`,
  ];
  if (viewer) {
    conditions.push(sql`p.member_id is distinct from ${viewer.memberId}`);
    conditions.push(sql`not exists (select 1 from blocks b where b.blocker_member_id = ${viewer.memberId} and b.blocked_profile_id = p.id)`);
    if (viewer.profileId !== null) {
      conditions.push(sql`(p.member_id is null or not exists (select 1 from blocks b where b.blocker_member_id = p.member_id and b.blocked_profile_id = ${viewer.profileId}))`);
    }
  }
  return sql.join(conditions, sql` and `);
}

function matching(criteria: Criteria, today: Date): SQL[] {
  const conditions: SQL[] = [];
  if (criteria.gender) conditions.push(sql`p.gender = ${criteria.gender}`);
  if (criteria.country) conditions.push(sql`p.country = ${criteria.country}`);
  if (criteria.region) conditions.push(sql`p.region = ${criteria.region}`);
  if (criteria.minAge !== undefined) conditions.push(sql`p.date_of_birth <= ${bornBy(today, criteria.minAge)}::date`);
  if (criteria.maxAge !== undefined) conditions.push(sql`p.date_of_birth > ${bornBy(today, criteria.maxAge + 1)}::date`);
  return conditions;
}

const cardColumns = (today: Date) => sql`
  p.id, p.name, p.gender, date_part('year', age(${isoDay(today)}::date, p.date_of_birth))::int as age,
  p.country, p.region, p.city, p.fictional, coalesce(m.paid_user, false) as premium,
  to_char(p.last_seen_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as last_seen,
  main.sizes as main_sizes, main.id as main_id`;

const mainPhoto = sql`left join lateral (
    select i.id, i.sizes from profile_images i
    where i.profile_id = p.id and i.is_main and i.status = 'active' order by i.position limit 1
  ) main on true`;

/** A search page's statement and its count statement (exported for the benchmark's query plan). */
export function searchStatements(siteId: number, viewer: Viewer | null, criteria: Criteria, page: { limit: number; offset: number; excludeIds?: number[] }, today: Date) {
  const where = [visibleTo(siteId, viewer), ...matching(criteria, today)];
  if (page.excludeIds?.length) where.push(sql`p.id not in (${sql.join(page.excludeIds.map((id) => sql`${id}`), sql`, `)})`);
  const condition = sql.join(where, sql` and `);
  return {
    page: sql`
      select ${cardColumns(today)}
      from profiles p left join members m on m.id = p.member_id
      ${mainPhoto}
      where ${condition}
      order by p.last_seen_at desc nulls last, p.id desc nulls last
      limit ${page.limit} offset ${page.offset}`,
    count: sql`select count(*)::int as total from profiles p left join members m on m.id = p.member_id where ${condition}`,
  };
}

export function createSearchRepository(db: Database) {
  return {
    /** One page of matching visible profiles, most recently seen first, and the number of all matches. */
    async search(siteId: number, viewer: Viewer | null, criteria: Criteria, page: { limit: number; offset: number; excludeIds?: number[] }, today: Date) {
      const statements = searchStatements(siteId, viewer, criteria, page, today);
      const [rows, counted] = await Promise.all([queryRows<CardRow>(db, statements.page), queryRows<{ total: number }>(db, statements.count)]);
      return { rows, total: Number(counted[0]?.total ?? 0) };
    },

    /** The profile if the viewer may see it, with its active images in gallery order. */
    async profile(siteId: number, viewer: Viewer | null, profileId: number, today: Date) {
      const [row] = await queryRows<DetailRow>(db, sql`
        select ${cardColumns(today)}, p.seeking, p.sexuality, p.hair_colour, p.eye_colour, p.body_type,
          p.relationship_status, p.interests, p.tattoos, p.signup_reason, p.about
        from profiles p left join members m on m.id = p.member_id
        ${mainPhoto}
        where p.id = ${profileId} and ${visibleTo(siteId, viewer)}`);
      if (!row) return undefined;
      const images = await queryRows<ImageRow>(db, sql`
        select id, is_main, sizes, blurred from profile_images
        where profile_id = ${profileId} and status = 'active' order by is_main desc, position, id`);
      return { row, images };
    },

    /** The cards of those of `ids` the viewer may see (for lists other domains keep, e.g. likes), in no order. */
    async cards(siteId: number, viewer: Viewer, ids: number[], today: Date): Promise<CardRow[]> {
      if (ids.length === 0) return [];
      return queryRows<CardRow>(db, sql`
        select ${cardColumns(today)}
        from profiles p left join members m on m.id = p.member_id
        ${mainPhoto}
        where p.id = any(${`{${ids.join(',')}}`}::int[]) and ${visibleTo(siteId, viewer)}`);
    },

    /** Whether the viewer may see the profile (for likes and blocks: the same rule as search). */
    async isVisible(siteId: number, viewer: Viewer, profileId: number): Promise<boolean> {
      const rows = await queryRows<{ id: number }>(db, sql`
        select p.id from profiles p left join members m on m.id = p.member_id
        where p.id = ${profileId} and ${visibleTo(siteId, viewer)}`);
      return rows.length > 0;
    },
  };
}
export type SearchRepository = ReturnType<typeof createSearchRepository>;
