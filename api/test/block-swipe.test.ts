/**
 * POST/DELETE /api/block.php and POST /api/swipe.php: the block is a domain event every domain
 * handles for its own rows (tested end to end with a handler registered as a domain registers
 * one), and the swipe game's four likes a day, counted on the server in the member's day.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { LOCALE_COOKIE, SWIPE_LIKES_PER_DAY } from '@dating/shared-contracts';
import { likes, profiles, swipeDays } from '../src/db/schema.js';
import type { DomainEvents } from '../src/domains/events.js';
import { memberDay } from '../src/domains/likes/index.js';
import { availableBackends } from './support/backends.js';
import { startTestSite, type TestSite } from './support/test-site.js';
import { demoMember, deleteJson as del } from './support/demo-members.js';

describe.each(await availableBackends())('blocking and the swipe game on %s', (backend) => {
  let site: TestSite;
  let fictional: (typeof profiles.$inferSelect)[];
  let free: { memberId: number; profileId: number };
  let premium: { memberId: number; profileId: number };
  const db = () => site.database.db;
  const loggedIn = async (email: string) => {
    const client = site.client();
    expect((await client.login(email)).status).toBe(200);
    return client;
  };
  const demo = (email: string) => demoMember(site, email);
  const likesOf = (memberId: number) => db().select().from(likes).where(eq(likes.likerMemberId, memberId));

  beforeAll(async () => {
    site = await startTestSite(backend);
    fictional = await db().select().from(profiles).where(eq(profiles.fictional, true)).orderBy(profiles.id);
    free = await demo('free@example.com');
    premium = await demo('premium@example.com');
  });
  afterAll(() => site?.close());

  describe('block', () => {
    it('refuses a visitor before reading the body, and unknown or own profiles with 404', async () => {
      const visitor = await site.client().post('/api/block.php', { profile_id: fictional[0]!.id });
      expect(visitor.status).toBe(403);
      expect(visitor.body.auth_required).toBe(true);
      const client = await loggedIn('free@example.com');
      expect((await client.post('/api/block.php', { profile_id: 999_999 })).status).toBe(404);
      expect((await client.post('/api/block.php', { profile_id: free.profileId })).status).toBe(404);
      expect((await client.post('/api/block.php', { profile_id: 'x' })).status).toBe(400);
    });

    it("announces member.blocked to every domain's handler, deletes the likes both ways, and hides both members", async () => {
      const seen: DomainEvents['member.blocked'][] = [];
      // Registered exactly as a domain registers its handler (the chat domain will do the same).
      const off = site.domains.events.on('member.blocked', async (event) => {
        seen.push(event);
      });
      try {
        const freeClient = await loggedIn('free@example.com');
        const premiumClient = await loggedIn('premium@example.com');
        expect((await freeClient.post('/api/swipe.php', { profile_id: premium.profileId, liked: true })).status).toBe(200);
        expect((await premiumClient.post('/api/swipe.php', { profile_id: free.profileId, liked: true })).status).toBe(200);
        expect((await freeClient.post('/api/swipe.php', { profile_id: fictional[1]!.id, liked: true })).status).toBe(200);

        const answer = await premiumClient.post('/api/block.php', { profile_id: free.profileId });
        expect(answer.status).toBe(200);
        expect(answer.body).toEqual({ ok: true });
        expect(seen).toEqual([{ blockerMemberId: premium.memberId, blockerProfileId: premium.profileId, blockedProfileId: free.profileId, blockedMemberId: free.memberId }]);
        // The likes domain's own handler removed the likes between the two, and only those.
        expect((await likesOf(premium.memberId)).map((l) => l.likedProfileId)).not.toContain(free.profileId);
        expect((await likesOf(free.memberId)).map((l) => l.likedProfileId)).toEqual([fictional[1]!.id]);
        // Hidden from each other everywhere: search, profile, swipe.
        const freeSearch = await freeClient.get('/api/search.php?all=1&page=1');
        const freeSeen = [...freeSearch.body.profiles, ...(await freeClient.get('/api/search.php?all=1&page=2')).body.profiles].map((c: { id: number }) => c.id);
        expect(freeSeen).not.toContain(premium.profileId);
        expect((await freeClient.get(`/api/profile.php?id=${premium.profileId}`)).status).toBe(404);
        expect((await premiumClient.get(`/api/profile.php?id=${free.profileId}`)).status).toBe(404);
        expect((await freeClient.post('/api/swipe.php', { profile_id: premium.profileId, liked: true })).status).toBe(404);

        // Unblocking shows them again; what was deleted stays deleted.
        const unblocked = await del(premiumClient, '/api/block.php', { profile_id: free.profileId });
        expect(unblocked.status).toBe(200);
        expect((await freeClient.get(`/api/profile.php?id=${premium.profileId}`)).status).toBe(200);
        expect((await likesOf(premium.memberId)).map((l) => l.likedProfileId)).not.toContain(free.profileId);
      } finally {
        off();
        await db().delete(likes).where(inArray(likes.likerMemberId, [free.memberId, premium.memberId]));
      }
    });

    it('blocks a fictional profile (no member behind it) and is harmless twice', async () => {
      const client = await loggedIn('free@example.com');
      const target = fictional[2]!;
      expect((await client.post('/api/block.php', { profile_id: target.id })).status).toBe(200);
      expect((await client.post('/api/block.php', { profile_id: target.id })).status).toBe(200);
      expect((await client.get(`/api/profile.php?id=${target.id}`)).status).toBe(404);
      await del(client, '/api/block.php', { profile_id: target.id });
      expect((await client.get(`/api/profile.php?id=${target.id}`)).status).toBe(200);
    });

    it('fails the request when a domain cannot remove its rows, so the member can try again', async () => {
      const off = site.domains.events.on('member.blocked', async () => {
        throw new Error('chat store unavailable');
      });
      try {
        const client = await loggedIn('free@example.com');
        const answer = await client.post('/api/block.php', { profile_id: fictional[3]!.id });
        expect(answer.status).toBe(500);
        expect(answer.body).toEqual({ error: 'Er is een fout opgetreden, probeer het later opnieuw.', code: 'generic' });
      } finally {
        off();
      }
    });
  });

  describe('swipe game', () => {
    it('allows a free member four likes a day, then answers 429 with a translated message and when the next like is possible', async () => {
      const client = await loggedIn('free@example.com');
      await db().delete(likes).where(eq(likes.likerMemberId, free.memberId));
      await db().delete(swipeDays).where(eq(swipeDays.memberId, free.memberId));
      const day = memberDay('NL', new Date());
      expect((await client.get('/api/swipe.php')).body).toEqual({ likes_left: SWIPE_LIKES_PER_DAY, resets_at: day.end.toISOString() });
      for (let i = 0; i < SWIPE_LIKES_PER_DAY; i++) {
        const answer = await client.post('/api/swipe.php', { profile_id: fictional[10 + i]!.id, liked: true });
        expect(answer.status).toBe(200);
        expect(answer.body).toEqual({ liked: true, matched: false, likes_left: SWIPE_LIKES_PER_DAY - 1 - i, resets_at: day.end.toISOString() });
      }
      // The demo members speak Dutch (their saved language wins over the browser's).
      const fifth = await client.post('/api/swipe.php', { profile_id: fictional[15]!.id, liked: true }, { 'accept-language': 'en' });
      expect(fifth.status).toBe(429);
      expect((await client.get('/api/swipe.php')).body).toEqual({ likes_left: 0, resets_at: day.end.toISOString() });
      expect(fifth.body).toEqual({
        error: 'Je hebt vandaag al je 4 likes gegeven. Morgen kun je weer liken.',
        code: 'swipe_limit',
        retry_at: day.end.toISOString(),
      });
      // A page in another language than the saved one (the locale cookie) gets its answers in the page's language.
      client.cookies.set(LOCALE_COOKIE, 'de');
      const onGermanPage = await client.post('/api/swipe.php', { profile_id: fictional[15]!.id, liked: true });
      client.cookies.delete(LOCALE_COOKIE);
      expect(onGermanPage.status).toBe(429);
      expect(onGermanPage.body.error).toBe('Du hast heute bereits deine 4 Likes vergeben. Morgen kannst du wieder liken.');
      await client.put('/api/user.php', { language: 'en' });
      try {
        const english = await client.post('/api/swipe.php', { profile_id: fictional[15]!.id, liked: true });
        expect(english.body.error).toBe('You have used your 4 likes for today. You can like again tomorrow.');
      } finally {
        await client.put('/api/user.php', { language: 'nl' });
      }
      // Nothing was stored for the refused likes; a skip is still possible and costs nothing.
      expect(await likesOf(free.memberId)).toHaveLength(SWIPE_LIKES_PER_DAY);
      const skip = await client.post('/api/swipe.php', { profile_id: fictional[15]!.id, liked: false });
      expect(skip.body).toEqual({ liked: false, matched: false, likes_left: 0, resets_at: day.end.toISOString() });
      // Liking an already liked profile again changes nothing.
      expect((await client.post('/api/swipe.php', { profile_id: fictional[10]!.id, liked: true })).status).toBe(200);
    });

    it('stores a real like: liker, liked profile, time, new for the liked member, one per pair', async () => {
      const rows = await likesOf(free.memberId);
      expect(rows.every((row) => row.source === 'swipe' && row.likeNew && row.createdAt instanceof Date)).toBe(true);
      expect(new Set(rows.map((row) => row.likedProfileId)).size).toBe(rows.length);
    });

    it('counts likes of earlier days out: the day runs in the member country\'s time zone', async () => {
      const today = memberDay('NL', new Date());
      const yesterday = memberDay('NL', new Date(today.start.getTime() - 60_000));
      await db().update(swipeDays).set({ dayStart: yesterday.start, dayEnd: yesterday.end }).where(eq(swipeDays.memberId, free.memberId));
      const client = await loggedIn('free@example.com');
      const answer = await client.post('/api/swipe.php', { profile_id: fictional[15]!.id, liked: true });
      expect(answer.status).toBe(200);
      expect(answer.body.likes_left).toBe(SWIPE_LIKES_PER_DAY - 1);
    });

    it('lets a premium member swipe without the daily limit: no likes left to count, never a 429', async () => {
      await db().delete(likes).where(eq(likes.likerMemberId, premium.memberId));
      await db().delete(swipeDays).where(eq(swipeDays.memberId, premium.memberId));
      const client = await loggedIn('premium@example.com');
      const day = memberDay('NL', new Date());
      expect((await client.get('/api/swipe.php')).body).toEqual({ likes_left: null, resets_at: day.end.toISOString() });
      for (const profile of fictional.slice(0, SWIPE_LIKES_PER_DAY + 2)) {
        const answer = await client.post('/api/swipe.php', { profile_id: profile.id, liked: true });
        expect(answer.status).toBe(200);
        expect(answer.body).toEqual({ liked: true, matched: false, likes_left: null, resets_at: day.end.toISOString() });
      }
      expect(await likesOf(premium.memberId)).toHaveLength(SWIPE_LIKES_PER_DAY + 2);
    });

    it('says when the like makes a match: the profile had liked the member already', async () => {
      await db().delete(likes).where(eq(likes.likerMemberId, free.memberId));
      await db().delete(swipeDays).where(eq(swipeDays.memberId, free.memberId));
      const premiumClient = await loggedIn('premium@example.com');
      expect((await premiumClient.post('/api/swipe.php', { profile_id: free.profileId, liked: true })).body.matched).toBe(false);
      const client = await loggedIn('free@example.com');
      const answer = await client.post('/api/swipe.php', { profile_id: premium.profileId, liked: true });
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ liked: true, matched: true, likes_left: SWIPE_LIKES_PER_DAY - 1 });
      expect((await client.post('/api/swipe.php', { profile_id: fictional[16]!.id, liked: true })).body.matched).toBe(false);
    });

    it('never lets parallel likes pass the limit', async () => {
      await db().delete(likes).where(eq(likes.likerMemberId, free.memberId));
      await db().delete(swipeDays).where(eq(swipeDays.memberId, free.memberId));
      const client = await loggedIn('free@example.com');
      const answers = await Promise.all(fictional.slice(4, 12).map((p) => client.post('/api/swipe.php', { profile_id: p.id, liked: true })));
      expect(answers.filter((a) => a.status === 200)).toHaveLength(SWIPE_LIKES_PER_DAY);
      expect(answers.filter((a) => a.status === 429)).toHaveLength(8 - SWIPE_LIKES_PER_DAY);
      expect(await db().select().from(likes).where(and(eq(likes.likerMemberId, free.memberId), eq(likes.source, 'swipe')))).toHaveLength(SWIPE_LIKES_PER_DAY);
    });

    it('refuses visitors, unknown and hidden profiles, and bad bodies', async () => {
      expect((await site.client().post('/api/swipe.php', { profile_id: fictional[0]!.id, liked: true })).status).toBe(403);
      expect((await site.client().get('/api/swipe.php')).status).toBe(403);
      const client = await loggedIn('premium@example.com');
      expect((await client.post('/api/swipe.php', { profile_id: 999_999, liked: true })).status).toBe(404);
      expect((await client.post('/api/swipe.php', { profile_id: premium.profileId, liked: true })).status).toBe(404);
      expect((await client.post('/api/swipe.php', { profile_id: fictional[0]!.id })).status).toBe(400);
      expect((await client.post('/api/swipe.php', { profile_id: fictional[0]!.id, liked: 'yes' })).status).toBe(400);
    });
  });
});

describe("a member's day", () => {
  it('runs from midnight to midnight in the country\'s zone, across daylight saving changes', () => {
    expect(memberDay('NL', new Date('2026-07-01T21:59:00Z'))).toEqual({
      start: new Date('2026-06-30T22:00:00Z'), end: new Date('2026-07-01T22:00:00Z'), zone: 'Europe/Amsterdam',
    });
    expect(memberDay('NL', new Date('2026-07-01T22:00:00Z')).start).toEqual(new Date('2026-07-01T22:00:00Z'));
    expect(memberDay('NL', new Date('2026-01-15T12:00:00Z')).start).toEqual(new Date('2026-01-14T23:00:00Z'));
    // 29 March 2026: clocks go forward in the Netherlands, the day has 23 hours.
    const spring = memberDay('NL', new Date('2026-03-29T12:00:00Z'));
    expect([spring.start, spring.end]).toEqual([new Date('2026-03-28T23:00:00Z'), new Date('2026-03-29T22:00:00Z')]);
    expect(memberDay('US', new Date('2026-07-01T03:00:00Z')).start).toEqual(new Date('2026-06-30T04:00:00Z'));
    expect(memberDay('NZ', new Date('2026-07-01T03:00:00Z')).start).toEqual(new Date('2026-06-30T12:00:00Z'));
    expect(memberDay(null, new Date('2026-07-01T03:00:00Z'))).toMatchObject({ start: new Date('2026-07-01T00:00:00Z'), zone: 'UTC' });
  });
});
