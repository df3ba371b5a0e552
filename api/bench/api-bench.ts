/**
 * `npm run bench:api`: autocannon at 50 connections against GET /api/user.php (logged in) and
 * GET /api/settings.php, on PGlite and on PostgreSQL (when TEST_DATABASE_URL or the local server
 * answers), beside a bare Fastify hello-world in the same run. Prints req/s, p50, p99 and the
 * ratio to hello-world. BENCH_SECONDS sets the duration of each measurement (default 10);
 * BENCH_ROUNDS repeats the whole run (default 3) and the table shows the medians.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';
import autocannon from 'autocannon';
import { availableBackends } from '../test/support/backends.js';

process.env.TEST_DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/test';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = 50;
const here = path.dirname(new URL(import.meta.url).pathname);

interface Row { target: string; rps: number; p50: number; p99: number; errors: number }

async function startServer(kind: string): Promise<{ port: number; child: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(here, 'serve.ts'), kind], {
    cwd: path.join(here, '..'),
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = readline.createInterface({ input: child.stdout! });
  for await (const line of lines) {
    if (line.startsWith('{')) return { port: JSON.parse(line).port, child };
  }
  throw new Error(`${kind} server did not start`);
}

async function stop(child: ChildProcess) {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

async function login(port: number): Promise<string> {
  const answer = await fetch(`http://127.0.0.1:${port}/api/user.php`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'premium@example.com', password: 'demo1234' }),
  });
  if (answer.status !== 200) throw new Error(`login failed: ${answer.status}`);
  return answer.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
}

async function measure(target: string, url: string, headers: Record<string, string> = {}): Promise<Row> {
  await autocannon({ url, connections: CONNECTIONS, duration: 2, headers }); // warm-up
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers });
  const errors = result.errors + result.timeouts + result.non2xx;
  return { target, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors };
}

async function round(): Promise<Row[]> {
  const rows: Row[] = [];
  const hello = await startServer('hello');
  rows.push(await measure('hello-world (bare Fastify)', `http://127.0.0.1:${hello.port}/hello`));
  await stop(hello.child);
  for (const backend of await availableBackends()) {
    const api = await startServer(backend);
    const cookie = await login(api.port);
    rows.push(await measure(`${backend}: GET /api/user.php (logged in)`, `http://127.0.0.1:${api.port}/api/user.php`, { cookie }));
    rows.push(await measure(`${backend}: GET /api/settings.php`, `http://127.0.0.1:${api.port}/api/settings.php`));
    await stop(api.child);
  }
  return rows;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

const rounds: Row[][] = [];
for (let i = 0; i < ROUNDS; i++) rounds.push(await round());
if (!(await availableBackends()).includes('postgres')) console.log('PostgreSQL did not answer: measured PGlite only.');
const rows: Row[] = rounds[0]!.map((row, index) => ({
  target: row.target,
  rps: median(rounds.map((r) => r[index]!.rps)),
  p50: median(rounds.map((r) => r[index]!.p50)),
  p99: median(rounds.map((r) => r[index]!.p99)),
  errors: rounds.reduce((sum, r) => sum + r[index]!.errors, 0),
}));

const base = rows[0]!.rps;
console.log(`\n${CONNECTIONS} connections, ${SECONDS} s each, median of ${ROUNDS} rounds, ${new Date().toISOString()}\n`);
console.log('| target | req/s | p50 ms | p99 ms | errors | req/s vs hello-world |');
console.log('|---|---:|---:|---:|---:|---:|');
for (const row of rows) {
  console.log(`| ${row.target} | ${Math.round(row.rps)} | ${row.p50} | ${row.p99} | ${row.errors} | ${(row.rps / base).toFixed(2)} |`);
}
const slow = rows.slice(1).filter((row) => row.p99 >= 25);
console.log(slow.length ? `\np99 at or above 25 ms: ${slow.map((r) => r.target).join('; ')}` : '\nEvery API p99 is under 25 ms.');
process.exit(rows.some((row) => row.errors > 0) ? 1 : 0);
