/**
 * `npx tsx bench/pglite-hop.ts`: what the hop to the embedded database's thread costs per
 * statement. The same statements on PGlite in this thread (as before) and on PGliteThread
 * (src/db/pglite-thread.ts), one at a time, so the difference is the hop: a message each way and
 * the copy of the parameters and rows. HOP_STATEMENTS (default 2,000) per figure.
 */
import os from 'node:os';
import { PGlite } from '@electric-sql/pglite';
import { PGliteThread } from '../src/db/pglite-thread.js';

const STATEMENTS = Number(process.env.HOP_STATEMENTS ?? 2000);

interface Client {
  query(text: string, params?: unknown[]): Promise<unknown>;
  transaction<T>(work: (tx: { query(text: string, params?: unknown[]): Promise<unknown> }) => Promise<T>): Promise<T>;
}

/** Microseconds per statement, median of three runs of `STATEMENTS`. */
async function time(run: (index: number) => Promise<unknown>, statementsPerRun = 1): Promise<number> {
  for (let i = 0; i < 200; i++) await run(i); // warm
  const runs: number[] = [];
  for (let round = 0; round < 3; round++) {
    const started = performance.now();
    for (let i = 0; i < STATEMENTS / statementsPerRun; i++) await run(i);
    runs.push(((performance.now() - started) * 1000) / STATEMENTS);
  }
  return runs.sort((a, b) => a - b)[1]!;
}

async function figures(client: Client) {
  await client.query('create table if not exists hop (id int primary key, name text, at timestamptz default now())');
  await client.query('insert into hop (id, name) select n, \'name \' || n from generate_series(1, 100) n on conflict do nothing');
  return {
    'select 1': await time(() => client.query('select 1')),
    'one row by key ($1)': await time((i) => client.query('select * from hop where id = $1', [(i % 100) + 1])),
    '100 rows': await time(() => client.query('select * from hop')),
    'a transaction of 3 statements (per statement)': await time((i) => client.transaction(async (tx) => {
      await tx.query('select 1');
      await tx.query('update hop set name = name where id = $1', [(i % 100) + 1]);
    }), 3),
  };
}

const inThread = new PGlite();
await inThread.waitReady;
const here = await figures(inThread as unknown as Client);
await inThread.close();
const thread = new PGliteThread({ dataDir: null });
await thread.ready;
const there = await figures(thread as unknown as Client);
await thread.close();

console.log(`\n${STATEMENTS} statements each, one at a time, median of 3 runs, µs per statement, load average ${os.loadavg().map((n) => n.toFixed(1)).join(' ')}\n`);
console.log('| statement | PGlite in the event loop | PGlite on its thread | the hop |');
console.log('|---|---:|---:|---:|');
for (const name of Object.keys(here) as (keyof typeof here)[]) {
  console.log(`| ${name} | ${here[name].toFixed(0)} | ${there[name].toFixed(0)} | ${(there[name] - here[name]).toFixed(0)} |`);
}
