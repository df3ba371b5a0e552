/**
 * The swipe game's four likes a day cannot be bypassed (issue 24, item 3): the day's count is kept
 * apart from the likes, so taking a like back (DELETE /api/like.php) or a block refunds nothing; a
 * member's day runs to its end whatever their country becomes (NZ ↔ US gave an early new day); and
 * the plain like endpoint has a per-member limit (31 likes in a row all answered 200).
 */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { SWIPE_LIKES_PER_DAY } from '@dating/shared-contracts';
import { profiles } from '../../src/db/schema.js';
import { ABUSE_LIMITS } from '../../src/domains/abuse/index.js';
import { countedDay, MIN_DAY_MS } from '../../src/domains/likes/member-day.js';
import { availableBackends } from '../support/backends.js';
import { deleteJson, demoMember } from '../support/demo-members.js';
import type { HttpClient } from '../support/http-client.js';
import { suiteSite } from '../support/suite-site.js';

const HOUR = 3_600_000;

describe('a counted day', () => {
  it('runs to its own end when the country changes, and the next is never shorter than a day', () => {
    // 11:30 UTC on 1 July 2026: 07:30 in New York, 23:30 in Auckland.
    const now = new Date('2026-07-01T11:30:00Z');
    const us = countedDay(null, 'US', now);
    expect(us).toEqual({ start: new Date('2026-07-01T04:00:00Z'), end: new Date('2026-07-02T04:00:00Z') });
    // In Auckland a new day begins at 12:00 UTC; the member who moved there keeps the New York day.
    expect(countedDay(us, 'NZ', new Date('2026-07-01T12:05:00Z'))).toBe(us);
    // The next day begins when that one ended, and ends at an Auckland midnight at least 23 hours on.
    const next = countedDay(us, 'NZ', us.end);
    expect(next).toEqual({ start: us.end, end: new Date('2026-07-03T12:00:00Z') });
  });

  it('gives no more days than days passed, however often the country flips between NZ and US', () => {
    let day = null as ReturnType<typeof countedDay> | null;
    const days = new Set<number>();
    const start = new Date('2026-07-01T00:00:00Z').getTime();
    for (let hour = 0; hour < 7 * 24; hour++) {
      day = countedDay(day, hour % 2 ? 'NZ' : 'US', new Date(start + hour * HOUR));
      days.add(day.start.getTime());
      expect(day.end.getTime() - day.start.getTime()).toBeGreaterThanOrEqual(MIN_DAY_MS);
    }
    expect(days.size).toBeLessThanOrEqual(8);
  });
});

describe.each(await availableBackends())('the swipe limit on %s', (backend) => {
  const { clock, site } = suiteSite(backend);

  async function loggedIn(email: string): Promise<HttpClient> {
    const client = site.client();
    expect((await client.login(email)).status).toBe(200);
    return client;
  }

  /** Fictional profiles to like, a fresh slice for each test. */
  let next = 0;
  async function fictionalProfiles(count: number): Promise<number[]> {
    const rows = await site.database.db.select({ id: profiles.id }).from(profiles).where(eq(profiles.fictional, true)).orderBy(profiles.id);
    const ids = rows.slice(next, next + count).map((row) => row.id);
    next += count;
    expect(ids).toHaveLength(count);
    return ids;
  }

  async function moveTo(email: string, country: string) {
    const { memberId } = await demoMember(site, email);
    await site.database.db.update(profiles).set({ country }).where(eq(profiles.memberId, memberId));
    site.domains.users.forget(memberId);
  }

  async function useTheDay(client: HttpClient): Promise<number[]> {
    const ids = await fictionalProfiles(SWIPE_LIKES_PER_DAY);
    for (const id of ids) expect((await client.post('/api/swipe.php', { profile_id: id, liked: true })).status).toBe(200);
    expect((await client.get('/api/swipe.php')).body.likes_left).toBe(0);
    return ids;
  }

  it('taking a swipe like back refunds nothing', async () => {
    clock.set(new Date('2026-07-01T09:00:00Z'));
    const client = await loggedIn('free@example.com');
    const [first] = await useTheDay(client);
    expect((await deleteJson(client, '/api/like.php', { profile_id: first })).status).toBe(200);
    expect((await client.get('/api/swipe.php')).body.likes_left).toBe(0);
    const [other] = await fictionalProfiles(1);
    const refused = await client.post('/api/swipe.php', { profile_id: other, liked: true });
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('swipe_limit');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('a block removing a swipe like refunds nothing', async () => {
    clock.set(new Date('2026-07-05T09:00:00Z'));
    const client = await loggedIn('free@example.com');
    const [first] = await useTheDay(client);
    expect((await client.post('/api/block.php', { profile_id: first })).status).toBe(200);
    expect((await client.get('/api/swipe.php')).body.likes_left).toBe(0);
    const [other] = await fictionalProfiles(1);
    expect((await client.post('/api/swipe.php', { profile_id: other, liked: true })).status).toBe(429);
  });

  it('moving from the US to New Zealand (whose day starts first) brings no early new day', async () => {
    await moveTo('free@example.com', 'US');
    clock.set(new Date('2026-07-10T11:30:00Z'));
    const client = await loggedIn('free@example.com');
    await useTheDay(client);
    const usDayEnd = '2026-07-11T04:00:00.000Z';
    expect((await client.get('/api/swipe.php')).body).toEqual({ likes_left: 0, resets_at: usDayEnd });

    await moveTo('free@example.com', 'NZ');
    clock.set(new Date('2026-07-10T12:05:00Z'));
    expect((await client.get('/api/swipe.php')).body).toEqual({ likes_left: 0, resets_at: usDayEnd });
    const [other] = await fictionalProfiles(1);
    expect((await client.post('/api/swipe.php', { profile_id: other, liked: true })).status).toBe(429);

    // When the day has ended, a new one begins: in New Zealand, at least 23 hours long.
    clock.set(new Date('2026-07-11T04:00:01Z'));
    expect((await client.get('/api/swipe.php')).body).toEqual({ likes_left: SWIPE_LIKES_PER_DAY, resets_at: '2026-07-12T12:00:00.000Z' });
    await moveTo('free@example.com', 'NL');
  });

  it(`the like endpoint takes at most ${ABUSE_LIMITS.likesPerMember.points} likes and unlikes an hour per member, then 429 with Retry-After`, async () => {
    const client = await loggedIn('new@example.com');
    const [profileId] = await fictionalProfiles(1);
    const { points, seconds } = ABUSE_LIMITS.likesPerMember;
    for (let i = 0; i < points; i++) {
      const answer = i % 2 === 0 ? await client.post('/api/like.php', { profile_id: profileId }) : await deleteJson(client, '/api/like.php', { profile_id: profileId });
      expect(answer.status, `call ${i + 1}`).toBeLessThan(300);
    }
    const refused = await client.post('/api/like.php', { profile_id: profileId }, { 'accept-language': 'en' });
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('too_many_actions');
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(seconds);
    // Another member likes as before.
    const other = await loggedIn('free@example.com');
    const [another] = await fictionalProfiles(1);
    expect((await other.post('/api/like.php', { profile_id: another })).status).toBe(200);
  });
});
