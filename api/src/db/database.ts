/** Opens the database: embedded PGlite by default, PostgreSQL when a URL is given. Migrates. */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fs from 'node:fs';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema.js';
import { lockDataDir } from './lock.js';
import { keepStatisticsFresh } from './pglite-upkeep.js';
import { PGliteThread } from './pglite-thread.js';
import type { PGlite } from '@electric-sql/pglite';

/** The Drizzle database, whichever backend carries it. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface OpenDatabase {
  db: Database;
  backend: 'pglite' | 'postgres';
  /** The kernel's id of the embedded database's thread (Linux; for CPU figures), when there is one. */
  databaseThreadId?: number | null;
  close(): Promise<void>;
}

/** Migrations ship beside the code: src/db/migrations in development, dist/migrations when built. */
function migrationsFolder(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [path.join(here, 'migrations'), path.join(here, 'db', 'migrations')];
  const found = candidates.find((dir) => fs.existsSync(path.join(dir, 'meta', '_journal.json')));
  if (!found) throw new Error(`No migrations found near ${here}`);
  return found;
}

/**
 * The server's "terminating connection" errors (admin shutdown, crash shutdown, cannot connect now):
 * the statement never ran, because the server ended the session before taking it.
 */
const DROPPED_CONNECTION = new Set(['57P01', '57P02', '57P03']);

/**
 * A pool query sent on an idle connection that the server has just terminated fails before the
 * pool learns of the loss; it is sent once more, on a fresh connection. Only one-statement pool
 * queries are retried (a transaction's client fails as a whole and its caller decides).
 */
function retryOnDroppedConnection(pool: import('pg').Pool) {
  const query = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>;
  (pool as unknown as { query: (...args: unknown[]) => Promise<unknown> }).query = (...args: unknown[]) => {
    if (typeof args[args.length - 1] === 'function') return query(...args);
    return query(...args).catch((error: { code?: string }) => (DROPPED_CONNECTION.has(error?.code ?? '') ? query(...args) : Promise.reject(error)));
  };
}

/**
 * Opens and migrates. `dataDir` null means an in-memory PGlite (tests); a folder is locked first.
 * `snapshot` starts an in-memory PGlite from a dump of a data folder (PGlite's dumpDataDir): the
 * tests copy one seeded database into each site instead of building each from nothing.
 */
export async function openDatabase(options: { databaseUrl?: string; poolSize?: number; dataDir?: string | null; snapshot?: Blob }): Promise<OpenDatabase> {
  if (options.databaseUrl) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    // Without a size (tests, tools): node-postgres's default, 10.
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 });
    // An idle connection that the server drops (a restart, a failover, an administrator) emits
    // 'error' on the pool; unhandled, that would end the process. The pool replaces it on demand.
    pool.on('error', (error) => console.error(`PostgreSQL connection lost: ${error.message}`));
    retryOnDroppedConnection(pool);
    const db = drizzle(pool, { schema });
    await migrate(db, { migrationsFolder: migrationsFolder() });
    return { db: db as unknown as Database, backend: 'postgres', close: () => pool.end() };
  }
  const release = options.dataDir ? lockDataDir(options.dataDir) : () => {};
  let client: PGliteThread | null = null;
  try {
    const { drizzle } = await import('drizzle-orm/pglite');
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    // Its own thread: its statements never hold up this event loop (docs/embedded-database.md).
    client = new PGliteThread({
      dataDir: options.dataDir ? path.join(options.dataDir, 'pgdata') : null,
      snapshot: options.snapshot ? await options.snapshot.arrayBuffer() : undefined,
    });
    const { threadId } = await client.ready;
    // Drizzle's PGlite driver asks only for what PGliteThread answers (query, exec, transaction).
    const db = drizzle(client as unknown as PGlite, { schema });
    await migrate(db, { migrationsFolder: migrationsFolder() });
    const stopUpkeep = keepStatisticsFresh(client);
    const opened = client;
    return {
      db: db as unknown as Database,
      backend: 'pglite',
      databaseThreadId: threadId,
      close: async () => {
        stopUpkeep();
        await opened.close();
        release();
      },
    };
  } catch (error) {
    await client?.close().catch(() => {});
    release();
    throw error;
  }
}
