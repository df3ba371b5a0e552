/**
 * The landers' reads: fictional (sample) profiles only, active, with an active main photo. Real
 * members never appear on an advertising page, whatever the site's search settings say.
 */
import { sql } from 'drizzle-orm';
import type { Gender } from '@dating/shared-contracts';
import type { Database } from '../../db/database.js';
import type { ImageFile } from '../../db/schema.js';
import { queryRows } from '../../db/rows.js';

/** One sample profile as a lander shows it. */
export interface LanderRow {
  id: number;
  name: string;
  gender: Gender;
  age: number;
  country: string;
  region: string | null;
  city: string | null;
  main_id: number;
  main_sizes: ImageFile[];
}

const columns = (today: string) => sql`
  p.id, p.name, p.gender, date_part('year', age(${today}::date, p.date_of_birth))::int as age,
  p.country, p.region, p.city, main.id as main_id, main.sizes as main_sizes`;

const withMainPhoto = sql`join lateral (
    select i.id, i.sizes from profile_images i
    where i.profile_id = p.id and i.is_main and i.status = 'active' order by i.position limit 1
  ) main on true`;

const sample = sql`p.member_id is null and p.fictional and p.status = 'active'`;

export function createLandersRepository(db: Database) {
  return {
    /** Up to `limit` sample profiles of a niche, those of `country` first, then by id (stable for screenshots). */
    profiles(niche: number, country: string | null, limit: number, today: string): Promise<LanderRow[]> {
      return queryRows<LanderRow>(db, sql`
        select ${columns(today)} from profiles p ${withMainPhoto}
        where ${sample} and p.niche = ${niche}
        order by (p.country = ${country ?? ''}) desc, p.id
        limit ${limit}`);
    },

    /** The sample profile with this id, or undefined. */
    async profile(id: number, today: string): Promise<LanderRow | undefined> {
      const [row] = await queryRows<LanderRow>(db, sql`
        select ${columns(today)} from profiles p ${withMainPhoto} where p.id = ${id} and ${sample}`);
      return row;
    },
  };
}
export type LandersRepository = ReturnType<typeof createLandersRepository>;
