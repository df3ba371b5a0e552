/**
 * Many profiles at once (SEED_PROFILES above the default, for load tests): copies of the rendered
 * sample profiles made by SQL alone, with varied ages and "last seen" times, sharing the originals'
 * photo files. 100,000 profiles take seconds instead of hours of rendering.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { queryRows } from '../db/rows.js';

/** Rows per statement: keeps each statement's memory small on the embedded database. */
const CHUNK = 20_000;

/** Adds `count` copies of the fictional profiles that exist now, with their photos; returns the count. */
export async function cloneFictionalProfiles(db: Database, count: number): Promise<number> {
  const [counted] = await queryRows<{ templates: number }>(db, sql`select count(*)::int as templates from profiles where fictional and member_id is null`);
  const templates = Number(counted?.templates ?? 0);
  if (!templates || count <= 0) return 0;
  // Building an index once over all rows is several times faster than updating it row by row:
  // the secondary indexes of both tables go for the load and come back, same definitions, after it.
  const indexes = await queryRows<{ name: string; definition: string }>(db, sql`
    select indexname as name, indexdef as definition from pg_indexes
    where schemaname = current_schema() and tablename in ('profiles', 'profile_images')
      and indexname not in (select conname from pg_constraint)`);
  for (const index of indexes) await db.execute(sql`drop index ${sql.identifier(index.name)}`);
  for (let from = 0; from < count; from += CHUNK) {
    const to = Math.min(count, from + CHUNK);
    // Template k of copy g is g mod templates, in id order; the copy's id is remembered in a CTE so
    // its photos follow in the same statement.
    await db.execute(sql`
      with template as (
        select p.*, row_number() over (order by p.id) - 1 as k from profiles p where p.fictional and p.member_id is null
      ), copies as (
        insert into profiles (member_id, name, gender, seeking, sexuality, hair_colour, eye_colour, body_type,
          relationship_status, interests, tattoos, signup_reason, date_of_birth, country, region, city, about, niche,
          fictional, status, last_seen_at, created_at)
        select null, t.name, t.gender, t.seeking, t.sexuality, t.hair_colour, t.eye_colour, t.body_type,
          t.relationship_status, t.interests, t.tattoos, t.signup_reason,
          -- Older by up to two years, never younger, so every copy stays an adult.
          t.date_of_birth - ((g * 37) % 730)::int, t.country, t.region, t.city, t.about, t.niche,
          true, 'active', now() - make_interval(mins => ((g * 7919) % 20160)::int), t.created_at
        from generate_series(${from}::int, ${to - 1}::int) g
        join template t on t.k = g % ${templates}
        order by g
        returning id, gender
      ), numbered as (
        select id, row_number() over (order by id) - 1 + ${from}::int as g from copies
      )
      insert into profile_images (profile_id, filename, thumb_filename, status, is_main, position, sizes, blurred, dhash)
      select n.id, i.filename, i.thumb_filename, i.status, i.is_main, i.position, i.sizes, i.blurred, i.dhash
      from numbered n
      join template t on t.k = n.g % ${templates}
      join profile_images i on i.profile_id = t.id`);
  }
  for (const index of indexes) await db.execute(sql.raw(index.definition));
  // Fresh statistics, so the planner sees 100,000 rows and not the few hundred it last counted.
  await db.execute(sql`analyze profiles`);
  await db.execute(sql`analyze profile_images`);
  return count;
}
