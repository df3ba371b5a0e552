/**
 * What a member was told of lives on the account, on every backend: a match announced in one
 * browser is not announced again in another (POST /api/match-seen.php moves the account's time),
 * a right swipe that makes a match tells the swiper at once (match.created with who it is),
 * looking at the received likes clears the badge with its event in the same transaction (POST
 * /api/likes-seen.php), and the daily auto-like is one a member's day even when its like is gone.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { likes, members, serverEvents } from '../src/db/schema.js';
import { memberStream } from '../src/domains/server-events/service.js';
import { movableClock } from '../src/lib/clock.js';
import { availableBackends } from './support/backends.js';
import type { HttpClient } from './support/http-client.js';
import { startTestSite, type TestSite } from './support/test-site.js';
import { demoMember, deleteJson as del } from './support/demo-members.js';

describe.each(await availableBackends())('seen on the account on %s', (backend) => {
  let site: TestSite;
  const clock = movableClock(new Date('2026-03-10T10:00:00Z'));
  let free: { memberId: number; profileId: number };
  let premium: { memberId: number; profileId: number };
  let freeClient: HttpClient;
  let premiumClient: HttpClient;
  const db = () => site.database.db;

  /** Another browser of the member: a session of its own, nothing shared with the first. */
  async function newBrowser(email: string): Promise<HttpClient> {
    const client = site.client();
    expect((await client.login(email)).status).toBe(200);
    return client;
  }

  beforeAll(async () => {
    site = await startTestSite(backend, {}, { clock });
    free = await demoMember(site, 'free@example.com');
    premium = await demoMember(site, 'premium@example.com');
    freeClient = await newBrowser('free@example.com');
    premiumClient = await newBrowser('premium@example.com');
  });
  afterAll(() => site?.close());
  beforeEach(async () => {
    await db().delete(likes);
    // The test's clock is before the database's: nothing of this test counts as announced yet.
    await db().update(members).set({ matchesAnnouncedUntil: new Date('2026-01-01T00:00:00Z'), autoLikedAt: null });
  });

  it('announces a match once per account: seen in one browser, it is seen in every other', async () => {
    expect((await premiumClient.post('/api/like.php', { profile_id: free.profileId })).body.match).toBe(false);
    clock.advance(60_000);
    expect((await freeClient.post('/api/like.php', { profile_id: premium.profileId })).body.match).toBe(true);

    const unseen = (answer: { body: { matches: { id: number; liked_at: string }[]; matches_announced_until: string } }) =>
      answer.body.matches.filter((match) => Date.parse(match.liked_at) > Date.parse(answer.body.matches_announced_until)).map((match) => match.id);
    expect(unseen(await freeClient.get('/api/likes.php'))).toEqual([premium.profileId]);
    expect(unseen(await premiumClient.get('/api/likes.php'))).toEqual([free.profileId]);

    // free@ was shown the match: a new browser of free@ has nothing to announce, premium@ still has.
    const seen = await freeClient.post('/api/match-seen.php', { profile_id: premium.profileId });
    expect(seen).toMatchObject({ status: 200, body: { ok: true } });
    expect(unseen(await (await newBrowser('free@example.com')).get('/api/likes.php'))).toEqual([]);
    expect(unseen(await (await newBrowser('premium@example.com')).get('/api/likes.php'))).toEqual([free.profileId]);

    // Said again, nothing moves back; a profile the member has no match with is not found.
    expect((await freeClient.post('/api/match-seen.php', { profile_id: premium.profileId })).status).toBe(200);
    expect(unseen(await freeClient.get('/api/likes.php'))).toEqual([]);
    await del(premiumClient, '/api/like.php', { profile_id: free.profileId });
    expect((await premiumClient.post('/api/match-seen.php', { profile_id: free.profileId })).status).toBe(404);
    expect((await site.client().post('/api/match-seen.php', { profile_id: free.profileId })).status).toBe(403);
  });

  it('a right swipe on someone who liked the member tells the swiper of the match at once, with who it is', async () => {
    expect((await freeClient.post('/api/like.php', { profile_id: premium.profileId })).body.match).toBe(false);
    const before = await site.domains.serverEvents.head(premium.memberId);
    expect((await premiumClient.post('/api/swipe.php', { profile_id: free.profileId, liked: true })).status).toBe(200);
    const events = await db().select().from(serverEvents).where(eq(serverEvents.stream, memberStream(premium.memberId))).orderBy(desc(serverEvents.seq));
    const match = events.find((event) => event.seq > before && event.name === 'match.created');
    expect(match?.payload).toMatchObject({ profile_id: free.profileId, name: 'Mark', fictional: false });
  });

  it('clears the likes badge when the member looks at the received likes, with the event in the same transaction', async () => {
    expect((await premiumClient.post('/api/like.php', { profile_id: free.profileId })).status).toBe(200);
    expect((await freeClient.get('/api/counts.php')).body.counts.likes).toBe(1);
    const before = await site.domains.serverEvents.head(free.memberId);

    expect(await freeClient.post('/api/likes-seen.php', {})).toMatchObject({ status: 200, body: { ok: true } });
    expect((await freeClient.get('/api/counts.php')).body.counts.likes).toBe(0);
    expect((await freeClient.get('/api/likes.php')).body.liked_by[0]).toMatchObject({ id: premium.profileId, like_new: false });
    // The member's other tabs hear the new count: one event, written with the change.
    expect(await site.domains.serverEvents.head(free.memberId)).toBe(before + 1);
    const [last] = await db().select().from(serverEvents).where(eq(serverEvents.stream, memberStream(free.memberId))).orderBy(desc(serverEvents.seq)).limit(1);
    expect(last).toMatchObject({ name: 'counts.changed', payload: { counts: { likes: 0 } } });
    // Nothing unseen left: nothing is written, and the liker's own likes are untouched.
    expect((await freeClient.post('/api/likes-seen.php', {})).status).toBe(200);
    expect(await site.domains.serverEvents.head(free.memberId)).toBe(before + 1);
    expect((await freeClient.post('/api/likes-seen.php', { profile_id: 1 })).status).toBe(400);
  });

  it('gives the daily auto-like once a member’s day, stored on the account: a block of its liker brings no second one', async () => {
    const first = await freeClient.get('/api/auto-like.php');
    expect(first.body.profile).toMatchObject({ fictional: true });
    const id = first.body.profile.id as number;
    // The block removes the auto-like's like; unblocked, the day's auto-like is still spent.
    expect((await freeClient.post('/api/block.php', { profile_id: id })).status).toBe(200);
    expect((await del(freeClient, '/api/block.php', { profile_id: id })).status).toBe(200);
    expect(await db().select().from(likes).where(and(eq(likes.likedProfileId, free.profileId), eq(likes.source, 'auto')))).toEqual([]);
    expect((await (await newBrowser('free@example.com')).get('/api/auto-like.php')).body).toEqual({ profile: null });
    const [account] = await db().select({ at: members.autoLikedAt }).from(members).where(eq(members.id, free.memberId));
    expect(account?.at?.toISOString()).toBe(clock.now().toISOString());
    // The next day brings the next one.
    clock.advance(24 * 3_600_000);
    expect((await freeClient.get('/api/auto-like.php')).body.profile).toMatchObject({ fictional: true });
  });
});
