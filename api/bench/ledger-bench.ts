/**
 * `npm run bench:ledger -w api`: the credit ledger's figures (issue 23) on PGlite and on
 * PostgreSQL (TEST_DATABASE_URL, default the local server, when it answers), each on a fresh
 * database with only sites and a few members:
 * - the race: BENCH_SPENDS (default 200) parallel spends of 1 credit against a balance of 50, each
 *   its own transaction: successes, refusals (insufficient_credits), the balance left, the wall
 *   time and p50/p99 of a spend (from the call to its answer, waiting for the member's row included);
 * - one at a time: as many spends one after another, p50/p99 of a spend alone;
 * - one idempotency key sent 3 times (one after another, and at once): how often the balance moved;
 * - the reconciliation: members whose cached balance is not the sum of their entries.
 * PostgreSQL uses the API's pool size (DATABASE_POOL_SIZE, default twice the cores). Exits 1 when a
 * figure misses its aim (exactly 50 successes, balance 0, the key once, no mismatch).
 */
import { sql } from 'drizzle-orm';
import { loadConfig } from '../src/config.js';
import type { OpenDatabase } from '../src/db/database.js';
import { queryRows } from '../src/db/rows.js';
import { transaction } from '../src/db/transaction.js';
import { createCreditLedger, type CreditLedgerService } from '../src/domains/credits/index.js';
import { createDomainEvents } from '../src/domains/events.js';
import { createServerEvents } from '../src/domains/server-events/index.js';
import { seedCompany } from '../src/seed/company.js';
import { seedSites } from '../src/seed/sites.js';
import { availableBackends, type Backend } from '../test/support/backends.js';
import { onFreshDatabase } from './fresh-database.js';

process.env.TEST_DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/test';
const SPENDS = Number(process.env.BENCH_SPENDS ?? 200);
const RACE_BALANCE = 50;

/** One backend's figures. */
interface Figures {
  raceSuccesses: number;
  raceRefused: number;
  raceOtherErrors: number;
  raceBalance: number;
  raceWallMs: number;
  raceP50: number;
  raceP99: number;
  aloneP50: number;
  aloneP99: number;
  keySequentialMoves: number;
  keyParallelMoves: number;
  mismatches: number;
  entries: number;
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; result: PromiseSettledResult<T> }> {
  const started = performance.now();
  const [result] = await Promise.allSettled([work()]);
  return { ms: performance.now() - started, result: result! };
}

/** Sites (members need one) and `count` members with no credits; returns their ids. */
async function prepare(database: OpenDatabase, count: number): Promise<number[]> {
  const siteId = await transaction(database.db, async (tx) => {
    const sites = await seedSites(tx, await seedCompany(tx));
    return [...sites.values()][0]!;
  });
  const rows = await queryRows<{ id: number }>(database.db, sql`
    insert into members (site_id, email, password_hash, status)
    select ${siteId}, 'ledger-bench-' || n || '@example.com', 'not a hash', 'confirmed' from generate_series(1, ${count}) as n
    returning id`);
  return rows.map((row) => Number(row.id));
}

