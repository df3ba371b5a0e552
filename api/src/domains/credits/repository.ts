/**
 * The ledger's SQL: credit entries and the balance cached on the member row. Writes take the
 * caller's transaction (on PGlite a query on the database inside a transaction would wait forever);
 * entries are only ever inserted, never updated or deleted.
 */
import { sql } from 'drizzle-orm';
import type { CreditEntryKind } from '@dating/shared-contracts';
import type { Database } from '../../db/database.js';
import { queryPrepared, queryRows } from '../../db/rows.js';
import type { Transaction } from '../../db/transaction.js';

/** An entry to add: `amount` signed (+ added, − spent). */
export interface NewEntry {
  memberId: number;
  amount: number;
  kind: CreditEntryKind;
  reference: string | null;
  key: string;
}

/** An entry as it was stored under its idempotency key. */
export interface StoredEntry {
  id: number;
  memberId: number;
  amount: number;
  kind: CreditEntryKind;
  balanceAfter: number;
}

/** One row of a history page, with its sort key for the cursor. */
export interface HistoryRow {
  id: number;
  amount: number;
  kind: CreditEntryKind;
  reference: string | null;
  balance_after: number;
  created_at: string;
  /** The entry's time to the microsecond, as the page's order compares it. */
  key_at: string;
}

/** A member whose cached balance or entries do not add up. */
export interface Mismatch {
  memberId: number;
  /** members.credits. */
  cached: number;
  /** The sum of the member's entries. */
  sum: number;
  /** Entries whose balance_after is not the running sum up to them. */
  brokenEntries: number;
}

export function createCreditsRepository(db: Database) {
  return {
    /**
     * Adds the entry unless the balance would go below zero, in one statement: locks the member's
     * row first (so the member's entries are written one after another, each on the balance the
     * previous one left), then claims the idempotency key by inserting (`on conflict do nothing`:
     * a key claimed by a transaction still open makes this one wait for its end). Null when
     * nothing was added: the key was taken, the balance is too low, or there is no such member.
     * The time is the clock's at the insert, so a member's entries sort in the order they were written.
     */
    async add(tx: Transaction, entry: NewEntry): Promise<{ id: number; balanceAfter: number } | null> {
      const [row] = await queryRows<{ id: number; balance_after: number }>(tx, sql`
        with member as (select credits from members where id = ${entry.memberId} for update)
        insert into credit_entries (member_id, amount, kind, reference, idempotency_key, balance_after, created_at)
        select ${entry.memberId}, ${entry.amount}::int, ${entry.kind}, ${entry.reference}, ${entry.key}, member.credits + ${entry.amount}::int, clock_timestamp()
        from member where member.credits + ${entry.amount}::int >= 0
        on conflict (idempotency_key) do nothing
        returning id, balance_after`);
      return row ? { id: Number(row.id), balanceAfter: Number(row.balance_after) } : null;
    },

    /** Caches the balance the member's newest entry left (the row is locked by `add`). */
    async cacheBalance(tx: Transaction, memberId: number, balance: number): Promise<void> {
      await tx.execute(sql`update members set credits = ${balance} where id = ${memberId}`);
    },

    /** The entry stored under an idempotency key, if any. */
    async byKey(tx: Transaction, key: string): Promise<StoredEntry | undefined> {
      const [row] = await queryRows<{ id: number; member_id: number; amount: number; kind: CreditEntryKind; balance_after: number }>(tx, sql`
        select id, member_id, amount, kind, balance_after from credit_entries where idempotency_key = ${key}`);
      return row && { id: Number(row.id), memberId: Number(row.member_id), amount: Number(row.amount), kind: row.kind, balanceAfter: Number(row.balance_after) };
    },

    /** The member's cached balance (undefined for no such member), on the database or in a transaction. */
    async balance(on: Database, memberId: number): Promise<number | undefined> {
      const [row] = await queryRows<{ credits: number }>(on, sql`select credits from members where id = ${memberId}`);
      return row ? Number(row.credits) : undefined;
    },

    /**
     * Up to `limit` of the member's entries, newest first, strictly after the position (time to
     * the microsecond, id): a backward walk of credit_entries_member_page that stops after the page.
     */
    page(memberId: number, after: { at: string; id: number } | null, limit: number): Promise<HistoryRow[]> {
      const afterKey = after ? sql`and (created_at, id) < (${after.at}::timestamptz, ${after.id}::int)` : sql``;
      return queryPrepared<HistoryRow>(db, sql`
        select id, amount, kind, reference, balance_after,
          to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at,
          to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as key_at
        from credit_entries
        where member_id = ${memberId} ${afterKey}
        order by created_at desc, id desc limit ${limit}::int`);
    },

    /**
     * Members whose ledger does not add up: the cached balance is not the sum of their entries, or
     * an entry's balance_after is not the running sum up to it. All members, or those given.
     */
    async mismatches(memberIds?: number[]): Promise<Mismatch[]> {
      const only = memberIds ? sql`and m.id = any(${`{${memberIds.join(',')}}`}::int[])` : sql``;
      const rows = await queryRows<{ member_id: number; cached: number; sum: number; broken: number }>(db, sql`
        select m.id as member_id, m.credits as cached, coalesce(l.sum, 0)::int as sum, coalesce(l.broken, 0)::int as broken
        from members m
        left join (
          select member_id, sum(amount) as sum, count(*) filter (where balance_after <> running) as broken
          from (
            select member_id, amount, balance_after, sum(amount) over (partition by member_id order by created_at, id) as running
            from credit_entries
          ) entries
          group by member_id
        ) l on l.member_id = m.id
        where (m.credits <> coalesce(l.sum, 0) or coalesce(l.broken, 0) > 0) ${only}
        order by m.id`);
      return rows.map((row) => ({ memberId: Number(row.member_id), cached: Number(row.cached), sum: Number(row.sum), brokenEntries: Number(row.broken) }));
    },
  };
}
export type CreditsRepository = ReturnType<typeof createCreditsRepository>;
