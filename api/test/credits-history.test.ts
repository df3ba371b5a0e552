/**
 * GET /api/credits-history.php over real HTTP on every backend: the member's own entries, newest
 * first, paged by a keyset cursor that neither repeats nor skips while entries keep coming; what
 * an entry shows (never its idempotency key, a reference only when it is the member's to see);
 * a foreign or forged cursor refused; a visitor refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CREDITS_HISTORY_PAGE_SIZE } from '@dating/shared-contracts';
import { transaction } from '../src/db/transaction.js';
import { availableBackends } from './support/backends.js';
import { newMember } from './support/members.js';
import { startTestSite, type TestSite } from './support/test-site.js';

describe.each(await availableBackends())('credits history on %s', (backend) => {
  let site: TestSite;
  const history = (client: ReturnType<TestSite['client']>, after?: string) =>
    client.get(`/api/credits-history.php${after === undefined ? '' : `?after=${encodeURIComponent(after)}`}`);

  beforeAll(async () => {
    site = await startTestSite(backend);
  });
  afterAll(() => site?.close());

  it('pages the member’s entries newest first; entries arriving meanwhile neither repeat nor push others off', async () => {
    const member = await newMember(site);
    const total = 2 * CREDITS_HISTORY_PAGE_SIZE + 20;
    await transaction(site.database.db, async (tx) => {
      for (let index = 1; index <= total; index += 1) await site.domains.credits.grant(tx, member.id, 1, 'purchase', `history:${member.id}:${index}`);
    });
    const first = await history(member.client);
    expect(first.status).toBe(200);
    expect(first.body.entries).toHaveLength(CREDITS_HISTORY_PAGE_SIZE);
    expect(first.body.entries.map((entry: { balance_after: number }) => entry.balance_after)).toEqual(Array.from({ length: CREDITS_HISTORY_PAGE_SIZE }, (_, i) => total - i));
    // A spend after the first page: it tops the list, and the next page goes on where the first stopped.
    await transaction(site.database.db, (tx) => site.domains.credits.spend(tx, member.id, 5, 'message', `message:${member.id}:meanwhile`));
    const second = await history(member.client, first.body.next);
    const third = await history(member.client, second.body.next);
    expect(second.body.entries).toHaveLength(CREDITS_HISTORY_PAGE_SIZE);
    expect(third.body.entries).toHaveLength(20);
    expect(third.body.next).toBeNull();
    const seen = [...first.body.entries, ...second.body.entries, ...third.body.entries].map((entry: { balance_after: number }) => entry.balance_after);
    expect(seen).toEqual(Array.from({ length: total }, (_, i) => total - i));
    const newest = (await history(member.client)).body.entries[0];
    expect(newest).toMatchObject({ amount: -5, kind: 'message', balance_after: total - 5 });
  });

  it('shows amount, kind, time and balance after, a reference only when it is the member’s own, and never the key', async () => {
    const member = await newMember(site);
    const other = await newMember(site);
    await transaction(site.database.db, async (tx) => {
      await site.domains.credits.grant(tx, member.id, 30, 'purchase', `payment:secret-key-${member.id}`, 'payment:4711');
      await site.domains.credits.spend(tx, member.id, 2, 'message', `message:secret-key-${member.id}`, 'message:99');
      await site.domains.credits.grant(tx, member.id, 3, 'correction', `correction:secret-key-${member.id}`, 'staff_audit:12');
      await site.domains.credits.grant(tx, other.id, 1, 'purchase', `payment:other-${other.id}`, 'payment:4712');
    });
    const answer = await history(member.client);
    expect(answer.body).toEqual({
      entries: [
        { id: expect.any(Number), amount: 3, kind: 'correction', reference: null, balance_after: 31, created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/) },
        { id: expect.any(Number), amount: -2, kind: 'message', reference: 'message:99', balance_after: 28, created_at: expect.any(String) },
        { id: expect.any(Number), amount: 30, kind: 'purchase', reference: 'payment:4711', balance_after: 30, created_at: expect.any(String) },
      ],
      next: null,
    });
    expect(answer.text).not.toContain('secret-key');
    expect(Math.abs(Date.parse(answer.body.entries[0].created_at) - Date.now())).toBeLessThan(60_000);
    // The other member sees only their own.
    expect((await history(other.client)).body.entries.map((entry: { reference: string }) => entry.reference)).toEqual(['payment:4712']);
  });

  it('refuses a cursor that is not its own with a translated 400, and a visitor with auth_required', async () => {
    const member = await newMember(site);
    const likesCursor = Buffer.from(JSON.stringify(['given', '2026-01-01T00:00:00.000000Z', 1])).toString('base64url');
    const impossibleDay = Buffer.from(JSON.stringify(['credits', '2026-02-31T00:00:00.000000Z', 1])).toString('base64url');
    for (const cursor of ['garbage', likesCursor, impossibleDay, `${Buffer.from(JSON.stringify(['credits', '2026-01-01T00:00:00.000000Z', 1])).toString('base64url')}=`]) {
      const answer = await history(member.client, cursor);
      expect(answer.status, cursor).toBe(400);
      expect(answer.body).toMatchObject({ code: 'invalid_input', fields: { after: 'De ingevoerde gegevens zijn ongeldig.' } });
    }
    const visitor = await history(site.client());
    expect(visitor.status).toBe(403);
    expect(visitor.body).toMatchObject({ code: 'auth_required', auth_required: true });
  });
});
