/**
 * One migrated and seeded database for the whole run, copied into each test site instead of
 * migrating and seeding afresh (about 5 s per site on PGlite, most of the API step's time): a dump
 * of an in-memory PGlite, a PostgreSQL template database, and the photos the seed rendered. Built
 * once by the global set-up; a site that seeds differently (production: no demo members) seeds its own.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { openDatabase } from '../../src/db/database.js';
import { seed } from '../../src/seed/index.js';
import { createPostgresDatabase, type Backend } from './backends.js';

/** How many sample profiles a test site has. */
export const TEST_SITE_PROFILES = 24;

/** Where the seeded copies are (file paths and a database name, so they pass to the test workers). */
export interface SeededTemplate {
  /** PGlite's dumpDataDir of the seeded database. */
  pgliteDump: string;
  /** The photos the seed rendered; profile_images paths are relative to it. */
  mediaDir: string;
  /** A PostgreSQL database to copy with CREATE DATABASE … TEMPLATE, when PostgreSQL answers. */
  postgresTemplate: string | null;
}

declare module 'vitest' {
  export interface ProvidedContext {
    seededTemplate: SeededTemplate | null;
  }
}

/** Seeds an opened database the way every non-production test site is seeded. */
export function seedTestSite(db: Parameters<typeof seed>[0], mediaDir: string) {
  return seed(db, { mediaDir, production: false, profiles: TEST_SITE_PROFILES });
}

/** Builds the copies for the backends of this run; `dispose` removes them after the run. */
export async function buildSeededTemplate(backends: Backend[]): Promise<{ template: SeededTemplate; dispose(): Promise<void> }> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'site-test-template-'));
  const mediaDir = path.join(folder, 'media');
  const embedded = await openDatabase({ dataDir: null });
  await seedTestSite(embedded.db, mediaDir);
  // drizzle's $client is the PGlite instance below it.
  const pglite = (embedded.db as unknown as { $client: { dumpDataDir(compression: 'none'): Promise<Blob> } }).$client;
  const pgliteDump = path.join(folder, 'pglite.tar');
  fs.writeFileSync(pgliteDump, Buffer.from(await (await pglite.dumpDataDir('none')).arrayBuffer()));
  await embedded.close();

  let postgres: Awaited<ReturnType<typeof createPostgresDatabase>> | null = null;
  if (backends.includes('postgres')) {
    postgres = await createPostgresDatabase();
    const opened = await openDatabase({ databaseUrl: postgres.url });
    await seedTestSite(opened.db, mediaDir);
    // A template may have no other session while it is copied.
    await opened.close();
  }
  return {
    template: { pgliteDump, mediaDir, postgresTemplate: postgres ? new URL(postgres.url).pathname.slice(1) : null },
    async dispose() {
      await postgres?.drop();
      fs.rmSync(folder, { recursive: true, force: true });
    },
  };
}

/** The run's seeded copies (null outside a run with the global set-up, e.g. a bench). */
export function seededTemplate(): SeededTemplate | null {
  try {
    return inject('seededTemplate') ?? null;
  } catch {
    return null;
  }
}

/** A PGlite snapshot of the seeded database, read once per worker. */
let dump: Blob | undefined;
export function pgliteSnapshot(template: SeededTemplate): Blob {
  dump ??= new Blob([fs.readFileSync(template.pgliteDump)]);
  return dump;
}
