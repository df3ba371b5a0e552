/**
 * The embedded database on its own thread (src/db/pglite-thread.ts): the API's event loop keeps
 * moving while a statement runs, and transactions keep their meaning across the hop — a failed one
 * rolls back, two at once never interleave, errors keep PostgreSQL's fields.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase, type OpenDatabase } from '../src/db/database.js';
import { queryPrepared, queryRows } from '../src/db/rows.js';
import { transaction } from '../src/db/transaction.js';
import { isUniqueViolation } from '../src/db/unique-violation.js';

describe('embedded database on its own thread', () => {
  let database: OpenDatabase;
  beforeAll(async () => {
    database = await openDatabase({ dataDir: null });
    await database.db.execute(sql`create table thread_check (id int primary key, note text not null)`);
  });
  afterAll(() => database?.close());

  it('runs on another thread than the event loop', async () => {
    expect(database.backend).toBe('pglite');
    // Linux names each thread's id; elsewhere there is none to compare.
    if (database.databaseThreadId !== null) expect(database.databaseThreadId).not.toBe(process.pid);
  });

  it('leaves the event loop free while a long statement runs', async () => {
    let statementDone = false;
    const statement = queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from generate_series(1, 3000000) a, lateral (select a % 7) b`)
      .then((rows) => {
        statementDone = true;
        return rows;
      });
    // A timer of this thread fires while the statement is still running.
    let timerFiredDuringStatement = false;
    while (!statementDone) {
      await new Promise((resolve) => setTimeout(resolve, 1));
      if (!statementDone) timerFiredDuringStatement = true;
    }
    expect((await statement)[0]!.n).toBe(3_000_000);
    expect(timerFiredDuringStatement).toBe(true);
  });

  it('rolls back a transaction whose work fails, and keeps what committed', async () => {
    await transaction(database.db, async (tx) => {
      await tx.execute(sql`insert into thread_check values (1, 'kept')`);
    });
    await expect(transaction(database.db, async (tx) => {
      await tx.execute(sql`insert into thread_check values (2, 'lost')`);
      throw new Error('the unit of work failed');
    })).rejects.toThrow('the unit of work failed');
    const rows = await queryRows<{ id: number }>(database.db, sql`select id from thread_check order by id`);
    expect(rows.map((row) => row.id)).toEqual([1]);
  });

  it('never interleaves two transactions, and a statement outside waits for both', async () => {
    const order: string[] = [];
    let releaseFirst!: () => void;
    const firstMayEnd = new Promise<void>((resolve) => (releaseFirst = resolve));
    let firstBegun!: () => void;
    const firstIsIn = new Promise<void>((resolve) => (firstBegun = resolve));
    const first = transaction(database.db, async (tx) => {
      await tx.execute(sql`insert into thread_check values (10, 'first')`);
      order.push('first in');
      firstBegun();
      await firstMayEnd;
      order.push('first out');
    });
    await firstIsIn;
    const second = transaction(database.db, async (tx) => {
      order.push('second in');
      const seen = await queryRows<{ id: number }>(tx, sql`select id from thread_check where id = 10`);
      order.push(`second sees ${seen.length}`);
    });
    const outside = database.db.execute(sql`select 1`).then(() => order.push('outside'));
    // Neither can start while the first holds the database: let them queue, then end the first.
    await letQueuedWorkArrive();
    releaseFirst();
    await Promise.all([first, second, outside]);
    expect(order.slice(0, 2)).toEqual(['first in', 'first out']);
    expect(order).toContain('second sees 1');
    expect(order.indexOf('second in')).toBeLessThan(order.indexOf('second sees 1'));
  });

  it('answers a hot read as a named statement with the rows and types of an ordinary one', async () => {
    const read = (id: number) => sql`
      select id, note, ${new Date('2020-01-02T03:04:05Z')}::timestamptz as at, '\\x0102'::bytea as bytes, '{"a": 1}'::jsonb as doc, ${'words'} as words
      from thread_check where id = ${id}`;
    const ordinary = await queryRows(database.db, read(1));
    expect(ordinary).toEqual([{ id: 1, note: 'kept', at: '2020-01-02 03:04:05+00', bytes: new Uint8Array([1, 2]), doc: { a: 1 }, words: 'words' }]);
    // Made on the first run, reused after (past the sixth run on its generic plan).
    for (let run = 0; run < 8; run++) expect(await queryPrepared(database.db, read(1))).toEqual(ordinary);
    expect(await queryPrepared(database.db, read(999))).toEqual([]);
    // A statement the database refuses fails with its code, and the next ones run.
    const failure = await queryPrepared(database.db, sql`select * from no_such_table where id = ${1}`).catch((error: unknown) => error);
    expect((failure as { code?: string }).code).toBe('42P01');
    expect(await queryPrepared(database.db, read(1))).toEqual(ordinary);
  });

  it('reports a unique violation with its code and constraint', async () => {
    const failure = await database.db.execute(sql`insert into thread_check values (1, 'again')`).catch((error: unknown) => error);
    expect(isUniqueViolation(failure, 'thread_check_pkey')).toBe(true);
  });

  it('fails a commit that the database refuses, and keeps nothing of it', async () => {
    // A statement failed inside, the caller caught it and went on: PostgreSQL rolls back at COMMIT.
    await expect(transaction(database.db, async (tx) => {
      await tx.execute(sql`insert into thread_check values (20, 'inside')`);
      await tx.execute(sql`insert into thread_check values (1, 'duplicate')`).catch(() => {});
    })).rejects.toThrow();
    const rows = await queryRows<{ id: number }>(database.db, sql`select id from thread_check where id = 20`);
    expect(rows).toEqual([]);
    // The database takes work again afterwards.
    expect(await queryRows(database.db, sql`select 1 as one`)).toEqual([{ one: 1 }]);
  });
});

/** Gives the queued requests time to reach the database thread (a few turns of both loops). */
async function letQueuedWorkArrive() {
  for (let turn = 0; turn < 5; turn++) await new Promise((resolve) => setImmediate(resolve));
}
