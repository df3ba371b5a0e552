/**
 * Server events on every backend: written in the transaction of their change (a rolled-back change
 * writes none), numbered per member, streamed by GET /api/events.php with `ready`, replayed after a
 * Last-Event-ID exactly once and in order, `reset` when the log no longer holds them, ended by a
 * logout or a password change, limited per member, and refused to a visitor. Likes go live: the
 * liked member hears the like and the new badge total, a match reaches both members.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { SERVER_EVENT_STREAMS_PER_MEMBER } from '@dating/shared-contracts';
import { transaction } from '../src/db/transaction.js';
import { movableClock } from '../src/lib/clock.js';
import { availableBackends } from './support/backends.js';
import { openEventStream, type EventStream } from './support/event-stream.js';
import { confirmedMember, MEMBER_PASSWORD, type TestMember } from './support/members.js';
import { startTestSite, type TestSite } from './support/test-site.js';

describe.each(await availableBackends())('server events on %s', (backend) => {
  let site: TestSite;
  const clock = movableClock(new Date());
  const open: EventStream[] = [];
  const stream = async (member: TestMember, options?: Parameters<typeof openEventStream>[1]) => {
    const opened = await openEventStream(member.client, options);
    open.push(opened);
    return opened;
  };
  const head = (memberId: number) => site.domains.serverEvents.head(memberId);
  const like = (from: TestMember, to: TestMember) => from.client.post('/api/like.php', { profile_id: to.profileId });

  beforeAll(async () => {
    site = await startTestSite(backend, { serverEventHeartbeatMs: 150 }, { clock });
  });
  afterAll(async () => {
    open.forEach((opened) => opened.close());
    await site?.close();
  });

  it('refuses a visitor with the auth-required flag', async () => {
    const answer = await site.client().get('/api/events.php');
    expect(answer.status).toBe(403);
    expect(answer.body).toMatchObject({ code: 'auth_required', auth_required: true });
  });

  it('starts a fresh stream with ready, sends heartbeats, and turns a like into events for the liked member', async () => {
    const [a, b] = [await confirmedMember(site), await confirmedMember(site)];
    const events = await stream(a);
    expect(events.status).toBe(200);
    expect(events.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(events.headers['x-accel-buffering']).toBe('no');
    expect(events.headers['cache-control']).toBe('no-store');
    const ready = await events.next((frame) => frame.event === 'ready');
    expect(ready).toEqual({ id: '0', event: 'ready', data: { seq: 0 } });

    expect((await like(b, a)).status).toBe(200);
    const received = await events.next((frame) => frame.event === 'like.received');
    expect(received.data).toEqual({ profile_id: b.profileId, liked_at: expect.any(String) });
    const counts = await events.next((frame) => frame.event === 'counts.changed');
    expect(counts.data).toEqual({ counts: { likes: 1 } });
    expect([received.id, counts.id]).toEqual(['1', '2']);
    await expect.poll(() => events.comments, { timeout: 2_000 }).toBeGreaterThan(0);
  });

  it('tells both members of a match, and the liked member when a like is seen or taken back', async () => {
    const [a, b] = [await confirmedMember(site), await confirmedMember(site)];
    const [toA, toB] = [await stream(a), await stream(b)];
    await Promise.all([toA.next((f) => f.event === 'ready'), toB.next((f) => f.event === 'ready')]);
    expect((await like(a, b)).status).toBe(200);
    expect((await like(b, a)).body.match).toBe(true);
    expect((await toA.next((f) => f.event === 'match.created')).data).toMatchObject({ profile_id: b.profileId, name: expect.any(String), fictional: false });
    expect((await toB.next((f) => f.event === 'match.created')).data).toMatchObject({ profile_id: a.profileId, name: expect.any(String), fictional: false });

    // B opens A's profile: B's like from A is seen, B's other tabs lower the badge.
    const seenFrom = toB.frames.length;
    expect((await b.client.get(`/api/profile.php?id=${a.profileId}`)).status).toBe(200);
    expect((await toB.next((f) => f.event === 'counts.changed', 5_000, seenFrom)).data).toEqual({ counts: { likes: 0 } });

    // A's like of B was seen; B's like of A was not: B taking it back lowers A's badge.
    const takenFrom = toA.frames.length;
    const taken = await b.client.request('DELETE', '/api/like.php', { json: { profile_id: a.profileId } });
    expect(taken.status).toBe(200);
    expect((await toA.next((f) => f.event === 'counts.changed', 5_000, takenFrom)).data).toEqual({ counts: { likes: 0 } });
  });

  it('writes an event only with its change: a rolled-back transaction leaves the stream as it was', async () => {
    const a = await confirmedMember(site);
    const before = await head(a.id);
    await expect(transaction(site.database.db, async (tx) => {
      await site.domains.serverEvents.record(tx, a.id, 'counts.changed', { counts: { likes: 7 } });
      throw new Error('the change failed');
    })).rejects.toThrow('the change failed');
    expect(await head(a.id)).toBe(before);
    await transaction(site.database.db, (tx) => site.domains.serverEvents.record(tx, a.id, 'counts.changed', { counts: { likes: 7 } }));
    expect(await head(a.id)).toBe(before + 1);
    // Outside a transaction of db/transaction.ts, or with a payload its declaration refuses, nothing is written.
    await expect(site.domains.serverEvents.record(site.database.db as never, a.id, 'counts.changed', { counts: { likes: 1 } })).rejects.toThrow(/inside transaction/);
    await expect(transaction(site.database.db, (tx) => site.domains.serverEvents.record(tx, a.id, 'counts.changed', { counts: { likes: -1 } }))).rejects.toThrow();
    expect(await head(a.id)).toBe(before + 1);
  });

  it('replays what a reconnecting browser missed, exactly once and in order, then goes live', async () => {
    const [a, b, c] = [await confirmedMember(site), await confirmedMember(site), await confirmedMember(site)];
    const first = await stream(a);
    await first.next((f) => f.event === 'ready');
    expect((await like(b, a)).status).toBe(200);
    const last = await first.next((f) => f.event === 'counts.changed');
    first.close();
    // Missed while away: C's like and B taking theirs back.
    expect((await like(c, a)).status).toBe(200);
    expect((await b.client.request('DELETE', '/api/like.php', { json: { profile_id: a.profileId } })).status).toBe(200);
    const again = await stream(a, { lastEventId: last.id });
    await again.next((f) => f.id === '5');
    expect(again.frames.map((f) => [f.id, f.event])).toEqual([['3', 'like.received'], ['4', 'counts.changed'], ['5', 'counts.changed']]);
    expect(again.frames.map((f) => f.data)).toEqual([{ profile_id: c.profileId, liked_at: expect.any(String) }, { counts: { likes: 2 } }, { counts: { likes: 1 } }]);
    // ?after= works the same (a tab that takes the lead resumes with it), and the header wins over it.
    const byQuery = await stream(a, { after: 4 });
    expect((await byQuery.next((f) => f.id === '5')).event).toBe('counts.changed');
    expect(byQuery.frames).toHaveLength(1);
    // Then live, on both.
    expect((await b.client.post('/api/like.php', { profile_id: a.profileId })).status).toBe(200);
    await again.next((f) => f.id === '7');
    expect(again.frames.map((f) => Number(f.id))).toEqual([3, 4, 5, 6, 7]);
  });

  it('sends reset when the log no longer holds what the browser missed, or the id is not this stream’s', async () => {
    const [a, b] = [await confirmedMember(site), await confirmedMember(site)];
    expect((await like(b, a)).status).toBe(200);
    const future = await stream(a, { lastEventId: 999 });
    expect(await future.next((f) => f.event === 'reset')).toEqual({ id: '2', event: 'reset', data: { seq: 2 } });
    // A week and a day later the two events are pruned: a browser that stopped at 1 starts over.
    clock.set(new Date(Date.now() + 8 * 24 * 60 * 60_000));
    await site.database.db.execute(sql`update server_events set created_at = now() - interval '8 days' where stream = ${`member:${a.id}`}`);
    expect(await site.domains.serverEvents.prune()).toBeGreaterThanOrEqual(2);
    clock.set(new Date());
    const stale = await stream(a, { lastEventId: 1 });
    expect(await stale.next((f) => f.event === 'reset')).toEqual({ id: '2', event: 'reset', data: { seq: 2 } });
    expect(stale.frames).toHaveLength(1);
  });

  it('keeps each member’s events in order with no gap when many likes land at once', async () => {
    const a = await confirmedMember(site);
    const likers = await Promise.all(Array.from({ length: 12 }, () => confirmedMember(site)));
    const events = await stream(a);
    await events.next((f) => f.event === 'ready');
    const answers = await Promise.all(likers.map((liker) => like(liker, a)));
    expect(answers.map((answer) => answer.status)).toEqual(likers.map(() => 200));
    await events.next((f) => f.id === String(2 * likers.length));
    expect(events.frames.slice(1).map((f) => Number(f.id))).toEqual(Array.from({ length: 2 * likers.length }, (_, i) => i + 1));
    expect(new Set(events.frames.filter((f) => f.event === 'like.received').map((f) => f.data.profile_id))).toEqual(new Set(likers.map((l) => l.profileId)));
    // The last badge total is the final one.
    expect(events.frames.filter((f) => f.event === 'counts.changed').at(-1)!.data).toEqual({ counts: { likes: likers.length } });
  });

  it('ends the member’s streams within a second at logout and at a password change', async () => {
    const a = await confirmedMember(site);
    const other = site.client();
    expect((await other.login(a.email, MEMBER_PASSWORD)).status).toBe(200);
    const mine = await stream(a);
    const theirs = await openEventStream(other);
    open.push(theirs);
    await Promise.all([mine.next((f) => f.event === 'ready'), theirs.next((f) => f.event === 'ready')]);
    const endedAt = (events: EventStream) => events.ended.then(() => Date.now());
    const theirsEnded = endedAt(theirs);
    expect((await other.get('/api/logout.php')).status).toBe(200);
    // Within a second of the logout's answer (it may end before the answer arrives).
    const loggedOut = Date.now();
    expect((await theirsEnded) - loggedOut).toBeLessThan(1_000);
    // The ended session cannot open another.
    expect((await openEventStream(other)).status).toBe(403);

    const mineEnded = endedAt(mine);
    const answer = await a.client.put('/api/password.php', { old_password: MEMBER_PASSWORD, password: 'een-ander-lang-wachtwoord-88', password_confirmation: 'een-ander-lang-wachtwoord-88' });
    expect(answer.status, answer.text).toBe(200);
    const changed = Date.now();
    expect((await mineEnded) - changed).toBeLessThan(1_000);
  });

  it(`limits a member to ${SERVER_EVENT_STREAMS_PER_MEMBER} open streams`, async () => {
    const a = await confirmedMember(site);
    for (let index = 0; index < SERVER_EVENT_STREAMS_PER_MEMBER; index += 1) {
      const opened = await stream(a);
      await opened.next((f) => f.event === 'ready');
    }
    const refused = await a.client.get('/api/events.php');
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('too_many_streams');
    expect(refused.headers['retry-after']).toBeDefined();
  });
});
