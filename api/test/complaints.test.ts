/** Complaints over real HTTP on every backend: visitors and members, reference and mail, refusals, ids answered alike, the limits. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { complaints, members, profiles } from '../src/db/schema.js';
import { ABUSE_LIMITS } from '../src/domains/abuse/index.js';
import { availableBackends } from './support/backends.js';
import { newestMail, newMember } from './support/members.js';
import { startTestSite, type TestSite } from './support/test-site.js';

describe.each(await availableBackends())('complaints on %s', (backend) => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startTestSite(backend);
  });
  afterAll(async () => {
    await site?.close();
  });

  const stored = async () => Number((await site.database.db.select({ n: count() }).from(complaints))[0]!.n);
  /** Every test client has its own loopback address, so each has its own hourly budget. */
  const perHour = ABUSE_LIMITS.complaintsPerClient.points;

  it('a visitor files one with a contact address and gets a reference and a confirmation mail', async () => {
    const [fictional] = await site.database.db.select({ id: profiles.id }).from(profiles).where(eq(profiles.fictional, true)).limit(1);
    const answer = await site.client().post('/api/complaints.php', { category: 'fake_profile', description: 'Dit profiel is nep', profile_id: fictional!.id, email: 'bezoeker@example.com' });
    expect(answer.status, answer.text).toBe(201);
    expect(answer.body.reference).toMatch(/^K-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    const [row] = await site.database.db.select().from(complaints).where(eq(complaints.reference, answer.body.reference));
    expect(row).toMatchObject({ category: 'fake_profile', profileId: fictional!.id, memberId: null, email: 'bezoeker@example.com' });
    const mail = await newestMail(site, 'bezoeker@example.com', 'complaint');
    expect(mail!.subject).toBe(`We hebben je klacht ontvangen (${answer.body.reference})`);
  });

  it("a member's complaint is linked to them and confirmed to their address", async () => {
    const member = await newMember(site, { language: 'en' });
    const answer = await member.client.post('/api/complaints.php', { category: 'harassment', description: 'Unpleasant messages' });
    expect(answer.status).toBe(201);
    const [row] = await site.database.db.select().from(complaints).where(eq(complaints.reference, answer.body.reference));
    expect(row).toMatchObject({ memberId: member.id, email: member.email });
    expect((await newestMail(site, member.email, 'complaint'))!.subject).toBe(`We received your complaint (${answer.body.reference})`);
  });

  it('refuses a visitor without a valid address or a bad category, and stores nothing', async () => {
    const before = await stored();
    const missing = await site.client().post('/api/complaints.php', { category: 'other', description: 'x' });
    expect(missing.body).toMatchObject({ code: 'required', fields: { email: 'Dit veld is verplicht.' } });
    const invalid = await site.client().post('/api/complaints.php', { category: 'other', description: 'x', email: 'nope' });
    expect(invalid.body.fields.email).toBe('Ongeldige e-mail');
    for (const body of [{ category: 'nonsense', description: 'x', email: 'a@example.com' }, { category: 'other', description: '   ', email: 'a@example.com' }]) {
      expect((await site.client().post('/api/complaints.php', body)).status).toBe(400);
    }
    expect(await stored()).toBe(before);
  });

  it('answers every profile id alike: unknown, hidden and blocking profiles give nothing away', async () => {
    const member = await newMember(site);
    const [visible] = await site.database.db.select({ id: profiles.id }).from(profiles).where(eq(profiles.fictional, true)).limit(1);
    // new@example.com has not confirmed: its profile is hidden from everyone else.
    const [hidden] = await site.database.db.select({ id: profiles.id }).from(profiles).innerJoin(members, eq(members.id, profiles.memberId)).where(eq(members.email, 'new@example.com'));
    const blocker = await newMember(site);
    expect((await blocker.client.post('/api/block.php', { profile_id: member.profileId })).status).toBe(200);
    const answers = [];
    for (const profileId of [visible!.id, hidden!.id, blocker.profileId, 99_999_999]) {
      const answer = await member.client.post('/api/complaints.php', { category: 'fake_profile', description: 'Nep', profile_id: profileId });
      answers.push({ status: answer.status, keys: Object.keys(answer.body).sort() });
    }
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    expect(answers[0]).toEqual({ status: 201, keys: ['reference'] });
  });

  it(`mails an address nobody confirmed at most ${ABUSE_LIMITS.complaintMailsPerAddress.points} confirmations a day; the complaints are filed all the same`, async () => {
    const address = 'someone-else@example.com';
    const references = [];
    for (let i = 0; i < ABUSE_LIMITS.complaintMailsPerAddress.points + 2; i++) {
      const answer = await site.client().post('/api/complaints.php', { category: 'other', description: `nr ${i}`, email: address });
      expect(answer.status).toBe(201);
      references.push(answer.body.reference);
    }
    const mails = (await site.client().get(`/dev/outbox.json?to=${address}`)).body;
    expect(mails).toHaveLength(ABUSE_LIMITS.complaintMailsPerAddress.points);
    const [filed] = await site.database.db.select({ n: count() }).from(complaints).where(eq(complaints.email, address));
    expect(Number(filed!.n)).toBe(references.length);
  });

  it(`at most ${perHour} an hour from one client`, async () => {
    const client = site.client();
    for (let i = 0; i < perHour; i++) {
      expect((await client.post('/api/complaints.php', { category: 'other', description: `nr ${i}`, email: 'veel@example.com' })).status).toBe(201);
    }
    const before = await stored();
    const refused = await client.post('/api/complaints.php', { category: 'other', description: 'te veel', email: 'veel@example.com' });
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('too_many_requests');
    expect(await stored()).toBe(before);
    expect((await site.client().post('/api/complaints.php', { category: 'other', description: 'ander adres', email: 'veel@example.com' })).status).toBe(201);
  });
});
