/**
 * Search and profile reads. Every read applies the one visibility rule (visibleTo): active
 * profiles of live members of this site (or fictional ones), never the viewer's own, never across
 * a block in either direction. Search walks a partial index in "last seen" order and stops after
 * a page; the total, the page and (for a thin page) similar profiles come back from one statement.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Gender } from '@dating/shared-contracts';
import type { Database } from '../../db/database.js';
import type { ImageFile } from '../../db/schema.js';
import { queryPrepared, queryRows } from '../../db/rows.js';

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
  /** Only profiles of this niche (spec section 9); a site shows its own niche's profiles. */
  niche?: number;
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

/**
 * The one visibility rule (see the file's comment), as a condition on `p` (profiles) alone. The
 * member behind a profile is looked up only for a profile that has one (not joined to every row):
 * the search's total counts ~1,000 rows at 100,000 profiles, and the join was a third of its work.
 */
export function visibleTo(siteId: number, viewer: Viewer | null): SQL {
  const conditions: SQL[] = [
    sql`p.status = 'active'`,
    sql`(p.member_id is null or exists (select 1 from members vm where vm.id = p.member_id and vm.site_id = ${siteId} and vm.deleted_at is null and vm.status in ('confirmed', 'not_confirmed')))`,
  ];
  if (viewer) {
    conditions.push(sql`p.member_id is distinct from ${viewer.memberId}`);
    // Not "not exists (… b.blocked_profile_id = p.id)": a prepared statement's generic plan takes
    // the criteria for a handful of rows and probed blocks once per row (4.4 ms at 100,000
    // profiles, against 2.1 ms for this list, read once and hashed; blocked_profile_id is never null).
    conditions.push(sql`p.id not in (select b.blocked_profile_id from blocks b where b.blocker_member_id = ${viewer.memberId})`);
    if (viewer.profileId !== null) {
      conditions.push(sql`(p.member_id is null or not exists (select 1 from blocks b where b.blocker_member_id = p.member_id and b.blocked_profile_id = ${viewer.profileId}))`);
    }
  }
  return sql.join(conditions, sql` and `);
}

/** The criteria as conditions on `p`. */
export function matching(criteria: Criteria, today: Date): SQL[] {
  const conditions: SQL[] = [];
  if (criteria.niche !== undefined) conditions.push(sql`p.niche = ${criteria.niche}`);
  if (criteria.gender) conditions.push(sql`p.gender = ${criteria.gender}`);
  if (criteria.country) conditions.push(sql`p.country = ${criteria.country}`);
  if (criteria.region) conditions.push(sql`p.region = ${criteria.region}`);
  if (criteria.minAge !== undefined) conditions.push(sql`p.date_of_birth <= ${bornBy(today, criteria.minAge)}::date`);
  if (criteria.maxAge !== undefined) conditions.push(sql`p.date_of_birth > ${bornBy(today, criteria.maxAge + 1)}::date`);
  return conditions;
}

/** The columns of a card (ProfileCard before its photo URLs are built). */
export const cardColumns = (today: Date) => sql`
  p.id, p.name, p.gender, date_part('year', age(${isoDay(today)}::date, p.date_of_birth))::int as age,
  p.country, p.region, p.city, p.fictional, coalesce(m.paid_user, false) as premium,
  to_char(p.last_seen_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as last_seen,
  main.sizes as main_sizes, main.id as main_id`;

/** Joins `main`: the profile's main photo, if any. */
export const mainPhoto = sql`left join lateral (
    select i.id, i.sizes from profile_images i
    where i.profile_id = p.id and i.is_main and i.status = 'active' order by i.position limit 1
  ) main on true`;

// Exactly the order of the search indexes, so a page is an index walk without a sort.
export const inSearchOrder = sql`p.last_seen_at desc nulls last, p.id desc nulls last`;

/** Sample profiles only: fictional, no member behind them, active, with a main photo. A real member never becomes an advert. */
const sample = sql`p.member_id is null and p.fictional and p.status = 'active' and main.id is not null`;

/** A page of a search; `similar` is the widest of the criteria's widenings, tried when the page is thin. */
export interface SearchPage {
  limit: number;
  offset: number;
  /** Fewer results than this on the page: add up to `similarLimit` similar profiles. */
  similarBelow: number;
  similarLimit: number;
  /** Similar criteria, narrowest first (each step wider than the one before). */
  similar: Criteria[];
}

/**
 * The cards of the profiles whose ids the CTE `source` holds (columns id, rank), as one JSON array
 * in `rank` order. Photos are looked up for these rows only, after the page is cut.
 */
function cardsOf(source: SQL, today: Date): SQL {
  return sql`(select coalesce(json_agg(c order by c.rank), '[]'::json) from (
      select ${cardColumns(today)}, s.rank
      from ${source} s join profiles p on p.id = s.id left join members m on m.id = p.member_id
      ${mainPhoto}
    ) c)`;
}

/**
 * The statement of a search's page (exported for the benchmark's query plan): the page walks an
 * index in "last seen" order and stops after it, and the total counts the same conditions. The
 * similar profiles are a statement of their own (similarStatement), asked only for a thin page:
 * inside this one they were planned on every search (more than half of its database time at
 * 100,000 profiles) and executed on few.
 */
export function searchStatement(siteId: number, viewer: Viewer | null, criteria: Criteria, page: SearchPage, today: Date): SQL {
  const where = sql.join([visibleTo(siteId, viewer), ...matching(criteria, today)], sql` and `);
  return sql`
    with hits as (
      select p.id, row_number() over (order by ${inSearchOrder}) as rank
      from profiles p
      where ${where}
      order by ${inSearchOrder} limit ${page.limit} offset ${page.offset}
    )
    select (select count(*)::int from profiles p where ${where}) as total,
      ${cardsOf(sql`hits`, today)} as profiles`;
}

