/**
 * Account deletion over real HTTP on every backend: password and reason, logged out everywhere,
 * reactivation by the mailed link or by logging in within 14 days, and the erasure job (moved
 * clock) that removes the personal data after that and keeps the bookkeeping row, and the
 * account's conversations with their photos' files (only once the erasure has committed).
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { count, eq, isNull, sql } from 'drizzle-orm';
import { complaints, members, memberTokens, messages, outgoingMail, profileImages, profiles, sessions, trackingData } from '../src/db/schema.js';
import { startErasureJob } from '../src/domains/deletion/index.js';
import { availableBackends } from './support/backends.js';
import { payingMember, sendChatPhoto } from './support/chat.js';
import { MEMBER_PASSWORD, newestMail, newMember, tokenIn, type TestMember } from './support/members.js';
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

  it('the erasure removes the account\'s conversations with the files of every photo in them, from either side, and its profile photos, once committed', async () => {
    const leaving = await payingMember(site, 100);
    const staying = await payingMember(site, 100);
    const form = new FormData();
    form.append('photo', new Blob([new Uint8Array(await photo(535353))], { type: 'image/jpeg' }), 'p.jpg');
    expect((await leaving.client.request('POST', '/api/photos.php', { body: form })).status).toBe(201);
    const profileFolder = path.join(site.config.mediaDir, 'profiles', String(leaving.profileId));
    const profileFiles = () => (fs.existsSync(profileFolder) ? fs.readdirSync(profileFolder) : []);
    expect(profileFiles()).toHaveLength(4);
    const mine = await sendChatPhoto(leaving, { profile_id: staying.profileId }, await photo(515151));
    expect(mine.status, mine.text).toBe(200);
    const conversation = mine.body.conversation.id;
    const theirs = await sendChatPhoto(staying, { conversation_id: conversation }, await photo(525252));
    expect(theirs.status, theirs.text).toBe(200);
    const chatFiles = (member: TestMember) => {
      const folder = path.join(site.config.mediaDir, 'chat', String(member.id));
      return fs.existsSync(folder) ? fs.readdirSync(folder) : [];
    };
    const conversationsOf = async (member: TestMember) => (await member.client.get('/api/chats.php')).body.chats.map((chat: { conversation: { id: number } }) => chat.conversation.id);
    const messagesLeft = async () => Number((await db().select({ n: count() }).from(messages).where(eq(messages.conversationId, conversation)))[0]!.n);
    // Three sizes and the blurred copy of each side's photo.
    expect(chatFiles(leaving)).toHaveLength(4);
    expect(chatFiles(staying)).toHaveLength(4);
    expect(await conversationsOf(staying)).toContain(conversation);
    await deleted(leaving);

    const job = startErasureJob(site.domains.deletion, { intervalMs: 60 * 60_000 });
    clock.advance(14 * DAY + 1000);
    try {
      // An erasure that fails after the chat's part keeps the messages, so it keeps their files too.
      await db().execute(sql.raw(`create function refuse_erasure() returns trigger language plpgsql as $$
        begin if new.id = ${leaving.id} and new.erased_at is not null then raise exception 'erasure refused by the test'; end if; return new; end $$`));
      await db().execute(sql`create trigger refuse_erasure before update on members for each row execute function refuse_erasure()`);
      try {
        await expect(job.runOnce()).rejects.toThrow();
      } finally {
        await db().execute(sql`drop trigger refuse_erasure on members`);
        await db().execute(sql`drop function refuse_erasure()`);
      }
      expect(await messagesLeft()).toBe(2);
      expect(chatFiles(leaving)).toHaveLength(4);
      // Its profile keeps its photos, rows and files alike.
      expect(profileFiles()).toHaveLength(4);
      expect(Number((await db().select({ n: count() }).from(profileImages).where(eq(profileImages.profileId, leaving.profileId)))[0]!.n)).toBe(1);
      expect(chatFiles(staying)).toHaveLength(4);

      expect(await job.runOnce()).toBeGreaterThanOrEqual(1);
    } finally {
      await job.stop();
      clock.advance(-(14 * DAY + 1000));
    }
    expect((await db().select().from(members).where(eq(members.id, leaving.id)))[0]!.erasedAt).not.toBeNull();
    expect(await messagesLeft()).toBe(0);
    expect(chatFiles(leaving)).toEqual([]);
    expect(chatFiles(staying)).toEqual([]);
    expect(profileFiles()).toEqual([]);
    expect(await conversationsOf(staying)).not.toContain(conversation);
    expect((await staying.client.get(theirs.body.message.photo.sizes[0].url)).status).toBe(404);
  });

  it('is member only', async () => {
    expect((await site.client().request('DELETE', '/api/user.php', { json: { password: 'x', reason: '' } })).status).toBe(403);
  });
});
