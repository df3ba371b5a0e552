/**
 * One server for the benchmark, in its own process: a bare Fastify hello-world, or the real API
 * on PGlite (a data folder) or PostgreSQL (a fresh database). Prints {"port": N} when ready.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/database.js';
import { seed } from '../src/seed/index.js';
import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/database.js';
import { queryRows } from '../src/db/rows.js';
import { matchFinderStatement, searchStatement } from '../src/domains/search/index.js';
import { createPostgresDatabase } from '../test/support/backends.js';
import { MATCH_FINDER_RESULTS, SEARCH_PAGE_SIZE, SIMILAR_BELOW } from '@dating/shared-contracts';

const kind = process.argv[2] as 'hello' | 'pglite' | 'postgres';
/** Port to listen on (0: any free one). */
const port = Number(process.argv[3] ?? 0);
/** Fictional profiles to seed: 520 like a first start, or SEED_PROFILES (100,000: SQL copies sharing photos). */
const profileCount = Number(process.env.SEED_PROFILES ?? 520);
/** Sample profiles with photos of their own (SEED_PHOTO_PROFILES, default 24); the rest share them: queries cost the same, seeding takes seconds. */
const photoProfiles = Number(process.env.SEED_PHOTO_PROFILES ?? 24);

async function serve() {
  if (kind === 'hello') {
    const app = Fastify();
    app.get('/hello', async () => ({ hello: 'world' }));
    await app.listen({ port, host: '127.0.0.1' });
    return { port: (app.server.address() as AddressInfo).port, close: () => app.close() };
  }
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'site-bench-'));
  const postgres = kind === 'postgres' ? await createPostgresDatabase() : null;
  const config = { ...loadConfig({ NODE_ENV: 'production' }), logLevel: 'silent', dataDir: tmp, mediaDir: path.join(tmp, 'media'), databaseUrl: postgres?.url ?? '' };
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: postgres ? null : tmp });
  // Demo members are created outside production only; the bench measures production settings
  // otherwise (no request logging), so seed as development to get a member to log in with.
  const seeded = await seed(database.db, { mediaDir: config.mediaDir, production: false, profiles: profileCount, photoProfiles, log: (line) => process.stderr.write(`${kind}: ${line}\n`) });
  process.stderr.write(`${kind}: seeded ${seeded.fictionalProfiles} profiles in ${seeded.ms} ms\n`);
  const { app, domains } = await buildApp(database.db, config);
  domains.geocode.warm();
  await seedBenchLikes(database.db);
  if (process.env.BENCH_EXPLAIN) await explainSearch(database.db);
  await app.listen({ port, host: '127.0.0.1' });
  return {
    port: (app.server.address() as AddressInfo).port,
    close: async () => {
      await app.close();
      await database.close();
      await postgres?.drop();
      fs.rmSync(tmp, { recursive: true, force: true });
    },
  };
}

/** Likes each way for the likes bench (issue 11); the likers are male NZ copies, outside the benched search's filters. */
const BENCH_LIKES = 1000;

/**
 * Gives the premium demo member BENCH_LIKES likes each way: BENCH_LIKES fictional copies of a seeded
 * profile (sharing its main photo) that the member likes and that like the member, half still new.
 */
async function seedBenchLikes(db: Database) {
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
  // without this the planner would take the freshly copied thousand rows for a handful.
  await db.execute(sql`analyze profiles, profile_images, likes`);
  process.stderr.write(`${kind}: ${BENCH_LIKES} likes each way for premium@ in ${Date.now() - started} ms\n`);
}

/** Prints the query plan of the benched search (as the premium demo member sees it) to stderr. */
async function explainSearch(db: Database) {
  const [viewer] = await queryRows<{ member_id: number; profile_id: number; site_id: number }>(db, sql`
    select m.id as member_id, p.id as profile_id, m.site_id from members m join profiles p on p.member_id = m.id where m.email = 'premium@example.com'`);
  const site = await queryRows<{ niche: number }>(db, sql`select niche from sites where id = ${viewer!.site_id}`);
  const statement = searchStatement(viewer!.site_id, { memberId: viewer!.member_id, profileId: viewer!.profile_id, premium: true, country: 'NL' },
    { niche: site[0]!.niche, gender: 'female', country: 'NL', minAge: 25, maxAge: 45 },
    { limit: SEARCH_PAGE_SIZE, offset: 0, similarBelow: SIMILAR_BELOW, similarLimit: 12, similar: [{ niche: site[0]!.niche, gender: 'female', country: 'NL', minAge: 20, maxAge: 50 }] }, new Date());
  // Warm first (catalog caches, buffers), as a running server is: the plan shows a steady request.
  for (let i = 0; i < 5; i++) await queryRows(db, statement);
  const plan = await queryRows<Record<string, string>>(db, sql`explain (analyze, buffers) ${statement}`);
  process.stderr.write(`\n${kind}: EXPLAIN ANALYZE of the search statement (page, total and similar)\n${plan.map((row) => Object.values(row)[0]).join('\n')}\n`);
  // The match finder as the bench asks it (api-bench.ts MATCH_FINDER).
  const finder = matchFinderStatement(viewer!.site_id, { memberId: viewer!.member_id, profileId: viewer!.profile_id, premium: true, country: 'NL' },
    { niche: site[0]!.niche, gender: 'female', minAge: 25, maxAge: 45, country: 'NL', region: 'Utrecht', interests: ['cooking', 'travel', 'music'] }, MATCH_FINDER_RESULTS, new Date());
  for (let i = 0; i < 5; i++) await queryRows(db, finder);
  const finderPlan = await queryRows<Record<string, string>>(db, sql`explain (analyze, buffers) ${finder}`);
  process.stderr.write(`\n${kind}: EXPLAIN ANALYZE of the match finder statement\n${finderPlan.map((row) => Object.values(row)[0]).join('\n')}\n`);
}

const server = await serve();
process.stdout.write(`${JSON.stringify({ port: server.port })}\n`);
process.on('SIGTERM', async () => {
  await server.close();
  process.exit(0);
});
