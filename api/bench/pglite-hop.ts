/**
 * `npx tsx bench/pglite-hop.ts`: what the hop to the embedded database's thread costs per
 * statement. The same statements on PGlite in this thread (as before) and on PGliteThread
 * (src/db/pglite-thread.ts), one at a time, so the difference is the hop: a message each way and
 * the copy of the parameters and rows. HOP_STATEMENTS (default 2,000) per run.
 */
import os from 'node:os';
import { PGlite } from '@electric-sql/pglite';
import { PGliteThread } from '../src/db/pglite-thread.js';

const STATEMENTS = Number(process.env.HOP_STATEMENTS ?? 2000);

interface Client {
  query(text: string, params?: unknown[]): Promise<unknown>;
  transaction<T>(work: (tx: { query(text: string, params?: unknown[]): Promise<unknown> }) => Promise<T>): Promise<T>;
}

/** Microseconds per statement of one run of `STATEMENTS`. */
async function once(run: (index: number) => Promise<unknown>, statementsPerRun: number): Promise<number> {
  const started = performance.now();
  for (let i = 0; i < STATEMENTS / statementsPerRun; i++) await run(i);
  return ((performance.now() - started) * 1000) / STATEMENTS;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Both clients in turns, five runs each, so a change in the machine's load falls on both alike; the medians. */
async function compare(clients: [Client, Client], statement: (client: Client, index: number) => Promise<unknown>, statementsPerRun = 1): Promise<[number, number]> {
  for (const client of clients) for (let i = 0; i < 200; i++) await statement(client, i); // warm
  const runs: [number[], number[]] = [[], []];
  for (let round = 0; round < 5; round++) {
    for (const [side, client] of clients.entries()) runs[side]!.push(await once((i) => statement(client, i), statementsPerRun));
  }
  return [median(runs[0]), median(runs[1])];
}

const inThread = new PGlite();
await inThread.waitReady;
const thread = new PGliteThread({ dataDir: null });
await thread.ready;
const clients: [Client, Client] = [inThread as unknown as Client, thread as unknown as Client];
for (const client of clients) {
  await client.query('create table hop (id int primary key, name text, at timestamptz default now())');
  await client.query("insert into hop (id, name) select n, 'name ' || n from generate_series(1, 100) n");
}
const figures: Record<string, [number, number]> = {
  'select 1': await compare(clients, (client) => client.query('select 1')),
  'one row by key ($1)': await compare(clients, (client, i) => client.query('select * from hop where id = $1', [(i % 100) + 1])),
  '100 rows': await compare(clients, (client) => client.query('select * from hop')),
  'a transaction of 3 statements (per statement)': await compare(clients, (client, i) => client.transaction(async (tx) => {
    await tx.query('select 1');
    await tx.query('update hop set name = name where id = $1', [(i % 100) + 1]);
  }), 3),
};
await inThread.close();
await thread.close();

console.log(`\n${STATEMENTS} statements per run, one at a time, the two in turns, median of 5 runs each, µs per statement, load average ${os.loadavg().map((n) => n.toFixed(1)).join(' ')}\n`);
console.log('| statement | PGlite in the event loop | PGlite on its thread | the hop |');
console.log('|---|---:|---:|---:|');
for (const [name, [here, there]] of Object.entries(figures)) {
  console.log(`| ${name} | ${here.toFixed(0)} | ${there.toFixed(0)} | ${(there - here).toFixed(0)} |`);
}
