/**
 * The stored match time (likes.matched_at, migration 0008) on every backend: the like that makes a
 * pair mutual stores the later like's time on both likes, however it is written (like endpoint,
 * swipe game, an auto-like answered); taking a like back or a block ends the match; two members
 * liking each other at the same moment make exactly one match that both likes carry; and the
 * migration fills the time of the matches made before it.
 */
import fs from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { eq, or } from 'drizzle-orm';
import { likes } from '../src/db/schema.js';
import { movableClock } from '../src/lib/clock.js';
import { availableBackends, createPostgresDatabase } from './support/backends.js';
import type { HttpClient } from './support/http-client.js';
import { startTestSite, type TestSite } from './support/test-site.js';
import { demoMember, deleteJson as del } from './support/demo-members.js';

describe.each(await availableBackends())('the stored match time on %s', (backend) => {
  let site: TestSite;
  const clock = movableClock(new Date('2026-03-10T10:00:00Z'));
  let free: { memberId: number; profileId: number };
  let premium: { memberId: number; profileId: number };
  let freeClient: HttpClient;
  let premiumClient: HttpClient;
  const db = () => site.database.db;
  const demo = (email: string) => demoMember(site, email);
  /** Each like between free@ and premium@ as [liker member, match time]. */
  const pairLikes = async () => {
    const rows = await db().select({ liker: likes.likerMemberId, matchedAt: likes.matchedAt }).from(likes)
      .where(or(eq(likes.likedProfileId, free.profileId), eq(likes.likedProfileId, premium.profileId))).orderBy(likes.likerMemberId);
    return rows.map((row) => [row.liker, row.matchedAt?.toISOString() ?? null]);
  };
  const matchesOf = async (client: HttpClient) => {
    const answer = await client.get('/api/likes.php');
    expect(answer.status).toBe(200);
    return answer.body.matches.map((entry: { id: number; liked_at: string }) => [entry.id, entry.liked_at]);
  };

  beforeAll(async () => {
    site = await startTestSite(backend, {}, { clock });
    free = await demo('free@example.com');
    premium = await demo('premium@example.com');
    freeClient = site.client();
    premiumClient = site.client();
    expect((await freeClient.login('free@example.com')).status).toBe(200);
    expect((await premiumClient.login('premium@example.com')).status).toBe(200);
  });
  afterAll(() => site?.close());
  beforeEach(async () => {
    await db().delete(likes);
  });

  it('stores the time of the like back on both likes, and both members list the match at that time', async () => {
    const first = clock.now().toISOString();
    expect((await premiumClient.post('/api/like.php', { profile_id: free.profileId })).body.match).toBe(false);
    expect(await pairLikes()).toEqual([[premium.memberId, null]]);
    expect(await matchesOf(premiumClient)).toEqual([]);

    clock.advance(60_000);
    const second = clock.now().toISOString();
    expect(second).not.toBe(first);
    expect((await freeClient.post('/api/like.php', { profile_id: premium.profileId })).body.match).toBe(true);
    expect(await pairLikes()).toEqual([[free.memberId, second], [premium.memberId, second]].sort((a, b) => Number(a[0]) - Number(b[0])));
    expect(await matchesOf(premiumClient)).toEqual([[free.profileId, second]]);
    expect(await matchesOf(freeClient)).toEqual([[premium.profileId, second]]);
  });

  it('ends the match when a like is taken back, and a new like back makes a new one', async () => {
    await premiumClient.post('/api/like.php', { profile_id: free.profileId });
    await freeClient.post('/api/like.php', { profile_id: premium.profileId });
    expect((await del(premiumClient, '/api/like.php', { profile_id: free.profileId })).status).toBe(200);
    expect(await pairLikes()).toEqual([[free.memberId, null]]);
    expect(await matchesOf(freeClient)).toEqual([]);
    expect(await matchesOf(premiumClient)).toEqual([]);

    clock.advance(60_000);
    const again = clock.now().toISOString();
    expect((await premiumClient.post('/api/like.php', { profile_id: free.profileId })).body.match).toBe(true);
    expect(await matchesOf(freeClient)).toEqual([[premium.profileId, again]]);
    expect(await matchesOf(premiumClient)).toEqual([[free.profileId, again]]);
  });

  it('ends the match when one member blocks the other', async () => {
    await premiumClient.post('/api/like.php', { profile_id: free.profileId });
    await freeClient.post('/api/like.php', { profile_id: premium.profileId });
    expect((await freeClient.post('/api/block.php', { profile_id: premium.profileId })).status).toBe(200);
    try {
      expect(await pairLikes()).toEqual([]);
      expect(await matchesOf(premiumClient)).toEqual([]);
      expect(await matchesOf(freeClient)).toEqual([]);
    } finally {
      expect((await del(freeClient, '/api/block.php', { profile_id: premium.profileId })).status).toBe(200);
    }
    // After the unblock a like is a like again, not a match left over.
    expect((await premiumClient.post('/api/like.php', { profile_id: free.profileId })).body.match).toBe(false);
    expect(await matchesOf(premiumClient)).toEqual([]);
  });

  it('makes exactly one match when both like at the same moment, its time on both likes', async () => {
    for (let round = 0; round < 8; round++) {
      await db().delete(likes);
      const [a, b] = await Promise.all([
        freeClient.post('/api/like.php', { profile_id: premium.profileId }),
        premiumClient.post('/api/like.php', { profile_id: free.profileId }),
      ]);
      expect([a.status, b.status]).toEqual([200, 200]);
      expect([a.body.match, b.body.match].filter(Boolean), `round ${round}`).toHaveLength(1);
      const stored = await pairLikes();
      expect(stored.map(([, at]) => at), `round ${round}`).toEqual([clock.now().toISOString(), clock.now().toISOString()]);
      expect(await matchesOf(freeClient)).toEqual([[premium.profileId, clock.now().toISOString()]]);
      expect(await matchesOf(premiumClient)).toEqual([[free.profileId, clock.now().toISOString()]]);
    }
  });

  it('stores the match of an auto-like liked back, also from the swipe game', async () => {
    const auto = await premiumClient.get('/api/auto-like.php');
    const liker = auto.body.profile.id as number;
    clock.advance(60_000);
    const at = clock.now().toISOString();
    const swiped = await premiumClient.post('/api/swipe.php', { profile_id: liker, liked: true });
    expect(swiped.status).toBe(200);
    const stored = await db().select({ matchedAt: likes.matchedAt }).from(likes)
      .where(or(eq(likes.likerProfileId, liker), eq(likes.likedProfileId, liker)));
    expect(stored.map((row) => row.matchedAt?.toISOString())).toEqual([at, at]);
    expect(await matchesOf(premiumClient)).toEqual([[liker, at]]);
    // The like button then finds the like given: a second like is refused and changes no time.
    expect((await premiumClient.post('/api/like.php', { profile_id: liker })).status).toBe(409);
    expect(await matchesOf(premiumClient)).toEqual([[liker, at]]);
  });
});

