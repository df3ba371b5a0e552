/**
 * Paging of GET /api/likes.php on every backend: each list (given, received, matches) walked page by
 * page by its cursor comes out newest first, every like exactly once (also with equal times), with
 * likes arriving or taken back between pages; a tampered cursor is a translated 400 that changes
 * nothing; a cursor never reaches another member's list; profile_id answers one profile's likes;
 * the badge count (counts.php and new_likes) stays the number of unseen likes.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { LIKES_PAGE_SIZE } from '@dating/shared-contracts';
import { likes } from '../src/db/schema.js';
import { queryRows } from '../src/db/rows.js';
import { availableBackends } from './support/backends.js';
import type { HttpClient } from './support/http-client.js';
import { startTestSite, type TestSite } from './support/test-site.js';
import { demoMember } from './support/demo-members.js';

/** Enough likes for three pages of each list (60, 60, 10). */
const COPIES = 2 * LIKES_PAGE_SIZE + 10;
const LIST_FIELD = { given: 'profiles', received: 'liked_by', matches: 'matches' } as const;
type List = keyof typeof LIST_FIELD;
interface Entry { id: number; liked_at: string; like_new: boolean }

describe.each(await availableBackends())('likes paging on %s', (backend) => {
  let site: TestSite;
  let premium: { memberId: number; profileId: number };
  let premiumClient: HttpClient;
  let freeClient: HttpClient;
  let copies: number[] = [];
  const db = () => site.database.db;

  /** Walks one list from its first page to its end; returns the pages' entries. */
  async function walk(client: HttpClient, list: List, between?: (page: number) => Promise<void>): Promise<Entry[][]> {
    const first = await client.get('/api/likes.php');
    expect(first.status).toBe(200);
    const pages: Entry[][] = [first.body[LIST_FIELD[list]]];
    let next: string | null = first.body.next[list];
    while (next) {
      await between?.(pages.length);
      const answer = await client.get(`/api/likes.php?after=${encodeURIComponent(next)}`);
      expect(answer.status).toBe(200);
      // Only the cursor's list answers.
      for (const other of Object.keys(LIST_FIELD) as List[]) {
        if (other !== list) expect(answer.body[LIST_FIELD[other]]).toEqual([]);
      }
      pages.push(answer.body[LIST_FIELD[list]]);
      next = answer.body.next[list];
      expect(pages.length).toBeLessThan(10);
    }
    return pages;
  }

  const idsOf = (pages: Entry[][]) => pages.flat().map((entry) => entry.id);

  beforeAll(async () => {
    site = await startTestSite(backend);
    const demo = (email: string) => demoMember(site, email);
    premium = await demo('premium@example.com');
    premiumClient = site.client();
    freeClient = site.client();
    expect((await premiumClient.login('premium@example.com')).status).toBe(200);
    expect((await freeClient.login('free@example.com')).status).toBe(200);
    const rows = await queryRows<{ id: number }>(db(), sql`
      insert into profiles (member_id, name, gender, seeking, date_of_birth, country, fictional, status)
      select null, 'Page ' || n, 'male', 'female', date '1990-01-01' + n, 'NL', true, 'active'
      from generate_series(1, ${COPIES}) as n returning id`);
    copies = rows.map((row) => row.id).sort((a, b) => a - b);
  });
  afterAll(() => site?.close());

  beforeEach(async () => {
    await db().delete(likes);
    const ids = `{${copies.join(',')}}`;
    // Three likes share each second, and a few differ by a microsecond only: the cursor must keep
    // them apart (a millisecond cursor would repeat or skip them). Every third copy likes back.
    await db().execute(sql`
      insert into likes (liker_member_id, liked_profile_id, source, like_new, created_at)
      select ${premium.memberId}, c.id, 'profile', false,
        timestamptz '2026-03-01 12:00:00+00' - (c.n / 3) * interval '1 second' + (c.n % 5) * interval '1 microsecond'
      from unnest(${ids}::int[]) with ordinality as c(id, n)`);
    await db().execute(sql`
      insert into likes (liker_profile_id, liked_profile_id, source, like_new, created_at)
      select c.id, ${premium.profileId}, 'auto', c.n % 2 = 0,
        timestamptz '2026-03-02 12:00:00+00' - (c.n / 3) * interval '1 second'
      from unnest(${ids}::int[]) with ordinality as c(id, n)
      where c.n % 3 = 0 or c.n > 40`);
  });

  /** The list as the database has it, newest first (the expected order). */
  async function expected(list: List): Promise<number[]> {
    const query = list === 'given'
      ? sql`select liked_profile_id as id from likes where liker_member_id = ${premium.memberId} order by created_at desc, id desc`
      : list === 'received'
        ? sql`select liker_profile_id as id from likes where liked_profile_id = ${premium.profileId} order by created_at desc, id desc`
        : sql`select g.liked_profile_id as id from likes g join likes r on r.liker_profile_id = g.liked_profile_id and r.liked_profile_id = ${premium.profileId}
              where g.liker_member_id = ${premium.memberId} order by greatest(g.created_at, r.created_at) desc, g.liked_profile_id desc`;
    return (await queryRows<{ id: number }>(db(), query)).map((row) => row.id);
  }

  it.each(['given', 'received', 'matches'] as const)('walks the %s list page by page: newest first, each like once', async (list) => {
    const want = await expected(list);
    expect(want.length).toBeGreaterThan(LIKES_PAGE_SIZE);
    const pages = await walk(premiumClient, list);
    expect(pages[0]).toHaveLength(LIKES_PAGE_SIZE);
    expect(pages.every((page) => page.length <= LIKES_PAGE_SIZE)).toBe(true);
    expect(idsOf(pages)).toEqual(want);
    const times = pages.flat().map((entry) => entry.liked_at);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('answers the first page of every list, their cursors and the badge count in one answer', async () => {
    const answer = await premiumClient.get('/api/likes.php');
    expect(answer.body.profiles).toHaveLength(LIKES_PAGE_SIZE);
    expect(answer.body.liked_by).toHaveLength(LIKES_PAGE_SIZE);
    expect(answer.body.matches).toHaveLength(LIKES_PAGE_SIZE);
    expect(answer.body.next).toEqual({ given: expect.any(String), received: expect.any(String), matches: expect.any(String) });
    const [unseen] = await queryRows<{ n: number }>(db(), sql`select count(*)::int as n from likes where liked_profile_id = ${premium.profileId} and like_new`);
    // More unseen likes than the first page shows: the count is not the page's.
    expect(unseen!.n).toBeGreaterThan(answer.body.liked_by.filter((entry: Entry) => entry.like_new).length);
    expect(answer.body.new_likes).toBe(unseen!.n);
    expect((await premiumClient.get('/api/counts.php')).body.counts.likes).toBe(unseen!.n);
  });

  it('neither repeats nor skips a like when likes arrive or are taken back between pages', async () => {
    const before = await expected('given');
    const [late] = copies.slice(-1);
    const taken = before[LIKES_PAGE_SIZE + 5]!; // on the second page, not yet read
    await db().delete(likes).where(eq(likes.likedProfileId, late!));
    const pages = await walk(premiumClient, 'given', async (page) => {
      if (page !== 1) return;
      // A new like (newest: above the first page) and one taken back further down.
      expect((await premiumClient.post('/api/like.php', { profile_id: late! })).status).toBe(200);
      await db().delete(likes).where(sql`liker_member_id = ${premium.memberId} and liked_profile_id = ${taken}`);
    });
    const seen = idsOf(pages);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toEqual(before.filter((id) => id !== late && id !== taken));
    // The next look starts with the new like.
    expect((await premiumClient.get('/api/likes.php')).body.profiles[0].id).toBe(late);
  });

  it('refuses a tampered cursor with a translated 400, changing nothing', async () => {
    const first = await premiumClient.get('/api/likes.php');
    const good: string = first.body.next.given;
    const [list, at, id] = JSON.parse(Buffer.from(good, 'base64url').toString()) as [string, string, number];
    const cursor = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const bad = [
      'x', good.slice(0, -2), `${good}==`, `${good}A`, Buffer.from(good, 'base64url').toString('base64'),
      cursor([list, at]), cursor(['others', at, id]), cursor([list, '2026-02-31T00:00:00.000000Z', id]),
      cursor([list, at.slice(0, 23) + 'Z', id]), cursor([list, at, -1]), cursor([list, at, 1.5]), cursor([list, at, 2 ** 31]),
      cursor({ list, at, id }), cursor([list, `${at}' or 1=1`, id]), 'a'.repeat(201),
    ];
    const likesBefore = await db().select().from(likes).orderBy(likes.id);
    for (const after of bad) {
      const answer = await premiumClient.get(`/api/likes.php?after=${encodeURIComponent(after)}`);
      expect(answer.status, after).toBe(400);
      // In the member's saved language (nl).
      expect(answer.body).toMatchObject({ code: 'invalid_input', error: 'De ingevoerde gegevens zijn ongeldig.' });
    }
    expect((await premiumClient.get('/api/likes.php?after=')).status).toBe(400);
    expect((await premiumClient.get('/api/likes.php?profile_id=abc')).status).toBe(400);
    expect(await db().select().from(likes).orderBy(likes.id)).toEqual(likesBefore);
    // The untouched cursor still works.
    expect((await premiumClient.get(`/api/likes.php?after=${good}`)).status).toBe(200);
  });

  it('never reaches another member’s list with a cursor, nor with profile_id', async () => {
    const first = await premiumClient.get('/api/likes.php');
    expect((await freeClient.post('/api/like.php', { profile_id: copies[0]! })).status).toBe(200);
    for (const list of ['given', 'received', 'matches'] as const) {
      const answer = await freeClient.get(`/api/likes.php?after=${first.body.next[list]}`);
      expect(answer.status).toBe(200);
      // free@'s own list after that position: its one like is newer than premium@'s, so nothing.
      expect([...answer.body.profiles, ...answer.body.liked_by, ...answer.body.matches]).toEqual([]);
    }
    const one = await freeClient.get(`/api/likes.php?profile_id=${copies[1]}`);
    expect([...one.body.profiles, ...one.body.liked_by, ...one.body.matches]).toEqual([]);
    expect((await freeClient.get('/api/likes.php')).body.profiles.map((entry: Entry) => entry.id)).toEqual([copies[0]]);
    expect((await site.client().get(`/api/likes.php?after=${first.body.next.given}`)).status).toBe(403);
  });

  it('answers one profile’s likes with profile_id, however far down its lists', async () => {
    const [match, onlyGiven] = [(await expected('matches')).at(-1)!, (await expected('given')).find((id) => !copies.slice(40).includes(id) && copies.indexOf(id) % 3 !== 2)!];
    const answer = await premiumClient.get(`/api/likes.php?profile_id=${match}`);
    expect(answer.status).toBe(200);
    expect(answer.body.profiles.map((entry: Entry) => entry.id)).toEqual([match]);
    expect(answer.body.liked_by.map((entry: Entry) => entry.id)).toEqual([match]);
    expect(answer.body.matches.map((entry: Entry) => entry.id)).toEqual([match]);
    expect(answer.body.next).toEqual({ given: null, received: null, matches: null });
    const given = await premiumClient.get(`/api/likes.php?profile_id=${onlyGiven}`);
    expect(given.body.profiles.map((entry: Entry) => entry.id)).toEqual([onlyGiven]);
    expect(given.body.matches).toEqual([]);
  });
});
