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

const kind = process.argv[2] as 'hello' | 'pglite' | 'postgres';

async function serve() {
  if (kind === 'hello') {
    const app = Fastify();
    app.get('/hello', async () => ({ hello: 'world' }));
    await app.listen({ port: 0, host: '127.0.0.1' });
    return { port: (app.server.address() as AddressInfo).port, close: () => app.close() };
  }
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'site-bench-'));
  const postgres = kind === 'postgres' ? await createPostgresDatabase() : null;
  const config = { ...loadConfig({ NODE_ENV: 'production' }), logLevel: 'silent', dataDir: tmp, mediaDir: path.join(tmp, 'media'), databaseUrl: postgres?.url ?? '' };
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: postgres ? null : tmp });
  // Demo members are created outside production only; the bench measures production settings
  // otherwise (no request logging), so seed as development to get a member to log in with.
  await seed(database.db, { mediaDir: config.mediaDir, production: false, profiles: 40 });
  const { app } = await buildApp(database.db, config);
  await app.listen({ port: 0, host: '127.0.0.1' });
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

const server = await serve();
process.stdout.write(`${JSON.stringify({ port: server.port })}\n`);
process.on('SIGTERM', async () => {
  await server.close();
  process.exit(0);
});
