/**
 * `npm run bench:api`: autocannon at 50 connections against GET /api/user.php (logged in),
 * GET /api/settings.php, GET /api/search.php (filters set, logged in), GET /api/match-finder.php
 * (every answer given, logged in) and GET /api/profile.php (logged in), GET /api/likes.php and GET /api/counts.php (a member with 1,000 likes each way),
 * GET /api/chats.php (500 conversations), GET /api/chat.php (a page back in 5,000 messages) and POST /api/chat.php (sending), on PGlite and on PostgreSQL (when TEST_DATABASE_URL or the local server answers),
 * beside a bare Fastify hello-world in the same run, and beside the search the search's statement
 * alone (the API's pool of connections, no HTTP: the database's ceiling). Prints req/s, p50, p99 and the ratio to
 * hello-world. BENCH_SECONDS sets the duration of each measurement (default 10); BENCH_ROUNDS
 * repeats the measurements (default 3) and the table shows the medians. SEED_PROFILES sets the
 * number of profiles (default 520; 100000 for the large run). BENCH_PORT (default 0: any free
 * port) is the first of three ports: hello-world, PGlite, PostgreSQL. BENCH_ONLY (e.g.
 * `search,profile,match-finder`) measures only the endpoints whose path holds one of the words.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import os from 'node:os';
import readline from 'node:readline';
import autocannon from 'autocannon';
import { availableBackends } from '../test/support/backends.js';
import { CHAT_SENDERS, type BenchChat } from './bench-chat.js';
import type { BenchLive } from './serve.js';
import type { ThreadCpu } from './thread-cpu.js';
import { measureUnderSearch } from './under-search.js';

process.env.TEST_DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/test';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
/** BENCH_CONNECTIONS (default 50); 1 measures one request at a time, the least disturbed by a busy machine. */
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const PORT_BASE = Number(process.env.BENCH_PORT ?? 0);
const PROFILES = Number(process.env.SEED_PROFILES ?? 520);
/** The search the bench repeats: every filter a member sets on /members. */
const SEARCH = '/api/search.php?gender=female&country=NL&min_age=25&max_age=45&page=1';
/** The match finder the bench repeats: every answer given, as the finder's last step sends it. */
const MATCH_FINDER = '/api/match-finder.php?gender=female&min_age=25&max_age=45&country=NL&countryregion=Utrecht&interests=cooking,travel,music';
/** BENCH_ONLY: words of the paths to measure (all when unset). */
const ONLY = process.env.BENCH_ONLY?.split(',').map((word) => word.trim()).filter(Boolean);
const wanted = (path: string) => !ONLY || ONLY.some((word) => path.includes(word));
/** Aims of the issue: p99 at most 25 ms with 520 profiles, 50 ms with 100,000 (PostgreSQL). */
const P99_AIM_MS = PROFILES > 520 ? 50 : 25;
const here = path.dirname(new URL(import.meta.url).pathname);

interface Row {
  target: string; rps: number; p50: number; p99: number; errors: number;
  /** A database figure beside the endpoints, not an endpoint held to the aim. */
  statement?: boolean;
}

async function startServer(kind: string, port: number): Promise<{ port: number; chat?: BenchChat; child: ChildProcess; live?: BenchLive }> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(here, 'serve.ts'), kind, String(port)], {
    cwd: path.join(here, '..'),
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
  });
  const lines = readline.createInterface({ input: child.stdout! });
  for await (const line of lines) {
    if (line.startsWith('{')) return { ...(JSON.parse(line) as { port: number; chat?: BenchChat; live?: BenchLive }), child };
  }
  throw new Error(`${kind} server did not start`);
}

async function stop(child: ChildProcess) {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

async function login(port: number, email = 'premium@example.com'): Promise<string> {
  const answer = await fetch(`http://127.0.0.1:${port}/api/user.php`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'demo1234' }),
  });
  if (answer.status !== 200) throw new Error(`login failed: ${answer.status}`);
  return answer.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
}

async function measure(target: string, url: string, headers: Record<string, string> = {}): Promise<Row | null> {
  if (!target.startsWith('hello') && !wanted(new URL(url).pathname)) return null;
  await autocannon({ url, connections: CONNECTIONS, duration: 2, headers }); // warm-up
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers });
  const errors = result.errors + result.timeouts + result.non2xx;
  return { target, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors };
}

/**
 * The search's statement alone, in the API's process and through its pool, without HTTP
 * (bench/serve.ts measureStatement): the database's ceiling for the search row beside it.
 */
async function measureStatement(backend: string, child: ChildProcess): Promise<Row | null> {
  if (!wanted('/api/search.php')) return null;
  const answer = new Promise<{ rps: number; p50: number; p99: number; callers: number }>((resolve) => {
    child.once('message', (message: { statement: { rps: number; p50: number; p99: number; callers: number } }) => resolve(message.statement));
  });
  child.send({ measureStatement: SECONDS });
  const { callers, ...figures } = await answer;
  return { target: `${backend}: its statement alone (${callers} callers, no HTTP)`, ...figures, errors: 0, statement: true };
}

