/**
 * Likes on every backend: like and unlike with their refusals, the lists with like_new
 * and the badge, a profile view clearing like_new (the profile.viewed event), one match when two
 * members like each other at the same moment, the auto-like's rules (once a member's day, never
 * with like notifications off, never the same profile twice, fitting "seeking"), and the
 * page-bounce beacon.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq, inArray, or } from 'drizzle-orm';
import { likes, pageBounces, profiles } from '../src/db/schema.js';
import { movableClock } from '../src/lib/clock.js';
import { availableBackends } from './support/backends.js';
import type { HttpClient } from './support/http-client.js';
import { startTestSite, type TestSite } from './support/test-site.js';
import { demoMember, deleteJson as del } from './support/demo-members.js';

describe.each(await availableBackends())('likes on %s', (backend) => {
  let site: TestSite;
  const clock = movableClock(new Date('2026-03-10T10:00:00Z'));
  let free: { memberId: number; profileId: number };
  let premium: { memberId: number; profileId: number };
  let hidden: { memberId: number; profileId: number };
  let freeClient: HttpClient;
  let premiumClient: HttpClient;
  const db = () => site.database.db;
  const demo = (email: string) => demoMember(site, email);
  const allLikes = () => db().select().from(likes).orderBy(likes.id);
  const ids = (list: { id: number }[]) => list.map((entry) => entry.id);

  beforeAll(async () => {
    site = await startTestSite(backend, {}, { clock });
    free = await demo('free@example.com');
    premium = await demo('premium@example.com');
    hidden = await demo('new@example.com');
    freeClient = site.client();
    premiumClient = site.client();
    expect((await freeClient.login('free@example.com')).status).toBe(200);
    expect((await premiumClient.login('premium@example.com')).status).toBe(200);
  });
  afterAll(() => site?.close());
  beforeEach(async () => {
    await db().delete(likes);
  });

  it('answers a visitor 403 with the auth-required flag on every member endpoint', async () => {
    const visitor = site.client();
    for (const answer of [
      await visitor.get('/api/likes.php'),
      await visitor.post('/api/like.php', { profile_id: premium.profileId }),
      await del(visitor, '/api/like.php', { profile_id: premium.profileId }),
      await visitor.get('/api/auto-like.php'),
    ]) {
      expect(answer.status).toBe(403);
      expect(answer.body).toMatchObject({ code: 'auth_required', auth_required: true });
    }
    expect(await allLikes()).toEqual([]);
  });

  it('refuses one’s own, hidden, blocked, unknown and already liked profiles, changing nothing', async () => {
    const [fictional] = await db().select().from(profiles).where(eq(profiles.fictional, true)).orderBy(profiles.id).limit(1);
    for (const profileId of [free.profileId, hidden.profileId, 999_999]) {
      const answer = await freeClient.post('/api/like.php', { profile_id: profileId });
      expect(answer.status, `profile ${profileId}`).toBe(404);
      expect(answer.body.code).toBe('not_found');
    }
    expect((await freeClient.post('/api/like.php', { profile_id: 'x' })).status).toBe(400);
    expect((await freeClient.post('/api/like.php', {})).status).toBe(400);
    expect(await allLikes()).toEqual([]);

    expect((await freeClient.post('/api/like.php', { profile_id: fictional!.id })).status).toBe(200);
    const twice = await freeClient.post('/api/like.php', { profile_id: fictional!.id });
    expect(twice.status).toBe(409);
    // In the member's saved language (nl).
    expect(twice.body).toMatchObject({ code: 'already_liked', error: 'Je hebt dit profiel al geliket.' });
    expect(await allLikes()).toHaveLength(1);

    // Blocked: the block removes the like, and the profile can no longer be liked.
    expect((await freeClient.post('/api/block.php', { profile_id: fictional!.id })).status).toBe(200);
    expect(await allLikes()).toEqual([]);
    expect((await freeClient.post('/api/like.php', { profile_id: fictional!.id })).status).toBe(404);
    expect(await allLikes()).toEqual([]);
    expect((await del(freeClient, '/api/block.php', { profile_id: fictional!.id })).status).toBe(200);
  });

  it('lists a like on both sides, counts it as new until the profile is opened, then matches on a like back', async () => {
    const liked = await premiumClient.post('/api/like.php', { profile_id: free.profileId });
    expect(liked.status).toBe(200);
    expect(liked.body.match).toBe(false);
    expect(liked.body.profile).toMatchObject({ id: free.profileId, name: 'Mark' });

    const freeLikes = await freeClient.get('/api/likes.php');
    expect(freeLikes.status).toBe(200);
    expect(freeLikes.body.profiles).toEqual([]);
    expect(freeLikes.body.liked_by).toHaveLength(1);
    expect(freeLikes.body.liked_by[0]).toMatchObject({ id: premium.profileId, name: 'Sanne', like_new: true });
    expect(freeLikes.body.liked_by[0].liked_at).toBe(clock.now().toISOString());
    expect(freeLikes.body.new_likes).toBe(1);
    expect((await freeClient.get('/api/counts.php')).body.counts).toEqual({ messages: 0, likes: 1 });
    const premiumLikes = await premiumClient.get('/api/likes.php');
    expect(ids(premiumLikes.body.profiles)).toEqual([free.profileId]);
    expect(premiumLikes.body.liked_by).toEqual([]);
    expect((await premiumClient.get('/api/counts.php')).body.counts.likes).toBe(0);

    // Opening the liker's profile marks the like as seen (only for the liked member).
    expect((await premiumClient.get(`/api/profile.php?id=${free.profileId}`)).status).toBe(200);
    expect((await freeClient.get('/api/counts.php')).body.counts.likes).toBe(1);
    expect((await freeClient.get(`/api/profile.php?id=${premium.profileId}`)).status).toBe(200);
    expect((await freeClient.get('/api/counts.php')).body.counts.likes).toBe(0);
    expect((await freeClient.get('/api/likes.php')).body.liked_by[0].like_new).toBe(false);

    const back = await freeClient.post('/api/like.php', { profile_id: premium.profileId });
    expect(back.status).toBe(200);
    expect(back.body.match).toBe(true);
    for (const [client, other] of [[freeClient, premium], [premiumClient, free]] as const) {
      const answer = await client.get('/api/likes.php');
      expect(ids(answer.body.profiles)).toEqual([other.profileId]);
      expect(ids(answer.body.liked_by)).toEqual([other.profileId]);
    }
    expect((await premiumClient.get('/api/counts.php')).body.counts.likes).toBe(1);
  });

  it('takes a like back, once', async () => {
    expect((await premiumClient.post('/api/like.php', { profile_id: free.profileId })).status).toBe(200);
    const taken = await del(premiumClient, '/api/like.php', { profile_id: free.profileId });
    expect(taken.status).toBe(200);
    expect(taken.body).toEqual({ ok: true });
    expect(await allLikes()).toEqual([]);
    expect((await freeClient.get('/api/likes.php')).body.liked_by).toEqual([]);
    expect((await del(premiumClient, '/api/like.php', { profile_id: free.profileId })).status).toBe(404);
  });

  it('makes exactly one match when two members like each other at the same moment, and both see it', async () => {
    for (let round = 0; round < 5; round++) {
      await db().delete(likes);
      const [a, b] = await Promise.all([
        freeClient.post('/api/like.php', { profile_id: premium.profileId }),
        premiumClient.post('/api/like.php', { profile_id: free.profileId }),
      ]);
      expect([a.status, b.status]).toEqual([200, 200]);
      expect([a.body.match, b.body.match].filter(Boolean), `round ${round}`).toHaveLength(1);
      for (const [client, other] of [[freeClient, premium], [premiumClient, free]] as const) {
        const answer = await client.get('/api/likes.php');
        expect(ids(answer.body.profiles)).toEqual([other.profileId]);
        expect(ids(answer.body.liked_by)).toEqual([other.profileId]);
      }
    }
  });

  it('auto-likes once a member’s day with a fictional profile the member seeks, never the same one twice', async () => {
    const seen: number[] = [];
    for (let day = 0; day < 3; day++) {
      const first = await freeClient.get('/api/auto-like.php');
      expect(first.status).toBe(200);
      expect(first.body.profile).not.toBeNull();
      const { id, main_image } = first.body.profile;
      expect(main_image.match).toMatch(/\.webp$/);
      const [liker] = await db().select().from(profiles).where(eq(profiles.id, id));
      expect(liker).toMatchObject({ fictional: true, gender: 'female' }); // free@ (Mark) seeks women
      seen.push(id);
      // Twice the same day (even at once): nothing more.
      const again = await Promise.all([freeClient.get('/api/auto-like.php'), freeClient.get('/api/auto-like.php')]);
      expect(again.map((answer) => answer.body)).toEqual([{ profile: null }, { profile: null }]);
      const list = await freeClient.get('/api/likes.php');
      expect(list.body.liked_by[0]).toMatchObject({ id, like_new: true });
      expect(list.body.liked_by).toHaveLength(day + 1);
      clock.advance(24 * 3_600_000);
    }
    expect(new Set(seen).size).toBe(3);
    const auto = await db().select().from(likes).where(eq(likes.source, 'auto'));
    expect(auto.map((like) => like.likerProfileId).sort()).toEqual([...seen].sort());

    // A like back of an auto-like is a match.
    expect((await freeClient.post('/api/like.php', { profile_id: seen[0]! })).body.match).toBe(true);
  });

  it('never auto-likes a member who switched like notifications off', async () => {
    expect((await premiumClient.put('/api/notifications.php', { notifications_disabled: ['like'] })).status).toBe(200);
    try {
      expect((await premiumClient.get('/api/auto-like.php')).body).toEqual({ profile: null });
      expect(await allLikes()).toEqual([]);
    } finally {
      expect((await premiumClient.put('/api/notifications.php', { notifications_disabled: [] })).status).toBe(200);
    }
    expect((await premiumClient.get('/api/auto-like.php')).body.profile).not.toBeNull();
  });

  it('stores a page-bounce beacon with the member or as a visitor, for pages of this site only', async () => {
    await db().delete(pageBounces);
    const origin = site.baseUrl;
    expect((await freeClient.post('/api/page-hidden.php', {}, { referer: `${origin}/members/12?lb=1` })).status).toBe(200);
    expect((await site.client().post('/api/page-hidden.php', {}, { referer: `${origin}/likes` })).status).toBe(200);
    // Another site's page is refused as a cross-site write; a beacon without a Referer stores nothing.
    expect((await site.client().post('/api/page-hidden.php', {}, { referer: 'https://elsewhere.example/x' })).status).toBe(403);
    expect((await site.client().post('/api/page-hidden.php', {})).status).toBe(200);
    expect((await site.client().post('/api/page-hidden.php', { page: '/x' })).status).toBe(400);
    const rows = await db().select().from(pageBounces).orderBy(pageBounces.id);
    expect(rows.map((row) => [row.memberId, row.page])).toEqual([[free.memberId, '/members/12?lb=1'], [null, '/likes']]);
  });

  it('removes an auto-like when the member blocks that profile', async () => {
    const auto = await premiumClient.get('/api/auto-like.php');
    clock.advance(24 * 3_600_000);
    const id = auto.body.profile?.id ?? (await premiumClient.get('/api/auto-like.php')).body.profile.id;
    expect((await premiumClient.post('/api/block.php', { profile_id: id })).status).toBe(200);
    const left = await db().select().from(likes).where(and(eq(likes.likedProfileId, premium.profileId), or(eq(likes.likerProfileId, id))));
    expect(left).toEqual([]);
    expect((await del(premiumClient, '/api/block.php', { profile_id: id })).status).toBe(200);
    expect(await db().select().from(likes).where(inArray(likes.likerProfileId, [id]))).toEqual([]);
  });
});
