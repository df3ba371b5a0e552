/**
 * A whole API process for a test: a fresh database on the chosen backend, seeded, served on a real
 * port, with an HTTP client that keeps cookies like a browser.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { buildApp, type RegisteredRoute } from '../../src/app.js';
import type { Jobs } from '../../src/jobs.js';
import { loadConfig, type Config } from '../../src/config.js';
import { openDatabase, type OpenDatabase } from '../../src/db/database.js';
import type { Domains } from '../../src/domains/index.js';
import type { Clock } from '../../src/lib/clock.js';
import { seed } from '../../src/seed/index.js';
import { createPostgresDatabase, type Backend } from './backends.js';
import { HttpClient } from './http-client.js';
import { pgliteSnapshot, seededTemplate, seedTestSite, TEST_SITE_PROFILES } from './seeded-template.js';

export interface TestSite {
  backend: Backend;
  baseUrl: string;
  config: Config;
  database: OpenDatabase;
  domains: Domains;
  /** The route table the app registered. */
  routes: RegisteredRoute[];
  /** The app's background work: `jobs.drain()` waits until queued mail is delivered. */
  jobs: Jobs;
  /** A new browser-like client (own cookie jar), from its own loopback address unless given one. */
  client(localAddress?: string): HttpClient;
  close(): Promise<void>;
}

/** `options.clock` replaces the real clock for the domains (deletion windows, token expiry, jobs). */
export async function startTestSite(backend: Backend, overrides: Partial<Config> = {}, options: { clock?: Clock } = {}): Promise<TestSite> {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'site-test-'));
  // A production site seeds without demo members, so only the others start from the seeded copy.
  const template = overrides.production ? null : seededTemplate();
  const postgres = backend === 'postgres' ? await createPostgresDatabase(template?.postgresTemplate ?? undefined) : null;
  const config: Config = {
    ...loadConfig({ NODE_ENV: 'test' }),
    dataDir: tmp,
    mediaDir: path.join(tmp, 'media'),
    shellDir: path.join(tmp, 'shell'),
    publishedDir: path.join(tmp, 'published'),
    databaseUrl: postgres?.url ?? '',
    logLevel: 'silent',
    ...overrides,
  };
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: null, snapshot: template && !postgres ? pgliteSnapshot(template) : undefined });
  if (template) fs.cpSync(template.mediaDir, config.mediaDir, { recursive: true });
  // Nothing to do on a copy of the seeded database (seed skips a database that has sites).
  if (config.production) await seed(database.db, { mediaDir: config.mediaDir, production: true, profiles: TEST_SITE_PROFILES });
  else await seedTestSite(database.db, config.mediaDir);
  const { app, domains, routes, jobs } = await buildApp(database.db, config, { clock: options.clock });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  // Like PUBLIC_ORIGIN=http://localhost:<PORT> outside production: mailed links lead back here.
  if (overrides.publicOrigin === undefined) config.publicOrigin = config.production ? '' : baseUrl;
  return {
    backend,
    baseUrl,
    config,
    database,
    domains,
    routes,
    jobs,
    client: (localAddress?: string) => new HttpClient(baseUrl, localAddress),
    async close() {
      await app.close();
      await database.close();
      await postgres?.drop();
      fs.rmSync(tmp, { recursive: true, force: true });
    },
  };
}
