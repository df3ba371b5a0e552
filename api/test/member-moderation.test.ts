/**
 * The console's member pages over real HTTP: find by id, e-mail or name; a member's record; hide,
 * block (the member's sessions end at once, logging in is refused) and restore, each audited with
 * its reason; bad input changes nothing; an operator, a member and a visitor are refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { staffAudit } from '../src/db/schema.js';
import { availableBackends } from './support/backends.js';
import { staffClient } from './support/staff.js';
import { MEMBER_PASSWORD, newMember } from './support/members.js';
import { startTestSite, type TestSite } from './support/test-site.js';
import type { HttpClient } from './support/http-client.js';

describe.each(await availableBackends())('member moderation on %s', (backend) => {
  let site: TestSite;
  let moderator: HttpClient;
  beforeAll(async () => {
    site = await startTestSite(backend);
    moderator = (await staffClient(site, 'moderator')).client;
  });
  afterAll(() => site?.close());

  const auditOf = (memberId: number) => site.database.db.select().from(staffAudit).where(and(eq(staffAudit.recordType, 'member'), eq(staffAudit.recordId, String(memberId))));

  it('finds a member by id, by the start of the e-mail and by part of the name', async () => {
    const member = await newMember(site, { name: 'Zwanetje' });
    for (const q of [String(member.id), member.email.slice(0, 12), 'wanetj']) {
      const answer = await moderator.get(`/api/console-members.php?q=${encodeURIComponent(q)}`);
      expect(answer.status, answer.text).toBe(200);
      expect(answer.body.members.map((m: { id: number }) => m.id), q).toContain(member.id);
    }
    expect((await moderator.get('/api/console-members.php?q=%25')).body.members.map((m: { id: number }) => m.id)).not.toContain(member.id);
  });

  it("shows a member's record: account, photos, complaints, payments and ledger", async () => {
    const member = await newMember(site);
    // Credits move only through the ledger: an admin's correction is an entry the record lists.
    const admin = (await staffClient(site, 'admin')).client;
    const corrected = await admin.post('/api/credit-correction.php', { member_id: member.id, amount: 5, reason: 'Goodwill', key: `test-${member.id}-key` });
    expect(corrected.status, corrected.text).toBe(200);
    const answer = await moderator.get(`/api/console-member.php?id=${member.id}`);
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body.member).toMatchObject({ id: member.id, email: member.email, profile_id: member.profileId });
    expect(answer.body).toMatchObject({ photos: [], complaints: [], payments: [] });
    expect(answer.body.ledger[0]).toMatchObject({ id: corrected.body.entry_id, amount: 5, kind: 'correction', balance_after: corrected.body.credits });
    expect((await moderator.get('/api/console-member.php?id=2147483647')).status).toBe(404);
  });

  it('blocks: the member is logged out at once and cannot log in; restore gives the account back; both audited', async () => {
    const member = await newMember(site);
    expect((await member.client.get('/api/user.php')).body.user).not.toBeNull();
    const blocked = await moderator.post('/api/console-member-status.php', { member_id: member.id, action: 'block', reason: 'Spam in every chat' });
    expect(blocked.status, blocked.text).toBe(200);
    expect(blocked.body).toEqual({ status: 'blocked', profile_status: 'blocked' });
    expect((await member.client.get('/api/user.php')).body.user).toBeNull();
    expect((await site.client().post('/api/user.php', { email: member.email, password: MEMBER_PASSWORD })).status).not.toBe(200);
    const restored = await moderator.post('/api/console-member-status.php', { member_id: member.id, action: 'restore', reason: 'Appeal granted' });
    expect(restored.body).toEqual({ status: 'not_confirmed', profile_status: 'disabled' });
    expect((await site.client().post('/api/user.php', { email: member.email, password: MEMBER_PASSWORD })).status).toBe(200);
    expect((await auditOf(member.id)).map((row) => [row.action, row.after])).toEqual([
      ['member.block', { status: 'blocked', profile_status: 'blocked', reason: 'Spam in every chat' }],
      ['member.restore', { status: 'not_confirmed', profile_status: 'disabled', reason: 'Appeal granted' }],
    ]);
  });

  it('hides the profile only: the member stays logged in', async () => {
    const member = await newMember(site);
    const hidden = await moderator.post('/api/console-member-status.php', { member_id: member.id, action: 'hide', reason: 'Fake profile text' });
    expect(hidden.body).toEqual({ status: 'not_confirmed', profile_status: 'blocked' });
    expect((await member.client.get('/api/user.php')).body.user).not.toBeNull();
    expect(await auditOf(member.id)).toHaveLength(1);
  });

  it('refuses bad input, changing nothing; refuses an operator, a member and a visitor', async () => {
    const member = await newMember(site);
    for (const body of [{ member_id: member.id, action: 'block', reason: '' }, { member_id: member.id, action: 'delete', reason: 'No reason' }, { member_id: 0, action: 'block', reason: 'Spam' }]) {
      const refused = await moderator.post('/api/console-member-status.php', body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.body.error).toEqual(expect.any(String));
    }
    expect((await moderator.get('/api/console-members.php?q=')).status).toBe(400);
    const operator = (await staffClient(site, 'operator')).client;
    expect((await operator.post('/api/console-member-status.php', { member_id: member.id, action: 'block', reason: 'Spam' })).body.code).toBe('staff_role_required');
    expect((await member.client.get(`/api/console-member.php?id=${member.id}`)).body.code).toBe('staff_required');
    expect((await site.client().get('/api/console-members.php?q=a')).body.code).toBe('staff_required');
    expect(await auditOf(member.id)).toEqual([]);
    expect((await member.client.get('/api/user.php')).body.user).not.toBeNull();
  });
});
