/**
 * The credit ledger on every backend: spends and grants inside the caller's transaction (rolled
 * back with it), 200 parallel spends of 1 against 50 credits (exactly 50 succeed, the balance ends
 * at 0), one idempotency key sent three times (the balance changes once), a key reused for another
 * member, amount or kind refused, `credits.changed` in the member's stream, the member answer
 * current at once, the signup and demo credits granted through the ledger (a failed signup grants
 * nothing), and the reconciliation: every cached balance equals the sum of its entries.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, sql } from 'drizzle-orm';
import { queryRows } from '../src/db/rows.js';
import { creditEntries, members } from '../src/db/schema.js';
import { transaction } from '../src/db/transaction.js';
import { DomainError } from '../src/domains/domain-error.js';
import { IdempotencyKeyReused } from '../src/domains/credits/index.js';
import { errorAnswer, statusFor } from '../src/http/error-answer.js';
import { availableBackends } from './support/backends.js';
import { demoMember } from './support/demo-members.js';
import { openEventStream, type EventStream } from './support/event-stream.js';
import { newMember, type TestMember } from './support/members.js';
import { startTestSite, type TestSite } from './support/test-site.js';

/** The seeded site whose members get 20 credits at signup. */
const SIGNUP_CREDITS_DOMAIN = 'en.localhost';

