/** Raw SQL for the few queries the query builder cannot say well; both drivers answer `{ rows }`. */
import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database } from './database.js';

/** Runs `query` and returns its rows (column names as selected, values as the driver parses them). */
export async function queryRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** The pieces of a node-postgres pool this file uses. */
interface PgPool {
  query(config: { name: string; text: string; values: unknown[] }): Promise<{ rows: unknown[] }>;
  totalCount: number;
}

/** The embedded database's thread (pglite-thread.ts) runs named statements of its own. */
interface NamedStatements {
  queryNamed(text: string, params: unknown[]): Promise<{ rows: unknown[] }>;
}

const dialect = new PgDialect();

/**
 * Like queryRows, but as a named prepared statement: each connection parses and plans a statement
 * once per text instead of per request (half the round-trip time of the search under load on
 * PostgreSQL; on PGlite planning was most of a profile's cost). On PostgreSQL the name is a hash
 * of the text, so different filter sets get their own statements; PGlite's thread names its own.
 * Inside a transaction it is queryRows.
 */
export async function queryPrepared<T>(db: Database, query: SQL): Promise<T[]> {
  const client = (db as unknown as { $client?: Partial<PgPool & NamedStatements> }).$client;
  if (client && typeof client.totalCount === 'number') {
    const { sql: text, params } = dialect.sqlToQuery(query);
    const name = `q_${createHash('sha1').update(text).digest('hex').slice(0, 16)}`;
    return (await (client as PgPool).query({ name, text, values: params })).rows as T[];
  }
  if (client && typeof client.queryNamed === 'function') {
    const { sql: text, params } = dialect.sqlToQuery(query);
    return (await client.queryNamed(text, params)).rows as T[];
  }
  return queryRows<T>(db, query);
}