/** The CPU time of each of the server's threads so far (bench/thread-cpu.ts). */
function askCpu(child: ChildProcess): Promise<ThreadCpu[]> {
  const answer = new Promise<ThreadCpu[]>((resolve) => {
    const listen = (message: { cpu?: ThreadCpu[] }) => {
      if (!message.cpu) return;
      child.off('message', listen);
      resolve(message.cpu);
    };
    child.on('message', listen);
  });
  child.send({ cpu: true });
  return answer;
}

/** Lines saying which thread of the server used the CPU while the search ran with its probes. */
const cpuLines: string[] = [];

/** The search at full load with the probes beside it; notes each thread's share of a core. */
async function underSearch(backend: string, api: { port: number; child: ChildProcess; live?: BenchLive }, cookie: string): Promise<Row[]> {
  if (!wanted('/api/search.php') || !api.live) return [];
  let cpu = '';
  const rows = await measureUnderSearch({
    backend, port: api.port, live: api.live, connections: CONNECTIONS, seconds: SECONDS,
    search: { url: `http://127.0.0.1:${api.port}${SEARCH}`, headers: { cookie } },
    during: async () => {
      const before = await askCpu(api.child);
      const started = performance.now();
      await new Promise((resolve) => setTimeout(resolve, (SECONDS - 2) * 1000));
      const after = await askCpu(api.child);
      const seconds = (performance.now() - started) / 1000;
      const used = after.map((thread) => ({ ...thread, ms: thread.ms - (before.find((b) => b.tid === thread.tid)?.ms ?? 0) }));
      const share = (ms: number) => `${Math.round(ms / 10 / seconds)}%`;
      const main = used.find((thread) => thread.main);
      const others = used.filter((thread) => thread !== main).sort((a, b) => b.ms - a.ms);
      cpu = `${backend}: CPU of a core while search ran at ${CONNECTIONS} connections with the probes: event loop (main thread) ${share(main?.ms ?? 0)}, ` +
        `busiest other thread ${share(others[0]?.ms ?? 0)}, the other ${others.length - 1} threads ${share(others.slice(1).reduce((sum, t) => sum + t.ms, 0))}`;
    },
  });
  cpuLines.push(cpu);
  return rows;
}

/** A profile the member may see, to open in the profile bench: the first of the benched search. */
async function someProfileId(port: number, cookie: string): Promise<number> {
  const answer = await fetch(`http://127.0.0.1:${port}${SEARCH}`, { headers: { cookie } });
  const body = (await answer.json()) as { profiles: { id: number }[] };
  if (!body.profiles[0]) throw new Error('the benched search found no profiles');
  return body.profiles[0].id;
}

// Each server starts (and seeds) once; the rounds measure the same servers.
/** BENCH_BACKENDS=postgres (or pglite) measures one backend only. */
const backends = (await availableBackends()).filter((b) => !process.env.BENCH_BACKENDS || process.env.BENCH_BACKENDS.split(',').includes(b));
const hello = await startServer('hello', PORT_BASE);
const apis: { backend: string; api: { port: number; chat?: BenchChat; child: ChildProcess }; cookie: string; profileId: number; senders: string[] }[] = [];
for (const [index, backend] of backends.entries()) {
  const api = await startServer(backend, PORT_BASE ? PORT_BASE + 1 + index : 0);
  const cookie = await login(api.port);
  const senders = wanted('/api/chat.php') ? await Promise.all(Array.from({ length: CHAT_SENDERS }, (_, n) => login(api.port, `bench-sender-${n + 1}@example.com`))) : [];
  apis.push({ backend, api, cookie, profileId: await someProfileId(api.port, cookie), senders });
}

let sendSerial = 0;
/**
 * Sending at the bench's connections: every request a new message (its own client id) from one of
 * the paid senders to that sender's own receiver (bench/bench-chat.ts), so every request is
 * stored, charged and announced. The pairs are dealt out to the connections (connection c takes
 * pairs c, c + connections, …, in turn), so no two connections wait for the same member's row or
 * the same receiver's stream, and the sends spread over all 200 senders, each far under the
 * per-member send budget (messagesPerMember, 300 an hour) even at one connection.
 */
async function measureSending(target: string, base: string, senders: string[], receivers: number[]): Promise<Row | null> {
  if (!wanted('/api/chat.php') || senders.length === 0) return null;
  const connections = Math.min(CONNECTIONS, senders.length);
  const run = (duration: number) => {
    let client = 0;
    return autocannon({
      url: base, connections, duration,
      setupClient: (connection) => {
        const own = senders.map((_, pair) => pair).filter((pair) => pair % connections === client % connections);
        client += 1;
        let turn = 0;
        connection.setRequests([{
          method: 'POST', path: '/api/chat.php',
          setupRequest: (request) => {
            sendSerial += 1;
            const pair = own[turn++ % own.length]!;
            return {
              ...request,
              headers: { 'content-type': 'application/json', cookie: senders[pair]! },
              body: JSON.stringify({ profile_id: receivers[pair], client_id: `bench-${process.pid}-${sendSerial}`, text: 'Hoi, zin in een praatje?' }),
            };
          },
        }]);
      },
    });
  };
  await run(2); // warm-up: opens the conversations the measurement writes in
  const result = await run(SECONDS);
  return { target, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.timeouts + result.non2xx };
}