describe.each(await availableBackends())('credit ledger on %s', (backend) => {
  let site: TestSite;
  const open: EventStream[] = [];
  const db = () => site.database.db;
  const credits = () => site.domains.credits;
  const grant = (memberId: number, amount: number, key: string, reference?: string) =>
    transaction(db(), (tx) => credits().grant(tx, memberId, amount, 'purchase', key, reference));
  const spend = (memberId: number, amount: number, key: string) =>
    transaction(db(), (tx) => credits().spend(tx, memberId, amount, 'message', key));
  const entriesOf = async (memberId: number) => Number((await db().select({ n: count() }).from(creditEntries).where(eq(creditEntries.memberId, memberId)))[0]!.n);
  const head = (memberId: number) => site.domains.serverEvents.head(memberId);
  /** A member with `amount` credits from one purchase. */
  const memberWith = async (amount: number): Promise<TestMember> => {
    const member = await newMember(site);
    await grant(member.id, amount, `test-purchase:${member.id}`);
    return member;
  };

  beforeAll(async () => {
    site = await startTestSite(backend);
  });
  afterAll(async () => {
    open.forEach((stream) => stream.close());
    await site?.close();
  });

  it('200 parallel spends of 1 against a balance of 50: exactly 50 succeed and the balance ends at 0', async () => {
    const member = await memberWith(50);
    const results = await Promise.allSettled(Array.from({ length: 200 }, (_, i) => spend(member.id, 1, `race:${member.id}:${i}`)));
    const spent = results.filter((result) => result.status === 'fulfilled');
    const refused = results.flatMap((result) => (result.status === 'rejected' ? [result.reason] : []));
    expect(spent).toHaveLength(50);
    expect(refused).toHaveLength(150);
    for (const reason of refused) expect(reason).toMatchObject({ name: 'DomainError', code: 'insufficient_credits' });
    // Each success left one less, down to 0, and never the same balance twice.
    expect(spent.map((result) => result.value.balanceAfter).sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => i));
    expect(await credits().balance(member.id)).toBe(0);
    expect(await entriesOf(member.id)).toBe(51);
    expect(await credits().reconcile([member.id])).toEqual([]);
  });

  it('the same idempotency key sent three times changes the balance once, one after another or at once', async () => {
    const member = await memberWith(10);
    const before = await head(member.id);
    const first = await spend(member.id, 3, `message:${member.id}:retried`);
    const again = [await spend(member.id, 3, `message:${member.id}:retried`), await spend(member.id, 3, `message:${member.id}:retried`)];
    expect(first).toMatchObject({ balanceAfter: 7, replayed: false });
    expect(again).toEqual([{ ...first, replayed: true }, { ...first, replayed: true }]);

    const parallel = await Promise.all(Array.from({ length: 3 }, () => spend(member.id, 3, `message:${member.id}:parallel`)));
    expect(parallel.filter((result) => !result.replayed)).toHaveLength(1);
    expect(new Set(parallel.map((result) => result.entryId)).size).toBe(1);
    expect(parallel.map((result) => result.balanceAfter)).toEqual([4, 4, 4]);

    expect(await credits().balance(member.id)).toBe(4);
    expect(await entriesOf(member.id)).toBe(3);
    // One credits.changed per entry written, none for the replays.
    expect(await head(member.id)).toBe(before + 2);
    // A replay answers even when the balance could no longer pay for it.
    await spend(member.id, 4, `message:${member.id}:rest`);
    expect(await spend(member.id, 4, `message:${member.id}:rest`)).toMatchObject({ balanceAfter: 0, replayed: true });
  });

  it('refuses a key used before for another member, amount or kind, and changes nothing', async () => {
    const [a, b] = [await memberWith(10), await memberWith(10)];
    const key = `message:${a.id}:once`;
    await spend(a.id, 2, key);
    const state = async () => [await credits().balance(a.id), await credits().balance(b.id), await entriesOf(a.id), await entriesOf(b.id), await head(a.id), await head(b.id)];
    const before = await state();
    for (const reused of [
      () => spend(b.id, 2, key),
      () => spend(a.id, 3, key),
      () => transaction(db(), (tx) => credits().spend(tx, a.id, 2, 'gift', key)),
      () => transaction(db(), (tx) => credits().grant(tx, a.id, 2, 'refund', key)),
    ]) {
      const refusal = await reused().catch((error: unknown) => error);
      expect(refusal).toBeInstanceOf(IdempotencyKeyReused);
      expect(refusal).toMatchObject({ code: 'invalid_input', key });
    }
    expect(await state()).toEqual(before);
  });

  it('refuses a spend above the balance with insufficient_credits (402, the spec’s text) and changes nothing', async () => {
    const member = await memberWith(3);
    const before = [await entriesOf(member.id), await head(member.id)];
    const refusal = await spend(member.id, 4, `message:${member.id}:too-much`).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(DomainError);
    expect((refusal as DomainError).code).toBe('insufficient_credits');
    expect(statusFor('insufficient_credits')).toBe(402);
    expect(errorAnswer('insufficient_credits', 'en').error).toMatch(/credits/i);
    expect(await credits().balance(member.id)).toBe(3);
    expect([await entriesOf(member.id), await head(member.id)]).toEqual(before);
    // The same key may pay once the balance allows it: a refusal claims nothing.
    await grant(member.id, 1, `test-top-up:${member.id}`);
    expect(await spend(member.id, 4, `message:${member.id}:too-much`)).toMatchObject({ balanceAfter: 0, replayed: false });
  });

  it('moves credits only with the caller’s change: a rolled-back transaction leaves balance, entries and stream as they were', async () => {
    const member = await memberWith(5);
    const before = [await credits().balance(member.id), await entriesOf(member.id), await head(member.id)];
    await expect(transaction(db(), async (tx) => {
      await credits().spend(tx, member.id, 2, 'message', `message:${member.id}:rolled-back`);
      await credits().grant(tx, member.id, 9, 'purchase', `payment:${member.id}:rolled-back`);
      throw new Error('the message could not be stored');
    })).rejects.toThrow('the message could not be stored');
    expect([await credits().balance(member.id), await entriesOf(member.id), await head(member.id)]).toEqual(before);
    // Outside a transaction of db/transaction.ts, or with an amount that is no whole credit, nothing is written.
    await expect(credits().spend(db() as never, member.id, 1, 'message', `message:${member.id}:outside`)).rejects.toThrow(/inside transaction/);
    for (const amount of [0, -1, 1.5, Number.NaN]) await expect(spend(member.id, amount, `message:${member.id}:${amount}`)).rejects.toThrow(RangeError);
    await expect(spend(member.id, 1, '')).rejects.toThrow(RangeError);
    await expect(spend(2_000_000_000, 1, 'message:nobody')).rejects.toMatchObject({ code: 'not_found' });
    expect([await credits().balance(member.id), await entriesOf(member.id), await head(member.id)]).toEqual(before);
  });

  it('tells the member’s browser: credits.changed with the new balance, the entry and its kind', async () => {
    const member = await newMember(site);
    const stream = await openEventStream(member.client);
    open.push(stream);
    await stream.next((frame) => frame.event === 'ready');
    const granted = await grant(member.id, 12, `payment:${member.id}:events`);
    const spent = await spend(member.id, 5, `message:${member.id}:events`);
    expect((await stream.next((frame) => frame.event === 'credits.changed')).data).toEqual({ credits: 12, entry_id: granted.entryId, kind: 'purchase' });
    expect((await stream.next((frame) => frame.event === 'credits.changed' && frame.data.credits === 7)).data).toEqual({ credits: 7, entry_id: spent.entryId, kind: 'message' });
  });

  it('shows a credit change in GET /api/user.php at once, though the answer is cached', async () => {
    const member = await newMember(site);
    expect((await member.client.get('/api/user.php')).body.user.credits).toBe(0);
    await grant(member.id, 8, `payment:${member.id}:seen`);
    expect((await member.client.get('/api/user.php')).body.user.credits).toBe(8);
    await spend(member.id, 3, `message:${member.id}:seen`);
    expect((await member.client.get('/api/user.php')).body.user.credits).toBe(5);
  });

  it('grants the site’s signup credits through the ledger, in the signup’s transaction', async () => {
    const client = site.client();
    const host = { host: SIGNUP_CREDITS_DOMAIN };
    const email = `ledger-signup-${backend}@example.com`;
    const body = { email, name: 'Ledger', date_of_birth: '1988-02-03', password: 'lang-genoeg-wachtwoord-77' };
    const answer = await client.post('/api/signup.php', body, host);
    expect(answer.status, answer.text).toBe(201);
    const memberId: number = answer.body.user.id;
    expect(answer.body.user.credits).toBe(20);
    const [entry] = await db().select().from(creditEntries).where(eq(creditEntries.memberId, memberId));
    expect(entry).toMatchObject({ amount: 20, kind: 'signup_bonus', idempotencyKey: `signup_bonus:${memberId}`, balanceAfter: 20, reference: null });
    const stream = await openEventStream(client, { lastEventId: 0 });
    open.push(stream);
    expect(await stream.next((frame) => frame.event === 'credits.changed')).toEqual({ id: '1', event: 'credits.changed', data: { credits: 20, entry_id: entry!.id, kind: 'signup_bonus' } });
  });

  it('a signup whose credits cannot be granted creates nothing', async () => {
    // The next member's signup key is taken already: the grant fails inside the signup's transaction.
    const [{ next }] = await queryRows<{ next: number }>(db(), sql`select max(id)::int + 100 as next from members`) as [{ next: number }];
    await db().execute(sql`select setval('members_id_seq', ${next - 1})`);
    const other = await memberWith(1);
    expect(other.id).toBe(next);
    await transaction(db(), (tx) => credits().grant(tx, other.id, 1, 'correction', `signup_bonus:${next + 1}`));
    const email = `ledger-failed-${backend}@example.com`;
    const before = (await db().select({ n: count() }).from(creditEntries))[0]!.n;
    const answer = await site.client().post('/api/signup.php', { email, name: 'Ledger', date_of_birth: '1988-02-03', password: 'lang-genoeg-wachtwoord-77' }, { host: SIGNUP_CREDITS_DOMAIN });
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('invalid_input');
    expect(await db().select({ id: members.id }).from(members).where(eq(members.email, email))).toEqual([]);
    expect((await db().select({ n: count() }).from(creditEntries))[0]!.n).toBe(before);
  });

  it('seeds the demo members’ credits as ledger entries', async () => {
    const premium = await demoMember(site, 'premium@example.com');
    const free = await demoMember(site, 'free@example.com');
    expect(await db().select({ amount: creditEntries.amount, kind: creditEntries.kind, key: creditEntries.idempotencyKey, balanceAfter: creditEntries.balanceAfter })
      .from(creditEntries).where(eq(creditEntries.memberId, premium.memberId))).toEqual([{ amount: 50, kind: 'opening_balance', key: `demo_credits:${premium.memberId}`, balanceAfter: 50 }]);
    expect(await credits().balance(premium.memberId)).toBe(50);
    expect(await entriesOf(free.memberId)).toBe(0);
  });

  it('reconciles: every member’s cached balance is the sum of their entries, and each entry the running sum', async () => {
    expect(await credits().reconcile()).toEqual([]);
    // The check can fail: a balance written around the ledger shows up.
    const member = await memberWith(4);
    await db().update(members).set({ credits: 5 }).where(eq(members.id, member.id));
    expect(await credits().reconcile()).toEqual([{ memberId: member.id, cached: 5, sum: 4, brokenEntries: 0 }]);
    await db().update(members).set({ credits: 4 }).where(eq(members.id, member.id));
    expect(await credits().reconcile()).toEqual([]);
  });
});
