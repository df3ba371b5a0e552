/**
 * Account deletion over real HTTP on every backend: password and reason, logged out everywhere,
 * reactivation by the mailed link or by logging in within 14 days, and the erasure job (moved
 * clock) that removes the personal data after that and keeps the bookkeeping row.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { count, eq, isNull } from 'drizzle-orm';
import { complaints, members, memberTokens, outgoingMail, profileImages, profiles, sessions, trackingData } from '../src/db/schema.js';
import { startErasureJob } from '../src/domains/deletion/index.js';
import { availableBackends } from './support/backends.js';
import { MEMBER_PASSWORD, newestMail, newMember, tokenIn } from './support/members.js';
import { photo } from './support/upload-corpus.js';
import { suiteSite } from './support/suite-site.js';

const DAY = 24 * 60 * 60_000;

describe.each(await availableBackends())('account deletion on %s', (backend) => {
  const { clock, site } = suiteSite(backend);
  const db = () => site.database.db;

  async function deleted(member: Awaited<ReturnType<typeof newMember>>) {
    const answer = await member.client.request('DELETE', '/api/user.php', { json: { password: MEMBER_PASSWORD, reason: 'Ik heb iemand gevonden' } });
    expect(answer.status, answer.text).toBe(200);
    return answer;
  }

  it('needs the password; then logs out everywhere, hides the profile and mails the reactivation link', async () => {
    const member = await newMember(site);
    const other = site.client();
    await other.login(member.email, MEMBER_PASSWORD);
    const wrong = await member.client.request('DELETE', '/api/user.php', { json: { password: 'verkeerd', reason: '' } });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ code: 'password_wrong', error: 'Het wachtwoord klopt niet.', fields: { password: 'Het wachtwoord klopt niet.' } });
    expect((await member.client.get('/api/user.php')).body.user.id).toBe(member.id);

    await deleted(member);
    expect((await member.client.get('/api/user.php')).body.user).toBeNull();
    expect((await other.get('/api/user.php')).body.user).toBeNull();
    const [row] = await db().select().from(members).where(eq(members.id, member.id));
    expect(row!.deletionReason).toBe('Ik heb iemand gevonden');
    expect((await db().select().from(profiles).where(eq(profiles.memberId, member.id)))[0]!.status).toBe('hidden');
    const mail = await newestMail(site, member.email, 'account_deleted');
    expect(mail!.text).toContain('/account-deleted?token=');
    // Signing up again with the address points to customer service.
    const again = await site.client().post('/api/signup.php', { email: member.email, name: 'Terug', date_of_birth: '1980-01-01', password: MEMBER_PASSWORD });
    expect(again.body.code).toBe('account_deleted');
  });

  it('the mailed link reactivates and logs in, once', async () => {
    const member = await newMember(site);
    const statusBefore = (await db().select().from(profiles).where(eq(profiles.memberId, member.id)))[0]!.status;
    await deleted(member);
    const token = tokenIn((await newestMail(site, member.email, 'account_deleted'))!.text, '/account-deleted');
    clock.advance(13 * DAY);
    const browser = site.client();
    const answer = await browser.post('/api/reactivate.php', { token });
    clock.advance(-13 * DAY);
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body.user.id).toBe(member.id);
    expect((await browser.get('/api/user.php')).body.user.id).toBe(member.id);
    expect((await db().select().from(profiles).where(eq(profiles.memberId, member.id)))[0]!.status).toBe(statusBefore);
    const twice = await site.client().post('/api/reactivate.php', { token });
    expect(twice.body).toEqual({ code: 'reactivation_link_invalid', error: 'Deze link om je account weer te activeren is verlopen of ongeldig.' });
  });

  it('a login within 14 days answers account_reactivatable; the form then reactivates with the credentials', async () => {
    const member = await newMember(site);
    await deleted(member);
    const login = await site.client().login(member.email, MEMBER_PASSWORD);
    expect(login.status).toBe(409);
    expect(login.body).toEqual({ code: 'account_reactivatable', error: 'Je account is verwijderd. Je kunt het binnen 14 dagen na het verwijderen weer activeren.' });
    // A wrong password learns nothing about the deletion.
    expect((await site.client().login(member.email, 'verkeerd')).body.code).toBe('login_failed');
    const browser = site.client();
    const answer = await browser.post('/api/reactivate.php', { email: member.email, password: MEMBER_PASSWORD });
    expect(answer.status).toBe(200);
    expect((await browser.get('/api/user.php')).body.user.id).toBe(member.id);
    expect((await site.client().login(member.email, MEMBER_PASSWORD)).status).toBe(200);
  });

  it('after 14 days the link and the login no longer reactivate', async () => {
    const member = await newMember(site);
    await deleted(member);
    const token = tokenIn((await newestMail(site, member.email, 'account_deleted'))!.text, '/account-deleted');
    clock.advance(14 * DAY + 60_000);
    try {
      expect((await site.client().post('/api/reactivate.php', { token })).body.code).toBe('reactivation_link_invalid');
      expect((await site.client().login(member.email, MEMBER_PASSWORD)).body.code).toBe('login_failed');
      expect((await site.client().post('/api/reactivate.php', { email: member.email, password: MEMBER_PASSWORD })).body.code).toBe('login_failed');
    } finally {
      clock.advance(-(14 * DAY + 60_000));
    }
  });

  it('the erasure job removes the personal data after 14 days and keeps the bookkeeping row', async () => {
    const member = await newMember(site);
    const form = new FormData();
    form.append('photo', new Blob([new Uint8Array(await photo(424242))], { type: 'image/jpeg' }), 'p.jpg');
    expect((await member.client.request('POST', '/api/photos.php', { body: form })).status).toBe(201);
    await member.client.post('/api/complaints.php', { category: 'other', description: 'Mijn klacht' });
    await db().insert(trackingData).values({ memberId: member.id, network: 'net', ref: 'r' });
    const folder = path.join(site.config.mediaDir, 'profiles', String(member.profileId));
    expect(fs.readdirSync(folder)).toHaveLength(4);
    const keeper = await newMember(site);
    await deleted(member);

    const job = startErasureJob(site.domains.deletion, { intervalMs: 20 });
    try {
      clock.advance(13 * DAY);
      expect(await job.runOnce()).toBe(0);
      clock.advance(1 * DAY + 1000);
      await expect.poll(async () => (await db().select().from(members).where(eq(members.id, member.id)))[0]!.erasedAt, { timeout: 10_000 }).not.toBeNull();
    } finally {
      job.stop();
      clock.advance(-(14 * DAY + 1000));
    }
    const [row] = await db().select().from(members).where(eq(members.id, member.id));
    expect(row).toMatchObject({ status: 'deleted', email: `erased-${member.id}@erased.invalid`, deletionReason: null, paidUser: false, credits: 0 });
    expect(row!.signupDate).toBeInstanceOf(Date);
    for (const table of [profiles, sessions, memberTokens, trackingData, outgoingMail]) {
      const [left] = await db().select({ n: count() }).from(table as typeof sessions).where(eq((table as typeof sessions).memberId, member.id));
      expect(Number(left!.n)).toBe(0);
    }
    expect(Number((await db().select({ n: count() }).from(profileImages).where(eq(profileImages.profileId, member.profileId)))[0]!.n)).toBe(0);
    expect(fs.existsSync(folder) ? fs.readdirSync(folder) : []).toEqual([]);
    // The complaint stays for the company, without the link to the member.
    expect(await db().select({ email: complaints.email }).from(complaints).where(isNull(complaints.memberId)).then((r) => r.length)).toBeGreaterThan(0);
    // Others are untouched; the address can sign up afresh.
    expect((await keeper.client.get('/api/user.php')).body.user.id).toBe(keeper.id);
    const signup = await site.client().post('/api/signup.php', { email: member.email, name: 'Nieuw', date_of_birth: '1980-01-01', password: MEMBER_PASSWORD });
    expect(signup.status).toBe(201);
  });

  it('is member only', async () => {
    expect((await site.client().request('DELETE', '/api/user.php', { json: { password: 'x', reason: '' } })).status).toBe(403);
  });
});