/** The chat rows: premium@'s list of 500 conversations, a page back in 5,000 messages, and sending (bench/bench-chat.ts). */
async function chatRows(backend: string, base: string, cookie: string, chat: BenchChat | undefined, senders: string[]): Promise<Array<Row | null>> {
  if (!chat) return [];
  return [
    await measure(`${backend}: GET /api/chats.php (500 conversations)`, `${base}/api/chats.php`, { cookie }),
    await measure(`${backend}: GET /api/chat.php (a page back in 5,000 messages)`, `${base}/api/chat.php?id=${chat.conversation}&before=${chat.before}`, { cookie }),
    await measureSending(`${backend}: POST /api/chat.php (send, ${senders.length} paid senders dealt out to the connections, each to a member of their own)`, base, senders, chat.receivers),
  ];
}

/** The likes rows: the premium demo member has 1,000 likes each way (bench/serve.ts). */
async function likesRows(backend: string, base: string, cookie: string): Promise<Array<Row | null>> {
  return [
    await measure(`${backend}: GET /api/likes.php (1,000 likes each way)`, `${base}/api/likes.php`, { cookie }),
    await measure(`${backend}: GET /api/counts.php (500 new likes)`, `${base}/api/counts.php`, { cookie }),
  ];
}

async function round(): Promise<Row[]> {
  const rows: Array<Row | null> = [];
  rows.push(await measure('hello-world (bare Fastify)', `http://127.0.0.1:${hello.port}/hello`));
  for (const { backend, api, cookie, profileId, senders } of apis) {
    const base = `http://127.0.0.1:${api.port}`;
    rows.push(await measure(`${backend}: GET /api/user.php (logged in)`, `${base}/api/user.php`, { cookie }));
    rows.push(await measure(`${backend}: GET /api/settings.php`, `${base}/api/settings.php`));
    rows.push(await measure(`${backend}: GET /api/search.php (filters set, logged in)`, `${base}${SEARCH}`, { cookie }));
    rows.push(await measureStatement(backend, api.child));
    rows.push(...(await underSearch(backend, api, cookie)));
    rows.push(await measure(`${backend}: GET /api/match-finder.php (every answer, logged in)`, `${base}${MATCH_FINDER}`, { cookie }));
    rows.push(await measure(`${backend}: GET /api/profile.php (logged in)`, `${base}/api/profile.php?id=${profileId}`, { cookie }));
    rows.push(...(await likesRows(backend, base, cookie)));
    rows.push(...(await chatRows(backend, base, cookie, api.chat, senders)));
  }
  return rows.filter((row): row is Row => row !== null);
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

const rounds: Row[][] = [];
for (let i = 0; i < ROUNDS; i++) rounds.push(await round());
await stop(hello.child);
for (const { api } of apis) await stop(api.child);
if (!backends.includes('postgres')) console.log('PostgreSQL did not answer: measured PGlite only.');
const rows: Row[] = rounds[0]!.map((row, index) => ({
  target: row.target,
  rps: median(rounds.map((r) => r[index]!.rps)),
  p50: median(rounds.map((r) => r[index]!.p50)),
  p99: median(rounds.map((r) => r[index]!.p99)),
  errors: rounds.reduce((sum, r) => sum + r[index]!.errors, 0),
  statement: row.statement,
}));

const base = rows[0]!.rps;
console.log(`\n${PROFILES} profiles, ${CONNECTIONS} connections, ${SECONDS} s each, median of ${ROUNDS} rounds, ${new Date().toISOString()}, load average ${os.loadavg().map((n) => n.toFixed(1)).join(' ')}\n`);
console.log('| target | req/s | p50 ms | p99 ms | errors | req/s vs hello-world |');
console.log('|---|---:|---:|---:|---:|---:|');
for (const row of rows) {
  console.log(`| ${row.target} | ${Math.round(row.rps)} | ${row.p50} | ${row.p99} | ${row.errors} | ${(row.rps / base).toFixed(2)} |`);
}
for (const line of cpuLines) console.log(`\n${line}`);
const slow = rows.slice(1).filter((row) => !row.statement && row.p99 > P99_AIM_MS);
// No request finished inside the window (a starved machine): that is no figure, not a pass.
const unmeasured = rows.slice(1).filter((row) => row.rps === 0);
if (unmeasured.length) console.log(`\nNot measured (no request finished in ${SECONDS} s): ${unmeasured.map((r) => r.target).join('; ')}`);
console.log(slow.length ? `\np99 above ${P99_AIM_MS} ms: ${slow.map((r) => r.target).join('; ')}` : `\nEvery measured API p99 is at most ${P99_AIM_MS} ms.`);
process.exit(rows.some((row) => row.errors > 0) ? 1 : 0);
