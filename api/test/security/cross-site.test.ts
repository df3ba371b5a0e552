/**
 * No cross-site writes: a form on another site cannot log a visitor in as someone else, sign up,
 * change the language or log out, and a link or image there cannot create the day's auto-like or
 * mark a like seen (the GETs that change state); HEAD never logs out. Same-origin pages and clients that are no
 * browser (no Origin, Referer or Fetch Metadata) keep working.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { likes, profiles } from '../../src/db/schema.js';
import { demoMember } from '../support/demo-members.js';
import { startTestSite, type TestSite } from '../support/test-site.js';

/** What Chromium sends with an auto-submitting form on evil.example. */
const FROM_EVIL_SITE = { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate', origin: 'https://evil.example' };
/** An older browser without Fetch Metadata still sends Origin on a cross-site POST. */
const FROM_EVIL_ORIGIN = { origin: 'https://evil.example' };

describe('cross-site requests', () => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startTestSite('pglite');
  });
  afterAll(() => site?.close());

  it('a cross-site auto-submitting form cannot log the visitor in as someone else', async () => {
    for (const headers of [FROM_EVIL_SITE, FROM_EVIL_ORIGIN, { referer: 'https://evil.example/trap.html' }, { origin: 'null' }]) {
      const victim = site.client();
      const answer = await victim.request('POST', '/api/user.php', {
        body: 'email=free%40example.com&password=demo1234',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'en', ...headers },
      });
      expect(answer.status, JSON.stringify(headers)).toBe(403);
      expect(answer.body).toEqual({ code: 'cross_site_request', error: 'This request came from another site and was refused. Reload the page and try again.' });
      expect(victim.cookies.has('auth')).toBe(false);
    }
  });

  it('a cross-site signup is refused and creates nobody', async () => {
    const victim = site.client();
    const answer = await victim.request('POST', '/api/signup.php', {
      body: 'email=trap%40example.com&name=Trap&date_of_birth=1990-01-01&password=Zeer-geheim-42',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...FROM_EVIL_SITE },
    });
    expect(answer.status).toBe(403);
    expect(answer.body.code).toBe('cross_site_request');
    expect(victim.cookies.has('auth')).toBe(false);
    const outbox = await site.client().get('/dev/outbox.json?to=trap@example.com');
    expect(outbox.body).toEqual([]);
  });

  it('a cross-site language change or reset request is refused; the same page from this site passes', async () => {
    const member = site.client();
    expect((await member.login('free@example.com')).status).toBe(200);
    const put = await member.request('PUT', '/api/user.php', { json: { language: 'de' }, headers: FROM_EVIL_SITE });
    expect(put.status).toBe(403);
    expect((await member.get('/api/user.php')).body.user.language).toBe('nl');
    const reset = await member.request('POST', '/api/password-reset.php', { json: { email: 'free@example.com' }, headers: { 'sec-fetch-site': 'same-site' } });
    expect(reset.status).toBe(403);

    const own = await member.request('PUT', '/api/user.php', { json: { language: 'de' }, headers: { 'sec-fetch-site': 'same-origin', origin: site.baseUrl } });
    expect(own.status).toBe(200);
    const oldBrowser = await member.request('PUT', '/api/user.php', { json: { language: 'nl' }, headers: { origin: site.baseUrl } });
    expect(oldBrowser.status).toBe(200);
  });

  it('a cross-site link or image to /api/logout.php does not log the member out', async () => {
    const member = site.client();
    await member.login('free@example.com');
    const navigation = await member.get('/api/logout.php', { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate' });
    expect(navigation.status).toBe(403);
    expect(navigation.body.code).toBe('cross_site_request');
    const image = await member.get('/api/logout.php', { referer: 'https://evil.example/page' });
    expect(image.status).toBe(403);
    expect(member.cookies.has('auth')).toBe(true);
    expect((await member.get('/api/user.php')).body.user.email).toBe('free@example.com');

    const own = await member.get('/api/logout.php', { 'sec-fetch-site': 'same-origin' });
    expect(own.status).toBe(200);
    expect(own.body).toEqual({ ok: true });
    expect((await member.get('/api/user.php')).body.user).toBeNull();
  });

  it('a cross-site navigation to /api/auto-like.php creates no auto-like; the site\'s own call does', async () => {
    const member = site.client();
    await member.login('premium@example.com');
    const { profileId } = await demoMember(site, 'premium@example.com');
    const autoLikes = async () => (await site.database.db.select({ id: likes.id }).from(likes).where(and(eq(likes.likedProfileId, profileId), eq(likes.source, 'auto')))).length;
    const before = await autoLikes();
    const navigation = await member.get('/api/auto-like.php', { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate' });
    expect(navigation.status).toBe(403);
    expect(navigation.body.code).toBe('cross_site_request');
    expect(await autoLikes()).toBe(before);
    const own = await member.get('/api/auto-like.php', { 'sec-fetch-site': 'same-origin' });
    expect(own.status).toBe(200);
    expect(own.body.profile).not.toBeNull();
    expect(await autoLikes()).toBe(before + 1);
  });

  it('an <img> on another site pointing at /api/profile.php does not mark the like seen; opening the profile does', async () => {
    const member = site.client();
    await member.login('free@example.com');
    const { profileId } = await demoMember(site, 'free@example.com');
    const [liker] = await site.database.db.select({ id: profiles.id }).from(profiles).where(eq(profiles.fictional, true)).limit(1);
    await site.database.db.insert(likes).values({ likerProfileId: liker!.id, likedProfileId: profileId, source: 'auto' }).onConflictDoNothing();
    const likeNew = async () => (await site.database.db.select({ likeNew: likes.likeNew }).from(likes).where(and(eq(likes.likerProfileId, liker!.id), eq(likes.likedProfileId, profileId))))[0]!.likeNew;
    expect(await likeNew()).toBe(true);
    const image = await member.get(`/api/profile.php?id=${liker!.id}`, { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'no-cors', 'sec-fetch-dest': 'image' });
    expect(image.status).toBe(403);
    expect(await likeNew()).toBe(true);
    const own = await member.get(`/api/profile.php?id=${liker!.id}`, { 'sec-fetch-site': 'same-origin' });
    expect(own.status).toBe(200);
    expect(await likeNew()).toBe(false);
  });

  it('HEAD /api/logout.php never logs out', async () => {
    const member = site.client();
    await member.login('free@example.com');
    const token = member.cookies.get('auth');
    const head = await member.request('HEAD', '/api/logout.php', { headers: { 'sec-fetch-site': 'same-origin' } });
    expect(head.status).toBe(405);
    expect(head.headers.allow).toBe('GET');
    expect(member.cookies.get('auth')).toBe(token);
    expect((await member.get('/api/user.php')).body.user.email).toBe('free@example.com');
  });
});
