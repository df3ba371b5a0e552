/**
 * An admin's credit correction on every backend: a `correction` entry through the ledger and its
 * audit row in one transaction, the member's stream and answer current at once; a retried key
 * changes and audits nothing again; a take beyond the balance, an unknown member and bad input
 * change nothing; only an admin may.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { creditEntries, staffAudit } from '../src/db/schema.js';
import { availableBackends } from './support/backends.js';
import { staffClient } from './support/staff.js';
import type { HttpClient } from './support/http-client.js';
import { openEventStream } from './support/event-stream.js';
import { newMember, type TestMember } from './support/members.js';
import { startTestSite, type TestSite } from './support/test-site.js';

describe.each(await availableBackends())('credit corrections on %s', (backend) => {
  let site: TestSite;
  let admin: HttpClient;
  let member: TestMember;
  const correct = (body: Record<string, unknown>, client = admin) => client.post('/api/credit-correction.php', body);
  const auditRows = () => site.database.db.select().from(staffAudit).where(and(eq(staffAudit.action, 'credits.correct'), eq(staffAudit.recordId, String(member.id))));
  const corrections = () => site.database.db.select().from(creditEntries).where(and(eq(creditEntries.memberId, member.id), eq(creditEntries.kind, 'correction')));

  beforeAll(async () => {
    site = await startTestSite(backend);
    admin = (await staffClient(site, 'admin')).client;
    member = await newMember(site);
  });
  afterAll(() => site?.close());

  it('grants credits as an audited correction, heard at once by the member’s stream and answer', async () => {
    const stream = await openEventStream(member.client);
    await stream.next((frame) => frame.event === 'ready');
    const before = (await member.client.get('/api/user.php')).body.user.credits as number;
    const answer = await correct({ member_id: member.id, amount: 15, reason: 'Goodwill after a failed payment', key: 'corr-0001-abcd' });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body).toEqual({ credits: before + 15, entry_id: expect.any(Number), replayed: false });
    expect((await stream.next((frame) => frame.event === 'credits.changed')).data).toEqual({ credits: before + 15, entry_id: answer.body.entry_id, kind: 'correction' });
    expect((await member.client.get('/api/user.php')).body.user.credits).toBe(before + 15);
    const [row] = await auditRows();
    expect(row).toMatchObject({ recordType: 'member', before: { credits: before }, after: { credits: before + 15, entry_id: answer.body.entry_id, amount: 15, reason: 'Goodwill after a failed payment' } });
    // The member sees a correction in the history, never which staff member made it.
    const history = (await member.client.get('/api/credits-history.php')).body;
    expect(history.entries[0]).toMatchObject({ id: answer.body.entry_id, amount: 15, kind: 'correction', reference: null });
    stream.close();
  });

  it('changes and audits nothing again when the console retries with the same key', async () => {
    const again = await correct({ member_id: member.id, amount: 15, reason: 'Goodwill after a failed payment', key: 'corr-0001-abcd' });
    expect(again.status).toBe(200);
    expect(again.body.replayed).toBe(true);
    expect(await corrections()).toHaveLength(1);
    expect(await auditRows()).toHaveLength(1);
    // The same key for another amount is a mistake, refused and changing nothing.
    expect((await correct({ member_id: member.id, amount: 16, reason: 'Goodwill after a failed payment', key: 'corr-0001-abcd' })).status).toBe(400);
    expect(await corrections()).toHaveLength(1);
  });

  it('refuses to take more than the balance, an unknown member and bad input, changing nothing', async () => {
    const balance = (await member.client.get('/api/user.php')).body.user.credits as number;
    const tooMuch = await correct({ member_id: member.id, amount: -(balance + 1), reason: 'Chargeback', key: 'corr-0002-abcd' });
    expect(tooMuch.status).toBe(402);
    expect(tooMuch.body.code).toBe('insufficient_credits');
    expect((await correct({ member_id: 2_000_000, amount: 5, reason: 'Nobody', key: 'corr-0003-abcd' })).status).toBe(404);
    for (const body of [
      { member_id: member.id, amount: 0, reason: 'Nothing at all', key: 'corr-0004-abcd' },
      { member_id: member.id, amount: 10_001, reason: 'Too many', key: 'corr-0005-abcd' },
      { member_id: member.id, amount: 5, reason: ' ', key: 'corr-0006-abcd' },
      { member_id: member.id, amount: 5, reason: 'Bad key', key: 'x' },
    ]) expect((await correct(body)).status, JSON.stringify(body)).toBe(400);
    expect(await corrections()).toHaveLength(1);
    expect(await auditRows()).toHaveLength(1);
    // Taking back what the correction gave works, and is audited too.
    expect((await correct({ member_id: member.id, amount: -15, reason: 'Undo the goodwill', key: 'corr-0007-abcd' })).body.credits).toBe(balance - 15);
    expect(await auditRows()).toHaveLength(2);
  });

  it('is for admins only: a moderator and a member are refused', async () => {
    const moderator = (await staffClient(site, 'moderator')).client;
    expect((await correct({ member_id: member.id, amount: 5, reason: 'Not mine to give', key: 'corr-0008-abcd' }, moderator)).body.code).toBe('staff_role_required');
    expect((await correct({ member_id: member.id, amount: 5, reason: 'Not mine to give', key: 'corr-0009-abcd' }, member.client)).body.code).toBe('staff_required');
    expect(await auditRows()).toHaveLength(2);
  });
});
