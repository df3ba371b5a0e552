/**
 * Moderators' complaints on every backend: a filed complaint reaches the moderators' stream and
 * their list (reason, profile, filer, time, chat evidence); a decision "hide profile" takes the
 * profile out of search (the one visibility rule), mails the member concerned a statement of
 * reasons in their language and the filer the outcome, is audited, and cannot be taken twice; "hide
 * photo" needs one of the profile's photos; "block member" ends the member's sessions.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { availableBackends } from './support/backends.js';
import { openEventStream, type EventStream } from './support/event-stream.js';
import type { HttpClient } from './support/http-client.js';
import { confirmedMember, newestMail } from './support/members.js';
import { staffClient } from './support/staff.js';
import { startTestSite, type TestSite } from './support/test-site.js';

const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;

describe.each(await availableBackends())('complaint moderation on %s', (backend) => {
  let site: TestSite;
  let moderator: { client: HttpClient; id: number };
  const open: EventStream[] = [];

  /** Every profile id a visitor's search lists (all pages). */
  async function searchIds(): Promise<number[]> {
    const client = site.client();
    const first = await client.get('/api/search.php?all=1');
    expect(first.status).toBe(200);
    const ids: number[] = first.body.profiles.map((card: { id: number }) => card.id);
    for (let page = 2; page <= first.body.pages; page++) ids.push(...(await client.get(`/api/search.php?all=1&page=${page}`)).body.profiles.map((card: { id: number }) => card.id));
    return ids;
  }

  beforeAll(async () => {
    site = await startTestSite(backend);
    moderator = await staffClient(site, 'moderator');
  });
  afterAll(async () => {
    open.forEach((opened) => opened.close());
    await site?.close();
  });

  it('lists a filed complaint live, decides "hide profile": out of search, a statement of reasons and the outcome mailed, audited, once', async () => {
    const stream = await openEventStream(moderator.client, { path: '/api/staff-events.php' });
    open.push(stream);
    await stream.next((frame) => frame.event === 'ready');
    const reported = await confirmedMember(site, { language: 'de', name: 'Gemeldet' });
    const filer = await confirmedMember(site);
    expect(await searchIds()).toContain(reported.profileId);

    const filed = await filer.client.post('/api/complaints.php', { category: 'fake_profile', description: 'Dit profiel is nep.', profile_id: reported.profileId });
    expect(filed.status, filed.text).toBe(201);
    const event = await stream.next((frame) => frame.event === 'complaint.filed', 1_000);
    const complaintId = (event.data as { complaint_id: number }).complaint_id;

    const list = await moderator.client.get('/api/staff-complaints.php');
    expect(list.status, list.text).toBe(200);
    expect(list.body.open).toBeGreaterThanOrEqual(1);
    expect(list.body.complaints.find((c: { id: number }) => c.id === complaintId)).toMatchObject({
      reference: filed.body.reference, category: 'fake_profile', description: 'Dit profiel is nep.', status: 'open', decision: null, evidence: null,
      profile: { id: reported.profileId, name: 'Gemeldet', member_id: reported.id }, filer: { member_id: filer.id, email: null }, filed_at: expect.any(String),
    });

    const decided = await moderator.client.post('/api/staff-complaint-decision.php', { complaint_id: complaintId, action: 'hide_profile', ground: 'The photos belong to someone else (terms 4.2).' });
    expect(decided.status, decided.text).toBe(200);
    expect(decided.body).toMatchObject({ statement_mailed: true, complaint: { status: 'closed', decision: { action: 'hide_profile', ground: 'The photos belong to someone else (terms 4.2).' } } });
    await stream.next((frame) => frame.event === 'complaint.decided' && (frame.data as { complaint_id: number }).complaint_id === complaintId, 1_000);

    expect(await searchIds()).not.toContain(reported.profileId);
    expect((await filer.client.get(`/api/profile.php?id=${reported.profileId}`)).status).toBe(404);

    const statement = await newestMail(site, reported.email, 'statement_of_reasons');
    expect(statement?.subject).toContain(filed.body.reference);
    expect(statement?.text).toContain('The photos belong to someone else (terms 4.2).');
    expect(statement?.text).toContain('Fake-Profil');
    expect(statement?.text).toMatch(/kein.*automatisierten|keine automatisierten/);
    expect(statement?.text).toContain('/complaints');
    const outcome = await newestMail(site, filer.email, 'complaint_outcome');
    expect(outcome?.text).toContain('het gemelde profiel verborgen');

    const audit = rows<{ staff_id: number; before: { profile_status: string }; after: { profile_status: string } }>(await site.database.db.execute(
      sql`select staff_id, before, after from staff_audit where action = 'complaint.hide_profile' and record_type = 'complaint' and record_id = ${String(complaintId)}`,
    ));
    expect(audit).toEqual([{ staff_id: moderator.id, before: expect.objectContaining({ profile_status: 'active' }), after: expect.objectContaining({ profile_status: 'blocked' }) }]);

    const twice = await moderator.client.post('/api/staff-complaint-decision.php', { complaint_id: complaintId, action: 'no_action', ground: 'Again' }, { 'accept-language': 'en' });
    expect(twice.status).toBe(409);
    expect(twice.body).toMatchObject({ code: 'complaint_decided', error: 'This complaint has already been decided.' });
  });

  it('"hide photo" needs one of the profile\'s photos; "block member" blocks the member and ends their sessions', async () => {
    const reported = await confirmedMember(site);
    const filer = await confirmedMember(site);
    const filed = await filer.client.post('/api/complaints.php', { category: 'harassment', description: 'Scheldt me uit.', profile_id: reported.profileId });
    expect(filed.status).toBe(201);
    const [complaint] = rows<{ id: number }>(await site.database.db.execute(sql`select id from complaints where reference = ${filed.body.reference}`));
    const noPhoto = await moderator.client.post('/api/staff-complaint-decision.php', { complaint_id: complaint!.id, action: 'hide_photo', ground: 'Nude photo.', photo_id: 1 });
    expect(noPhoto.status).toBe(400);
    expect(noPhoto.body.code).toBe('complaint_photo_required');
    expect((await reported.client.get('/api/user.php')).body.user?.id).toBe(reported.id);

    const blocked = await moderator.client.post('/api/staff-complaint-decision.php', { complaint_id: complaint!.id, action: 'block_member', ground: 'Repeated insults.' });
    expect(blocked.status, blocked.text).toBe(200);
    expect(rows<{ status: string }>(await site.database.db.execute(sql`select status from members where id = ${reported.id}`))[0]!.status).toBe('blocked');
    expect((await reported.client.get('/api/user.php')).body.user ?? null).toBeNull();
    expect((await newestMail(site, reported.email, 'statement_of_reasons'))?.text).toContain('Repeated insults.');
  });
});
