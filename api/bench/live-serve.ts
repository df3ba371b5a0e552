/**
 * One API process for the live bench, in its own process (the load it answers never shares its
 * event loop with the bench). `live-serve.ts <pglite|postgres> <members>`: PGlite in a fresh data
 * folder, or PostgreSQL at LIVE_DATABASE_URL (seeded by the first process; a second process on
 * the same database adds no members). REDIS_URL as the site reads it. Prints one JSON line
 * {"port", "cookie", "members"} when ready; answers IPC questions about itself (memory, heads,
 * open streams).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/database.js';
import { seed } from '../src/seed/index.js';
import { createLiveMembers } from './live-members.js';

const kind = process.argv[2] as 'pglite' | 'postgres';
const memberCount = Number(process.argv[3] ?? 0);
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'site-live-bench-'));
const databaseUrl = kind === 'postgres' ? process.env.LIVE_DATABASE_URL ?? '' : '';
const config = {
  ...loadConfig({ NODE_ENV: 'production', DATABASE_POOL_SIZE: process.env.DATABASE_POOL_SIZE, REDIS_URL: process.env.REDIS_URL }),
  logLevel: 'silent', dataDir: tmp, mediaDir: path.join(tmp, 'media'), databaseUrl,
};
const database = await openDatabase({ databaseUrl, poolSize: config.databasePoolSize, dataDir: databaseUrl ? null : tmp });
// Seeded as development (as the API bench does): the site and its profiles; production settings otherwise.
await seed(database.db, { mediaDir: config.mediaDir, production: false, profiles: 24, photoProfiles: 4 });
const { app, domains } = await buildApp(database.db, config);
// Paying members with credits to spare: their messages (the message-delivery row) are charged as a paying member's are.
const members = memberCount ? await createLiveMembers(database.db, domains.sessions, memberCount, 1_000_000) : [];
await app.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(`${JSON.stringify({ port: (app.server.address() as AddressInfo).port, cookie: app.authCookie, members })}\n`);

process.on('message', async (message: { id: number; ask: 'memory' | 'heads' | 'streams'; memberIds?: number[] }) => {
  let answer: unknown;
  if (message.ask === 'memory') {
    global.gc?.();
    answer = process.memoryUsage();
  } else if (message.ask === 'heads') {
    answer = await Promise.all((message.memberIds ?? []).map((memberId) => domains.serverEvents.head(memberId)));
  } else {
    answer = domains.serverEvents.hub.count();
  }
  process.send!({ id: message.id, answer });
});
process.on('SIGTERM', async () => {
  await app.close();
  await database.close();
  fs.rmSync(tmp, { recursive: true, force: true });
  process.exit(0);
});
