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

/** The pieces of a node-postgres pool this file uses (PGlite has no named statements). */
interface PgPool {
  query(config: { name: string; text: string; values: unknown[] }): Promise<{ rows: unknown[] }>;
  totalCount: number;
}

const dialect = new PgDialect();

/**
 * Like queryRows, but on PostgreSQL as a named prepared statement: each connection parses and
 * plans a statement once per text instead of per request (half the round-trip time of the search
 * under load). The name is a hash of the text, so different filter sets get their own statements.
 * On PGlite (one in-process connection, no named statements) it is queryRows.
 */
export async function queryPrepared<T>(db: Database, query: SQL): Promise<T[]> {
  const client = (db as unknown as { $client?: PgPool }).$client;
  if (!client || typeof client.totalCount !== 'number') return queryRows<T>(db, query);
  const { sql: text, params } = dialect.sqlToQuery(query);
  const name = `q_${createHash('sha1').update(text).digest('hex').slice(0, 16)}`;
  return (await client.query({ name, text, values: params })).rows as T[];
}
