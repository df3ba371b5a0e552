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
import { createPostgresDatabase } from '../test/support/backends.js';
import { seedBenchChat, type BenchChat } from './bench-chat.js';
import { seedBenchLikes } from './bench-likes.js';
import { createLiveMembers, type LiveMember } from './live-members.js';
import { threadCpu } from './thread-cpu.js';
import { explainSearch, measureStatement } from './search-statement.js';

const kind = process.argv[2] as 'hello' | 'pglite' | 'postgres';
/** Port to listen on (0: any free one). */
const port = Number(process.argv[3] ?? 0);
/** Fictional profiles to seed: 520 like a first start, or SEED_PROFILES (100,000: SQL copies sharing photos). */
const profileCount = Number(process.env.SEED_PROFILES ?? 520);
/** Sample profiles with photos of their own (SEED_PHOTO_PROFILES, default 24); the rest share them: queries cost the same, seeding takes seconds. */
const photoProfiles = Number(process.env.SEED_PHOTO_PROFILES ?? 24);
/** Heartbeat of the benched event streams (ms): short, so a run of seconds has many to time. */
const heartbeatMs = Number(process.env.BENCH_HEARTBEAT_MS ?? 100);
/** Members liking and members liked while the search runs (every pair likes once). */
const LIKERS = 100;
const LIKED = 20;

/** A built file of the size of the shell's entry, served as the site serves its build. */
function writeStaticBuild(dir: string): string {
  fs.mkdirSync(dir, { recursive: true });
  const line = 'export const part = () => "a line of the built bundle, as long as a minified line tends to be";\n';
  fs.writeFileSync(path.join(dir, 'main.js'), line.repeat(Math.ceil(150_000 / line.length)));
  return '/main.js';
}

async function serve() {
  if (kind === 'hello') {
    const app = Fastify();
    app.get('/hello', async () => ({ hello: 'world' }));
    await app.listen({ port, host: '127.0.0.1' });
    return { port: (app.server.address() as AddressInfo).port, chat: undefined as BenchChat | undefined, measureStatement: undefined, live: undefined, close: () => app.close() };
  }
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'site-bench-'));
  const postgres = kind === 'postgres' ? await createPostgresDatabase() : null;
  const config = {
    ...loadConfig({ NODE_ENV: 'production', DATABASE_POOL_SIZE: process.env.DATABASE_POOL_SIZE }),
    logLevel: 'silent', dataDir: tmp, mediaDir: path.join(tmp, 'media'), databaseUrl: postgres?.url ?? '',
    shellDir: path.join(tmp, 'shell'), serverEventHeartbeatMs: heartbeatMs,
  };
  const staticPath = writeStaticBuild(config.shellDir);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, poolSize: config.databasePoolSize, dataDir: postgres ? null : tmp });
  // Demo members are created outside production only; the bench measures production settings
  // otherwise (no request logging), so seed as development to get a member to log in with.
  const seeded = await seed(database.db, { mediaDir: config.mediaDir, production: false, profiles: profileCount, photoProfiles, log: (line) => process.stderr.write(`${kind}: ${line}\n`) });
  process.stderr.write(`${kind}: seeded ${seeded.fictionalProfiles} profiles in ${seeded.ms} ms\n`);
  const { app, domains } = await buildApp(database.db, config);
  domains.geocode.warm();
  await seedBenchLikes(database.db, (line) => process.stderr.write(`${kind}: ${line}\n`));
  const chat = await seedBenchChat(database.db, (line) => process.stderr.write(`${kind}: ${line}\n`));
  const members = await createLiveMembers(database.db, domains.sessions, LIKERS + LIKED);
  if (process.env.BENCH_EXPLAIN) await explainSearch(database.db, kind);
  await app.listen({ port, host: '127.0.0.1' });
  return {
    port: (app.server.address() as AddressInfo).port,
    chat,
    measureStatement: (seconds: number) => measureStatement(database.db, seconds, config.databasePoolSize),
    live: { staticPath, heartbeatMs, cookie: app.authCookie, likers: members.slice(0, LIKERS), liked: members.slice(LIKERS) } satisfies BenchLive,
    close: async () => {
      await app.close();
      await database.close();
      await postgres?.drop();
      fs.rmSync(tmp, { recursive: true, force: true });
    },
  };
}

/** What the bench needs to load the server beside the search: a built file, and members to like and to be liked with their event streams open. */
export interface BenchLive {
  staticPath: string;
  heartbeatMs: number;
  cookie: string;
  likers: LiveMember[];
  liked: LiveMember[];
}

const server = await serve();
process.stdout.write(`${JSON.stringify({ port: server.port, chat: server.chat, live: server.live })}\n`);
// api-bench.ts asks for the statement's own figures in each round, beside the endpoints', and
// for the CPU each thread used.
process.on('message', async (message: { measureStatement?: number; cpu?: boolean }) => {
  if (message.measureStatement && server.measureStatement) process.send!({ statement: await server.measureStatement(message.measureStatement) });
  if (message.cpu) process.send!({ cpu: threadCpu() });
});
process.on('SIGTERM', async () => {
  await server.close();
  process.exit(0);
});
