/** The likes the likes bench reads, shared by the bench server and the likes profile. */
import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/database.js';
import { queryRows } from '../src/db/rows.js';

/** Likes each way for the likes bench; the likers are male NZ copies, outside the benched search's filters. */
const BENCH_LIKES = 1000;

/**
 * Gives the premium demo member BENCH_LIKES likes each way: BENCH_LIKES fictional copies of a seeded
 * profile (sharing its main photo) that the member likes and that like the member, half still new.
 */
export async function seedBenchLikes(db: Database, log: (line: string) => void) {
  const started = Date.now();
  const [me] = await queryRows<{ member_id: number; profile_id: number }>(db, sql`
    select m.id as member_id, p.id as profile_id from members m join profiles p on p.member_id = m.id where m.email = 'premium@example.com'`);
  const copies = await queryRows<{ id: number }>(db, sql`
    insert into profiles (member_id, name, gender, seeking, date_of_birth, country, fictional, status, last_seen_at)
    select null, 'Bench ' || n, 'male', 'female', date '1990-01-01' + n, 'NZ', true, 'active', now() - n * interval '1 minute'
    from generate_series(1, ${BENCH_LIKES}) as n returning id`);
  const ids = `{${copies.map((row) => row.id).join(',')}}`;
  await db.execute(sql`
    insert into profile_images (profile_id, filename, thumb_filename, status, is_main, position, sizes)
    select c.id, i.filename, i.thumb_filename, 'active', true, 0, i.sizes
    from unnest(${ids}::int[]) as c(id), (select * from profile_images where is_main and status = 'active' order by id limit 1) i`);
  await db.execute(sql`
    insert into likes (liker_member_id, liked_profile_id, source, like_new, created_at)
    select ${me!.member_id}, c.id, 'profile', false, now() - c.id * interval '1 second' from unnest(${ids}::int[]) as c(id)`);
  await db.execute(sql`
    insert into likes (liker_profile_id, liked_profile_id, source, like_new, created_at)
    select c.id, ${me!.profile_id}, 'auto', c.id % 2 = 0, now() - c.id * interval '1 second' from unnest(${ids}::int[]) as c(id)`);
  // A running database knows its tables (autovacuum analyses a table once a tenth of it changed);
  // without this the planner would take the freshly copied thousand rows for a handful. Vacuum
  // too, as autovacuum would soon: the new rows left pages not all-visible, and the search's
  // index-only count then visited the table for them (147 heap fetches at 100,000 profiles).
  await db.execute(sql`vacuum analyze profiles, profile_images, likes`);
  log(`${BENCH_LIKES} likes each way for premium@ in ${Date.now() - started} ms`);
}
