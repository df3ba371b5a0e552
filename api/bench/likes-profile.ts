/**
 * `npx tsx bench/likes-profile.ts`: where GET /api/likes.php and GET /api/counts.php spend their
 * time, in process (no network, no autocannon), on PGlite and on PostgreSQL with the likes bench's
 * data (bench-likes.ts). For each endpoint: wall time and CPU of this process per request (p50,
 * p99), each SQL statement's time, the answer's size and its check-and-serialise time; then the
 * EXPLAIN ANALYZE of every statement one likes request runs. PROFILE_REQUESTS (default 300) sets
 * the requests measured, BENCH_BACKENDS=pglite (or postgres) one backend only, PROFILE_EXPLAIN=0
 * leaves the plans out, PROFILE_CPU=folder writes a CPU profile of the measured requests only
 * (`<backend>-<endpoint>.cpuprofile`, for Chrome's or VS Code's profiler).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Session } from 'node:inspector/promises';
import { ENDPOINTS } from '@dating/shared-contracts';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/database.js';
import { seed } from '../src/seed/index.js';
import { availableBackends, createPostgresDatabase } from '../test/support/backends.js';
import { seedBenchLikes } from './bench-likes.js';

process.env.TEST_DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/test';
const REQUESTS = Number(process.env.PROFILE_REQUESTS ?? 300);

interface Statement { text: string; params: unknown[]; ms: number[] }
type Query = (...args: unknown[]) => Promise<unknown>;

/** Records every statement the client runs (text, last parameters, durations). */
function recordStatements(client: { query: Query }): Map<string, Statement> {
  const seen = new Map<string, Statement>();
  const query = client.query.bind(client);
  client.query = async (...args: unknown[]) => {
    const first = args[0] as string | { text: string; values?: unknown[] };
    const text = typeof first === 'string' ? first : first.text;
    const params = (typeof first === 'string' ? args[1] : first.values ?? args[1]) as unknown[] ?? [];
    const started = performance.now();
    try {
      return await query(...args);
    } finally {
      const entry = seen.get(text) ?? { text, params, ms: [] };
      entry.params = params;
      entry.ms.push(performance.now() - started);
      seen.set(text, entry);
    }
  };
  return seen;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};
const ms = (n: number) => n.toFixed(2);
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

async function profile(backend: 'pglite' | 'postgres') {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'likes-profile-'));
  const postgres = backend === 'postgres' ? await createPostgresDatabase() : null;
  const config = { ...loadConfig({ NODE_ENV: 'production' }), logLevel: 'silent', dataDir: tmp, mediaDir: path.join(tmp, 'media'), databaseUrl: postgres?.url ?? '' };
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: postgres ? null : tmp });
  try {
    await seed(database.db, { mediaDir: config.mediaDir, production: false, profiles: 520, photoProfiles: 24, log: () => {} });
    const { app } = await buildApp(database.db, config);
    await seedBenchLikes(database.db, (line) => console.log(`${backend}: ${line}`));
    const login = await app.inject({ method: 'POST', url: '/api/user.php', payload: { email: 'premium@example.com', password: 'demo1234' } });
    const cookie = login.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const client = (database.db as unknown as { $client: { query: Query } }).$client;
    console.log(`\n## ${backend} (load average ${os.loadavg().map((n) => n.toFixed(1)).join(' ')})`);
    for (const url of ['/api/likes.php', '/api/counts.php']) {
      for (let i = 0; i < 30; i++) await app.inject({ method: 'GET', url, headers: { cookie } }); // warm-up
      const original = client.query;
      const statements = recordStatements(client);
      const wall: number[] = [];
      const cpu: number[] = [];
      let body = '';
      const profiler = process.env.PROFILE_CPU ? new Session() : null;
      profiler?.connect();
      await profiler?.post('Profiler.enable');
      await profiler?.post('Profiler.start');
      for (let i = 0; i < REQUESTS; i++) {
        const started = performance.now();
        const before = process.cpuUsage();
        const answer = await app.inject({ method: 'GET', url, headers: { cookie } });
        const used = process.cpuUsage(before);
        wall.push(performance.now() - started);
        cpu.push((used.user + used.system) / 1000);
        if (answer.statusCode !== 200) throw new Error(`${url}: ${answer.statusCode} ${answer.body}`);
        body = answer.body;
      }
      client.query = original;
      if (profiler) {
        const { profile: cpuProfile } = await profiler.post('Profiler.stop');
        fs.writeFileSync(path.join(process.env.PROFILE_CPU!, `${backend}-${path.basename(url, '.php')}.cpuprofile`), JSON.stringify(cpuProfile));
        profiler.disconnect();
      }
      console.log(`\n${url}: wall p50 ${ms(percentile(wall, 50))} p99 ${ms(percentile(wall, 99))} ms; CPU of this process p50 ${ms(percentile(cpu, 50))} p99 ${ms(percentile(cpu, 99))} ms; answer ${body.length} bytes`);
      if (url === '/api/likes.php') {
        const parsed = JSON.parse(body) as unknown;
        const started = performance.now();
        for (let i = 0; i < 50; i++) JSON.stringify(ENDPOINTS.likes.answer.parse(parsed));
        console.log(`  answer check (zod) and JSON: ${ms((performance.now() - started) / 50)} ms a request`);
      }
      for (const statement of statements.values()) {
        console.log(`  ${ms(percentile(statement.ms, 50))} / ${ms(percentile(statement.ms, 99))} ms (p50 / p99, ${statement.ms.length / REQUESTS} a request): ${oneLine(statement.text).slice(0, 140)}`);
      }
      if (process.env.PROFILE_EXPLAIN === '0') continue;
      for (const statement of statements.values()) {
        if (!/^\s*(with|select|\()/i.test(statement.text)) continue;
        const plan = (await client.query(`explain (analyze, buffers) ${statement.text}`, statement.params)) as { rows: Record<string, string>[] };
        console.log(`\n  EXPLAIN ANALYZE ${oneLine(statement.text).slice(0, 100)}\n${plan.rows.map((row) => `    ${Object.values(row)[0]}`).join('\n')}`);
      }
    }
    await app.close();
  } finally {
    await database.close();
    await postgres?.drop();
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

const backends = (await availableBackends()).filter((b) => !process.env.BENCH_BACKENDS || process.env.BENCH_BACKENDS.split(',').includes(b));
for (const backend of backends) await profile(backend);
process.exit(0);