describe.each(await availableBackends())('migration 0008 on %s', (backend) => {
  it('fills the match time of the mutual likes made before it', async () => {
    const folder = new URL('../src/db/migrations/', import.meta.url);
    const journal = JSON.parse(fs.readFileSync(new URL('meta/_journal.json', folder), 'utf8')) as { entries: { tag: string }[] };
    const statements = (tag: string) => fs.readFileSync(new URL(`${tag}.sql`, folder), 'utf8').split('--> statement-breakpoint').map((s) => s.trim()).filter(Boolean);
    const created = backend === 'postgres' ? await createPostgresDatabase() : null;
    const lite = created ? null : new PGlite();
    const client = created ? new pg.Client({ connectionString: created.url }) : null;
    await client?.connect();
    const query = async (text: string) => (lite ? (await lite.query(text)).rows : (await client!.query(text)).rows) as Record<string, unknown>[];
    try {
      const tags = journal.entries.map((entry) => entry.tag);
      const upTo = tags.indexOf('0008_likes_matched_at');
      for (const tag of tags.slice(0, upTo)) for (const statement of statements(tag)) await query(statement);
      await query(`insert into companies (name, address, kvk, city, country, support_phone) values ('c', 'a', 'k', 'x', 'NL', '1')`);
      // A site with any value its required columns take (the test is about likes).
      const required = await query(`select column_name, data_type from information_schema.columns
        where table_schema = current_schema() and table_name = 'sites' and is_nullable = 'NO' and column_default is null`);
      const filler = (column: Record<string, unknown>) => column.column_name === 'company_id' ? '(select id from companies)'
        : column.data_type === 'jsonb' ? `'[]'` : column.data_type === 'integer' ? '1' : column.data_type === 'boolean' ? 'false' : `'x'`;
      const [site] = await query(`insert into sites (${required.map((c) => c.column_name).join(', ')}) values (${required.map(filler).join(', ')}) returning id`);
      await query(`insert into members (site_id, email, password_hash) values (${site!.id}, 'a@example.com', 'x'), (${site!.id}, 'b@example.com', 'x')`);
      await query(`insert into profiles (member_id, name, gender, seeking, date_of_birth, country)
        select id, email, 'male', 'female', '1990-01-01', 'NL' from members`);
      await query(`insert into profiles (name, gender, seeking, date_of_birth, country, fictional) values ('F', 'female', 'male', '1990-01-01', 'NL', true), ('G', 'female', 'male', '1990-01-01', 'NL', true)`);
      // a and b like each other; F liked a and a liked F back; a likes G (no like back).
      await query(`insert into likes (liker_member_id, liked_profile_id, source, created_at)
        select m.id, p.id, 'profile', case when m.email = 'a@example.com' then timestamptz '2026-01-01 10:00Z' else timestamptz '2026-01-02 10:00Z' end
        from members m join profiles p on p.member_id is not null and p.member_id <> m.id`);
      await query(`insert into likes (liker_member_id, liked_profile_id, source, created_at)
        select m.id, p.id, 'profile', timestamptz '2026-01-03 10:00Z' from members m, profiles p where m.email = 'a@example.com' and p.name in ('F', 'G')`);
      await query(`insert into likes (liker_profile_id, liked_profile_id, source, created_at)
        select f.id, p.id, 'auto', timestamptz '2026-01-04 10:00Z' from profiles f, profiles p where f.name = 'F' and p.name = 'a@example.com'`);
      for (const tag of tags.slice(upTo, upTo + 1)) for (const statement of statements(tag)) await query(statement);
      const rows = await query(`
        select coalesce(lm.email, lp.name) as liker, p.name as liked, to_char(l.matched_at at time zone 'UTC', 'YYYY-MM-DD HH24:MI') as matched
        from likes l join profiles p on p.id = l.liked_profile_id left join members lm on lm.id = l.liker_member_id left join profiles lp on lp.id = l.liker_profile_id
        order by 1, 2`);
      expect(rows).toEqual([
        { liker: 'F', liked: 'a@example.com', matched: '2026-01-04 10:00' },
        { liker: 'a@example.com', liked: 'F', matched: '2026-01-04 10:00' },
        { liker: 'a@example.com', liked: 'G', matched: null },
        { liker: 'a@example.com', liked: 'b@example.com', matched: '2026-01-02 10:00' },
        { liker: 'b@example.com', liked: 'a@example.com', matched: '2026-01-02 10:00' },
      ]);
    } finally {
      await lite?.close();
      await client?.end();
      await created?.drop();
    }
    // A database built from the first migration on: several times a request's work on a busy machine.
  }, 180_000);
});
