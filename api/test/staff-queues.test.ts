/**
 * The staff bar's live counts (GET /api/staff-queues.php) on every backend: each role is told the
 * queues it works only (an admin every one), the counts are what waits, a member's message to a
 * fictional profile adds one to the operators' count, and a visitor and a member are refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { availableBackends } from './support/backends.js';
import { confirmedMember } from './support/members.js';
import { staffClient } from './support/staff.js';
import { startTestSite, type TestSite } from './support/test-site.js';

const QUEUES_PATH = '/api/staff-queues.php';

describe.each(await availableBackends())('staff queue counts on %s', (backend) => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startTestSite(backend);
  });
  afterAll(() => site?.close());

  const count = async (query: ReturnType<typeof sql>) => {
    const rows = await site.database.db.execute(query);
    return (rows as unknown as { rows: { n: number }[] }).rows[0]!.n;
  };

  it("tells each role the counts of its own queues, as they are in the data", async () => {
    const [operator, moderator, admin] = [await staffClient(site, 'operator'), await staffClient(site, 'moderator'), await staffClient(site, 'admin')];
    const waiting = {
      conversations: await count(sql`select count(*)::int as n from operator_queue`),
      photos: await count(sql`select count(*)::int as n from profile_images where status = 'pending'`),
      complaints: await count(sql`select count(*)::int as n from complaints where status = 'open'`),
    };
    expect((await operator.client.get(QUEUES_PATH)).body).toEqual({ queues: { conversations: waiting.conversations } });
    expect((await moderator.client.get(QUEUES_PATH)).body).toEqual({ queues: { photos: waiting.photos, complaints: waiting.complaints } });
    expect((await admin.client.get(QUEUES_PATH)).body).toEqual({ queues: { conversations: waiting.conversations, photos: waiting.photos, complaints: waiting.complaints } });
  });

  it("counts a member's new conversation with a fictional profile in the operators' queue", async () => {
    const operator = await staffClient(site, 'operator');
    const before = (await operator.client.get(QUEUES_PATH)).body.queues.conversations as number;
    const [fictional] = await site.database.db.execute(sql`select id from profiles where fictional and status = 'active' order by id limit 1`).then((rows) => (rows as unknown as { rows: { id: number }[] }).rows);
    const member = await confirmedMember(site);
    const sent = await member.client.post('/api/chat.php', { profile_id: fictional!.id, client_id: 'staff-queues-first', text: 'Hallo' });
    expect(sent.status, sent.text).toBe(200);
    expect((await operator.client.get(QUEUES_PATH)).body.queues.conversations).toBe(before + 1);
  });

  it('refuses a visitor and a member', async () => {
    const visitor = await site.client().get(QUEUES_PATH);
    expect(visitor.status).toBe(403);
    expect(visitor.body.code).toBe('staff_required');
    const member = await confirmedMember(site);
    expect((await member.client.get(QUEUES_PATH)).body.code).toBe('staff_required');
  });
});
