/**
 * A profile card: the columns every list reads, the main-photo join, and the row turned into the
 * ProfileCard a viewer may see (the main photo is never locked).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Gender, ProfileCard } from '@dating/shared-contracts';
import type { ImageFile } from '../../db/schema.js';
import { photoFor } from './photos.js';

/** One profile as lists read it (a ProfileCard before its photo URLs are built). */
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

/** The age in whole years of `p` on `today` (the calendar day in UTC). */
export const ageOn = (today: Date): SQL => sql`date_part('year', age(${today.toISOString().slice(0, 10)}::date, p.date_of_birth))::int`;

/** The columns of a card, from `p` (profiles), `m` (its member, left-joined) and `main` (mainPhoto). */
export const cardColumns = (today: Date): SQL => sql`
  p.id, p.name, p.gender, ${ageOn(today)} as age,
  p.country, p.region, p.city, p.fictional, coalesce(m.paid_user, false) as premium,
  to_char(p.last_seen_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as last_seen,
  main.sizes as main_sizes, main.id as main_id`;

/** Joins `main`: the profile's main photo, if any. */
export const mainPhoto = sql`left join lateral (
    select i.id, i.sizes from profile_images i
    where i.profile_id = p.id and i.is_main and i.status = 'active' order by i.position limit 1
  ) main on true`;

/** The card of a row as this viewer (null: a visitor) sees it, its photo URLs under the site's CDN prefix. */
export function profileCard(row: CardRow, viewer: { premium: boolean } | null, cdnPrefix: string): ProfileCard {
  return {
    id: row.id,
    name: row.name,
    gender: row.gender,
    age: row.age,
    country: row.country,
    region: row.region,
    city: row.city,
    fictional: row.fictional,
    premium: row.premium,
    last_seen: row.last_seen,
    photo: row.main_id === null || !row.main_sizes
      ? null
      : photoFor({ id: row.main_id, isMain: true, sizes: row.main_sizes, blurred: null }, { premium: viewer?.premium ?? false }, cdnPrefix),
  };
}