/**
 * The similar profiles of a thin page: the widest of the criteria's widenings, narrower steps
 * first, never the page's own (`shown`).
 */
function similarStatement(siteId: number, viewer: Viewer | null, page: SearchPage, shown: number[], today: Date): SQL {
  const widest = page.similar.at(-1)!;
  // Narrower steps rank first: 0 for rows matching the first step, 1 for the second, …
  const similarOrder = page.similar.length > 1
    ? sql`case ${sql.join(page.similar.slice(0, -1).map((step, index) => sql`when ${sql.join(matching(step, today), sql` and `)} then ${index}::int`), sql` `)} else ${page.similar.length - 1}::int end, ${inSearchOrder}`
    : inSearchOrder;
  const notShown = shown.length ? sql` and p.id not in (${sql.join(shown.map((id) => sql`${id}`), sql`, `)})` : sql``;
  return sql`
    with alike as (
      select p.id, row_number() over (order by ${similarOrder}) as rank
      from profiles p
      where ${sql.join([visibleTo(siteId, viewer), ...matching(widest, today)], sql` and `)}${notShown}
      order by ${similarOrder} limit ${page.similarLimit}
    )
    select ${cardsOf(sql`alike`, today)} as similar`;
}

export function createSearchRepository(db: Database) {
  return {
    /** One page of matching visible profiles, most recently seen first, the number of all matches and, for a thin page, similar ones. */
    async search(siteId: number, viewer: Viewer | null, criteria: Criteria, page: SearchPage, today: Date) {
      const [row] = await queryPrepared<{ total: number; profiles: CardRow[] }>(db, searchStatement(siteId, viewer, criteria, page, today));
      const rows = row!.profiles;
      if (rows.length >= page.similarBelow || page.similar.length === 0) return { rows, total: Number(row!.total), similar: [] as CardRow[] };
      const [alike] = await queryPrepared<{ similar: CardRow[] }>(db, similarStatement(siteId, viewer, page, rows.map((card) => card.id), today));
      return { rows, total: Number(row!.total), similar: alike!.similar };
    },

    /** The profile if the viewer may see it, with its active images in gallery order. */
    async profile(siteId: number, viewer: Viewer | null, profileId: number, today: Date) {
      // One round trip: the row and its active images (as a JSON array in gallery order).
      const [row] = await queryPrepared<DetailRow & { images: ImageRow[] }>(db, sql`
        select ${cardColumns(today)}, p.seeking, p.sexuality, p.hair_colour, p.eye_colour, p.body_type,
          p.relationship_status, p.interests, p.tattoos, p.signup_reason, p.about,
          (select coalesce(json_agg(json_build_object('id', i.id, 'is_main', i.is_main, 'sizes', i.sizes, 'blurred', i.blurred)
              order by i.is_main desc, i.position, i.id), '[]'::json)
            from profile_images i where i.profile_id = p.id and i.status = 'active') as images
        from profiles p left join members m on m.id = p.member_id
        ${mainPhoto}
        where p.id = ${profileId} and ${visibleTo(siteId, viewer)}`);
      if (!row) return undefined;
      const { images, ...detail } = row;
      return { row: detail, images };
    },

    /**
     * The cards of those of `ids` the viewer may see (for lists other domains keep, e.g. likes), in
     * no order. The ids go as one array parameter, so the text is the same for every list: on
     * PostgreSQL a prepared statement, planned once per connection rather than per request.
     */
    async cards(siteId: number, viewer: Viewer, ids: number[], today: Date): Promise<CardRow[]> {
      if (ids.length === 0) return [];
      return queryPrepared<CardRow>(db, sql`
        select ${cardColumns(today)}
        from profiles p left join members m on m.id = p.member_id
        ${mainPhoto}
        where p.id = any(${`{${ids.join(',')}}`}::int[]) and ${visibleTo(siteId, viewer)}`);
    },

    /**
     * Up to `limit` sample (fictional, active) profiles of a niche that have an active main photo,
     * those of `country` first, then by id (stable for screenshots): what advertising pages may show.
     */
    sampleCards(niche: number, country: string | null, limit: number, today: Date): Promise<CardRow[]> {
      return queryRows<CardRow>(db, sql`
        select ${cardColumns(today)}
        from profiles p left join members m on m.id = p.member_id
        ${mainPhoto}
        where ${sample} and p.niche = ${niche}
        order by (p.country = ${country ?? ''}) desc, p.id
        limit ${limit}`);
    },

    /** The sample profile with this id (as sampleCards shows it), or undefined. */
    async sampleCard(profileId: number, today: Date): Promise<CardRow | undefined> {
      const [row] = await queryRows<CardRow>(db, sql`
        select ${cardColumns(today)}
        from profiles p left join members m on m.id = p.member_id
        ${mainPhoto}
        where p.id = ${profileId} and ${sample}`);
      return row;
    },

    /** Whether the viewer may see the profile (for likes and blocks: the same rule as search). */
    async isVisible(siteId: number, viewer: Viewer, profileId: number): Promise<boolean> {
      const rows = await queryRows<{ id: number }>(db, sql`
        select p.id from profiles p
        where p.id = ${profileId} and ${visibleTo(siteId, viewer)}`);
      return rows.length > 0;
    },
  };
}
export type SearchRepository = ReturnType<typeof createSearchRepository>;
