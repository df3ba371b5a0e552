/**
 * The audit trail: a staff change and its audit row commit together or not at all (the change
 * rolled back takes the row with it; a row that cannot be written undoes the change), and admins
 * read the trail newest first, paged, by record or by staff member.
 */
import { transaction } from '../src/db/transaction.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { members, staff, staffAudit } from '../src/db/schema.js';
import { availableBackends } from './support/backends.js';
import { staffClient } from './support/staff.js';
import { newMember, type TestMember } from './support/members.js';
import { startTestSite, type TestSite } from './support/test-site.js';
import type { HttpClient } from './support/http-client.js';

const TRAIL = '/api/staff-audit.php';

describe.each(await availableBackends())('staff audit on %s', (backend) => {
  let site: TestSite;
  let admin: HttpClient;
  let staffIds: Record<string, number>;
  beforeAll(async () => {
    site = await startTestSite(backend);
    admin = (await staffClient(site, 'admin')).client;
    const rows = await site.database.db.select({ id: staff.id, email: staff.email }).from(staff);
    staffIds = Object.fromEntries(rows.map((row) => [row.email.split('@')[0]!, row.id]));
  });
  afterAll(() => site?.close());

  /** A member's language and the audit rows about the member. */
  async function state(member: TestMember) {
    const [row] = await site.database.db.select({ language: members.language }).from(members).where(eq(members.id, member.id));
    const audit = await site.database.db.select().from(staffAudit).where(eq(staffAudit.recordId, String(member.id)));
    return { language: row!.language, audit };
  }

  /** A staff change as a domain makes it: the member's language, audited in the same transaction. */
  function changeLanguage(member: TestMember, staffId: number, after: () => void = () => {}) {
    return transaction(site.database.db, async (tx) => {
      await tx.update(members).set({ language: 'de' }).where(eq(members.id, member.id));
      await site.domains.staff.audit(tx, { staffId, action: 'member.language', recordType: 'member', recordId: member.id, before: { language: 'nl' }, after: { language: 'de' } });
      after();
    });
  }

  it('commits the change and its audit row together', async () => {
    const member = await newMember(site);
    await changeLanguage(member, staffIds.moderator!);
    const { language, audit } = await state(member);
    expect(language).toBe('de');
    expect(audit).toEqual([expect.objectContaining({
      staffId: staffIds.moderator, action: 'member.language', recordType: 'member', recordId: String(member.id),
      before: { language: 'nl' }, after: { language: 'de' }, createdAt: expect.any(Date),
    })]);
  });

  it('rolls the audit row back with a change that fails after it', async () => {
    const member = await newMember(site);
    await expect(changeLanguage(member, staffIds.admin!, () => {
      throw new Error('the change failed after its audit row');
    })).rejects.toThrow('the change failed');
    expect(await state(member)).toEqual({ language: 'nl', audit: [] });
  });

  it('undoes the change when its audit row cannot be written', async () => {
    const member = await newMember(site);
    // No staff member has this id: the row breaks its foreign key.
    await expect(changeLanguage(member, 2_000_000_000)).rejects.toThrow();
    expect(await state(member)).toEqual({ language: 'nl', audit: [] });
  });

  it('shows admins the trail newest first, paged with before, filtered by record or staff member', async () => {
    const member = await newMember(site);
    const other = await newMember(site);
    for (const [who, target] of [['moderator', member], ['operator', other], ['admin', member], ['moderator', member]] as const) {
      await transaction(site.database.db, (tx) => site.domains.staff.audit(tx, {
        staffId: staffIds[who]!, action: 'member.note', recordType: 'member', recordId: target.id, before: null, after: { by: who },
      }));
    }
    const byRecord = await admin.get(`${TRAIL}?record_type=member&record_id=${member.id}`);
    expect(byRecord.status, byRecord.text).toBe(200);
    expect(byRecord.body.entries.map((entry: { after: { by: string } }) => entry.after.by)).toEqual(['moderator', 'admin', 'moderator']);
    expect(byRecord.body.entries[0]).toEqual({
      id: expect.any(Number), staff: { id: staffIds.moderator, email: 'moderator@example.com', name: 'Demo moderator', role: 'moderator' },
      action: 'member.note', record_type: 'member', record_id: String(member.id), before: null, after: { by: 'moderator' }, at: expect.any(String),
    });
    expect(Date.parse(byRecord.body.entries[0].at)).toBeGreaterThan(Date.now() - 60_000);
    expect(byRecord.body.next).toBeNull();

    // Two at a time: the pages join up without a gap or a repeat.
    const first = await admin.get(`${TRAIL}?record_type=member&record_id=${member.id}&limit=2`);
    expect(first.body.entries).toHaveLength(2);
    expect(first.body.next).toBe(first.body.entries[1].id);
    const second = await admin.get(`${TRAIL}?record_type=member&record_id=${member.id}&limit=2&before=${first.body.next}`);
    expect([...first.body.entries, ...second.body.entries]).toEqual(byRecord.body.entries);
    expect(second.body.next).toBeNull();

    const byStaff = await admin.get(`${TRAIL}?staff_id=${staffIds.operator}`);
    expect(byStaff.body.entries.map((entry: { record_id: string }) => entry.record_id)).toContain(String(other.id));
    expect(byStaff.body.entries.every((entry: { staff: { role: string } }) => entry.staff.role === 'operator')).toBe(true);

    const all = await admin.get(TRAIL);
    const ids = all.body.entries.map((entry: { id: number }) => entry.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });

  it('refuses a malformed query with a clear error', async () => {
    for (const query of ['limit=0', 'limit=100000', 'before=abc', 'staff_id=-1', 'record_type=', 'colour=blue']) {
      const answer = await admin.get(`${TRAIL}?${query}`, { 'accept-language': 'en' });
      expect(answer.status, query).toBe(400);
      expect(answer.body.code, query).toBe('invalid_input');
    }
  });

  it('is for admins only: a moderator and an operator are refused', async () => {
    for (const role of ['moderator', 'operator'] as const) {
      const { client } = await staffClient(site, role);
      const answer = await client.get(TRAIL, { 'accept-language': 'nl' });
      expect(answer.status, role).toBe(403);
      expect(answer.body, role).toEqual({ code: 'staff_role_required', error: 'Je rol als medewerker staat dit niet toe.' });
    }
  });
});
