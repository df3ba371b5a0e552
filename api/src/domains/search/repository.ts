/**
 * Search and profile reads. Every read applies the profiles domain's one visibility rule
 * (visibleTo) and reads its card columns. Search walks a partial index in "last seen" order and
 * stops after a page; the total and the page come back from one statement, similar profiles (for a
 * thin page) from a second.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Gender } from '@dating/shared-contracts';
import type { Database } from '../../db/database.js';
import type { ImageFile } from '../../db/schema.js';
import { queryPrepared } from '../../db/rows.js';
import type { Seeker } from './defaults.js';
import { cardColumns, mainPhoto, visibleTo, type CardRow, type Viewer } from '../profiles/index.js';

/** Search criteria as the repository applies them; ages are whole years. */
export interface Criteria {
  /** Only profiles of this niche (spec section 9); a site shows its own niche's profiles. */
  niche?: number;
  gender?: Gender;
  country?: string;
  region?: string;
  minAge?: number;
  maxAge?: number;
  /** Profiles in this region come first ("near you"), then the rest in search order. */
  nearRegion?: string;
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

// Exactly the order of the search indexes, so a page is an index walk without a sort.
export const inSearchOrder = sql`p.last_seen_at desc nulls last, p.id desc nulls last`;

/**
 * The page's order: the member's own region first when asked (a sort of the matching rows, which
 * the member's defaults keep to one country, gender and age band), else the index walk.
 */
function pageOrder(criteria: Criteria): SQL {
  return criteria.nearRegion ? sql`(p.region is not distinct from ${criteria.nearRegion}) desc, ${inSearchOrder}` : inSearchOrder;
}

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
      select p.id, row_number() over (order by ${pageOrder(criteria)}) as rank
      from profiles p
      where ${where}
      order by ${pageOrder(criteria)} limit ${page.limit} offset ${page.offset}
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
    /** What the member's defaults read of their own profile (undefined: no profile). */
    async seeker(memberId: number): Promise<Seeker | undefined> {
      const [row] = await queryPrepared<Seeker>(db, sql`
        select p.seeking, p.country, p.region, to_char(p.date_of_birth, 'YYYY-MM-DD') as date_of_birth
        from profiles p where p.member_id = ${memberId} limit 1`);
      return row;
    },

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
      const [row] = await queryPrepared<DetailRow & { images: ImageRow[] }>(db, sql`
        ${detailSelect(today)}
        where p.id = ${profileId} and ${visibleTo(siteId, viewer)}`);
      if (!row) return undefined;
      const { images, ...detail } = row;
      return { row: detail, images };
    },

    /**
     * The member's own profile read as others read it (the same columns and active images), with
     * whether others may see it now (the visitors' rule) and how many photos wait for review.
     */
    async ownProfile(siteId: number, memberId: number, profileId: number, today: Date) {
      const [row] = await queryPrepared<DetailRow & { images: ImageRow[]; visible: boolean; pending_photos: number }>(db, sql`
        ${detailSelect(today, sql`, (${visibleTo(siteId, null)}) as visible,
          (select count(*)::int from profile_images i where i.profile_id = p.id and i.status = 'pending') as pending_photos`)}
        where p.id = ${profileId} and p.member_id = ${memberId}`);
      if (!row) return undefined;
      const { images, visible, pending_photos, ...detail } = row;
      return { row: detail, images, own: { visible, pending_photos: Number(pending_photos) } };
    },
  };
}
/** One round trip: a profile's row and its active images (as a JSON array in gallery order); `extra` adds columns. */
function detailSelect(today: Date, extra: SQL = sql``): SQL {
  return sql`
    select ${cardColumns(today)}, p.seeking, p.sexuality, p.hair_colour, p.eye_colour, p.body_type,
      p.relationship_status, p.interests, p.tattoos, p.signup_reason, p.about,
      (select coalesce(json_agg(json_build_object('id', i.id, 'is_main', i.is_main, 'sizes', i.sizes, 'blurred', i.blurred)
          order by i.is_main desc, i.position, i.id), '[]'::json)
        from profile_images i where i.profile_id = p.id and i.status = 'active') as images
      ${extra}
    from profiles p left join members m on m.id = p.member_id
    ${mainPhoto}`;
}
export type SearchRepository = ReturnType<typeof createSearchRepository>;
