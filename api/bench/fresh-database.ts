/** A bench's run on a database of its own: an empty PGlite in memory, or a new PostgreSQL database dropped after. */
import { openDatabase, type OpenDatabase } from '../src/db/database.js';
import { createPostgresDatabase, type Backend } from '../test/support/backends.js';

/** Runs `run` on a fresh database of `backend` (PostgreSQL with `poolSize` connections) and closes it. */
export async function onFreshDatabase<T>(backend: Backend, poolSize: number, run: (database: OpenDatabase) => Promise<T>): Promise<T> {
  const postgres = backend === 'postgres' ? await createPostgresDatabase() : null;
  const database = await openDatabase(postgres ? { databaseUrl: postgres.url, poolSize } : { dataDir: null });
  try {
    return await run(database);
  } finally {
    await database.close();
    await postgres?.drop();
  }
}
