/**
 * The benched search's statement on its own (bench/serve.ts): its figures without HTTP, and its
 * query plans as a running server has them.
 */
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { MATCH_FINDER_RESULTS, SEARCH_PAGE_SIZE, SIMILAR_BELOW } from '@dating/shared-contracts';
import type { Database } from '../src/db/database.js';
import { queryPrepared, queryRows } from '../src/db/rows.js';
import { matchFinderStatement, searchStatement } from '../src/domains/search/index.js';

/** The benched search's statement (api-bench.ts SEARCH) as the premium demo member's request builds it. */
async function benchedSearch(db: Database) {
  const [viewer] = await queryRows<{ member_id: number; profile_id: number; site_id: number }>(db, sql`
    select m.id as member_id, p.id as profile_id, m.site_id from members m join profiles p on p.member_id = m.id where m.email = 'premium@example.com'`);
  const site = await queryRows<{ niche: number }>(db, sql`select niche from sites where id = ${viewer!.site_id}`);
  const statement = searchStatement(viewer!.site_id, { memberId: viewer!.member_id, profileId: viewer!.profile_id, premium: true, country: 'NL' },
    { niche: site[0]!.niche, gender: 'female', country: 'NL', minAge: 25, maxAge: 45 },
    { limit: SEARCH_PAGE_SIZE, offset: 0, similarBelow: SIMILAR_BELOW, similarLimit: 12, similar: [{ niche: site[0]!.niche, gender: 'female', country: 'NL', minAge: 20, maxAge: 50 }] }, new Date());
  return { viewer: viewer!, niche: site[0]!.niche, statement };
}

/**
 * The database's own share of the search: the benched search's statement run for `seconds` by as
 * many concurrent callers as the API's pool has connections, as the API runs it (a named
 * statement), without HTTP, routing, sessions or the answer's JSON. What the search endpoint can
 * reach on this machine is below this.
 */
export async function measureStatement(db: Database, seconds: number, callers: number) {
  const { statement } = await benchedSearch(db);
  const latencies: number[] = [];
  const started = performance.now();
  const until = started + seconds * 1000;
  await Promise.all(Array.from({ length: callers }, async () => {
    while (performance.now() < until) {
      const begun = performance.now();
      await queryPrepared(db, statement);
      latencies.push(performance.now() - begun);
    }
  }));
  latencies.sort((a, b) => a - b);
  const at = (share: number) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * share))]!);
  return { rps: latencies.length / ((performance.now() - started) / 1000), p50: at(0.5), p99: at(0.99), callers };
}

/**
 * EXPLAIN ANALYZE of `statement` on its generic plan: the API runs it as a named prepared statement
 * (queryPrepared), and PostgreSQL keeps the plan made without the values once it is no dearer than
 * the ones made with them (from the sixth run on a connection), so that is the plan under load.
 */
async function genericPlan(db: Database, statement: SQL): Promise<Record<string, string>[]> {
  const { sql: text, params } = new PgDialect().sqlToQuery(statement);
  const pool = (db as unknown as { $client: import('pg').Pool }).$client;
  const client = await pool.connect();
  try {
    await client.query('begin');
    await client.query('set local plan_cache_mode = force_generic_plan');
    await client.query(`prepare bench_search as ${text}`);
    // EXECUTE takes its arguments in its text (the bench's own numbers and dates), not as parameters.
    const args = params.map((value) => (typeof value === 'number' ? String(value) : client.escapeLiteral(String(value)))).join(', ');
    for (let i = 0; i < 5; i++) await client.query(`execute bench_search(${args})`);
    const plan = await client.query<Record<string, string>>(`explain (analyze, buffers) execute bench_search(${args})`);
    return plan.rows;
  } finally {
    await client.query('rollback');
    client.release();
  }
}

/** Prints the query plan of the benched search (as the premium demo member sees it) to stderr. */
export async function explainSearch(db: Database, kind: 'pglite' | 'postgres') {
  const { viewer, niche, statement } = await benchedSearch(db);
  // Warm first (catalog caches, buffers), as a running server is: the plan shows a steady request.
  for (let i = 0; i < 5; i++) await queryRows(db, statement);
  const plan = kind === 'postgres' ? await genericPlan(db, statement) : await queryRows<Record<string, string>>(db, sql`explain (analyze, buffers) ${statement}`);
  const which = kind === 'postgres' ? 'its generic plan, the one a connection keeps from the sixth run of the named statement' : 'planned for its values';
  process.stderr.write(`\n${kind}: EXPLAIN ANALYZE of the search statement (page and total; the similar profiles are asked only for a thin page), ${which}\n${plan.map((row) => Object.values(row)[0]).join('\n')}\n`);
  // The match finder as the bench asks it (api-bench.ts MATCH_FINDER).
  const finder = matchFinderStatement(viewer.site_id, { memberId: viewer.member_id, profileId: viewer.profile_id, premium: true, country: 'NL' },
    { niche, gender: 'female', minAge: 25, maxAge: 45, country: 'NL', region: 'Utrecht', interests: ['cooking', 'travel', 'music'] }, MATCH_FINDER_RESULTS, new Date());
  for (let i = 0; i < 5; i++) await queryRows(db, finder);
  const finderPlan = await queryRows<Record<string, string>>(db, sql`explain (analyze, buffers) ${finder}`);
  process.stderr.write(`\n${kind}: EXPLAIN ANALYZE of the match finder statement\n${finderPlan.map((row) => Object.values(row)[0]).join('\n')}\n`);
}
