/**
 * The embedded database has no autovacuum: the site refreshes the planner's statistics itself, so
 * a table that grew since the seed is not planned as if it were empty (the likes badge's count once
 * compared every like with every profile on such a table).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase, type OpenDatabase } from '../src/db/database.js';
import { queryRows } from '../src/db/rows.js';

describe('embedded database upkeep', () => {
  // Opening runs every migration: on a busy machine that takes longer than a test, so it is set-up.
  let database: OpenDatabase;
  beforeAll(async () => {
    database = await openDatabase({ dataDir: null });
  });
  afterAll(() => database?.close());

  it('has statistics for its tables as soon as it is open', async () => {
    // reltuples is -1 for a table never analysed, 0 or more once it has been.
    const rows = await queryRows<{ relname: string; reltuples: number }>(database.db, sql`
      select relname, reltuples from pg_class where relname in ('likes', 'profiles', 'members') order by relname`);
    expect(rows.map((row) => row.relname)).toEqual(['likes', 'members', 'profiles']);
    for (const row of rows) expect(Number(row.reltuples)).toBeGreaterThanOrEqual(0);
  });
});
