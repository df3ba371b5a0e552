/** Raw SQL for the few queries the query builder cannot say well; both drivers answer `{ rows }`. */
import type { SQL } from 'drizzle-orm';
import type { Database } from './database.js';

/** Runs `query` and returns its rows (column names as selected, values as the driver parses them). */
export async function queryRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