async function run(database: OpenDatabase): Promise<Figures> {
  const { db } = database;
  // Wake-ups stay in this process: the figures are the ledger's, not the fan-out's.
  const credits: CreditLedgerService = createCreditLedger(db, { serverEvents: createServerEvents(db, { redisUrl: '', databaseUrl: '' }), events: createDomainEvents() });
  const [race, alone, keyed] = await prepare(database, 3) as [number, number, number];
  const grant = (memberId: number, amount: number, key: string) => transaction(db, (tx) => credits.grant(tx, memberId, amount, 'purchase', key));
  const spend = (memberId: number, key: string) => transaction(db, (tx) => credits.spend(tx, memberId, 1, 'message', key));

  await grant(race, RACE_BALANCE, 'bench:race-balance');
  const raceStarted = performance.now();
  const raced = await Promise.all(Array.from({ length: SPENDS }, (_, i) => timed(() => spend(race, `bench:race:${i}`))));
  const raceWallMs = performance.now() - raceStarted;
  const refusedCode = (result: PromiseSettledResult<unknown>) => (result.status === 'rejected' ? (result.reason as { code?: string }).code : undefined);

  await grant(alone, SPENDS, 'bench:alone-balance');
  const aloneMs: number[] = [];
  for (let i = 0; i < SPENDS; i += 1) {
    const { ms, result } = await timed(() => spend(alone, `bench:alone:${i}`));
    if (result.status === 'rejected') throw result.reason;
    aloneMs.push(ms);
  }

  await grant(keyed, 10, 'bench:key-balance');
  const moves = async (send: () => Promise<unknown>) => {
    const before = (await credits.balance(keyed))!;
    await send();
    return before - (await credits.balance(keyed))!;
  };
  const keySequentialMoves = await moves(async () => {
    for (let i = 0; i < 3; i += 1) await spend(keyed, 'bench:key:one-after-another');
  });
  const keyParallelMoves = await moves(() => Promise.all(Array.from({ length: 3 }, () => spend(keyed, 'bench:key:at-once'))));

  const [entries] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from credit_entries`);
  return {
    raceSuccesses: raced.filter(({ result }) => result.status === 'fulfilled').length,
    raceRefused: raced.filter(({ result }) => refusedCode(result) === 'insufficient_credits').length,
    raceOtherErrors: raced.filter(({ result }) => result.status === 'rejected' && refusedCode(result) !== 'insufficient_credits').length,
    raceBalance: (await credits.balance(race))!,
    raceWallMs,
    raceP50: percentile(raced.map(({ ms }) => ms), 50),
    raceP99: percentile(raced.map(({ ms }) => ms), 99),
    aloneP50: percentile(aloneMs, 50),
    aloneP99: percentile(aloneMs, 99),
    keySequentialMoves,
    keyParallelMoves,
    mismatches: (await credits.reconcile()).length,
    entries: Number(entries!.n),
  };
}

const ms = (value: number) => `${value.toFixed(1)} ms`;
/** Each row: its label, how a backend's figure reads, and whether it meets the aim (undefined: no aim). */
const ROWS: [string, (f: Figures) => string, ((f: Figures) => boolean)?][] = [
  [`race: successes of ${SPENDS} spends of 1 against ${RACE_BALANCE}`, (f) => String(f.raceSuccesses), (f) => f.raceSuccesses === RACE_BALANCE],
  ['race: refused insufficient_credits', (f) => String(f.raceRefused), (f) => f.raceRefused === SPENDS - RACE_BALANCE],
  ['race: other errors (deadlocks, timeouts…)', (f) => String(f.raceOtherErrors), (f) => f.raceOtherErrors === 0],
  ['race: balance left', (f) => String(f.raceBalance), (f) => f.raceBalance === 0],
  ['race: wall time', (f) => ms(f.raceWallMs)],
  ['race: p50 / p99 of a spend (queue included)', (f) => `${ms(f.raceP50)} / ${ms(f.raceP99)}`],
  [`one at a time: p50 / p99 of a spend (${SPENDS})`, (f) => `${ms(f.aloneP50)} / ${ms(f.aloneP99)}`],
  ['one key 3 times, one after another: balance moved by', (f) => String(f.keySequentialMoves), (f) => f.keySequentialMoves === 1],
  ['one key 3 times at once: balance moved by', (f) => String(f.keyParallelMoves), (f) => f.keyParallelMoves === 1],
  ['reconciliation: members whose cache ≠ sum of entries', (f) => `${f.mismatches} (of ${f.entries} entries)`, (f) => f.mismatches === 0],
];

async function main(): Promise<void> {
  const poolSize = loadConfig().databasePoolSize;
  const backends = await availableBackends();
  if (!backends.includes('postgres')) console.log(`PostgreSQL does not answer at ${process.env.TEST_DATABASE_URL}: PGlite only.`);
  const figures = new Map<Backend, Figures>();
  for (const backend of backends) {
    console.log(`measuring on ${backend}${backend === 'postgres' ? ` (pool of ${poolSize})` : ''}…`);
    figures.set(backend, await onFreshDatabase(backend, poolSize, run));
  }
  const header = ['figure', ...backends];
  const lines = ROWS.map(([label, read, aim]) => [label, ...backends.map((backend) => {
    const f = figures.get(backend)!;
    return `${read(f)}${aim ? (aim(f) ? ' ✓' : ' ✗') : ''}`;
  })]);
  const widths = header.map((_, column) => Math.max(...[header, ...lines].map((line) => line[column]!.length)));
  const format = (line: string[]) => `| ${line.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ')} |`;
  console.log(['', format(header), format(widths.map((width) => '-'.repeat(width))), ...lines.map(format)].join('\n'));
  const missed = ROWS.some(([, , aim]) => aim && backends.some((backend) => !aim(figures.get(backend)!)));
  if (missed) {
    console.error('\nA figure missed its aim (✗).');
    process.exitCode = 1;
  }
}

await main();
