/**
 * The staff's event stream (GET /api/staff-events.php) on every backend: a staff session of any
 * role opens its role's stream (an admin's holds every role's events), a member and a visitor are
 * refused, an event reaches the stream within a second of the change that causes it (a member
 * writing to a fictional profile puts the conversation in the operators' queue), and the staff
 * logout ends the stream.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { availableBackends } from './support/backends.js';
import { openEventStream, type EventStream } from './support/event-stream.js';
import { confirmedMember } from './support/members.js';
import { staffClient } from './support/staff.js';
import { startTestSite, type TestSite } from './support/test-site.js';

const STAFF_EVENTS_PATH = '/api/staff-events.php';

describe.each(await availableBackends())('staff events on %s', (backend) => {
  let site: TestSite;
  const open: EventStream[] = [];
  const stream = async (client: Parameters<typeof openEventStream>[0]) => {
    const opened = await openEventStream(client, { path: STAFF_EVENTS_PATH });
    open.push(opened);
    return opened;
  };
  /** A fictional profile no other test of this file writes to. */
  let fictional: number[] = [];

  beforeAll(async () => {
    site = await startTestSite(backend);
    const rows = await site.database.db.execute(sql`select id from profiles where fictional and status = 'active' order by id desc limit 5`);
    fictional = (rows as unknown as { rows: { id: number }[] }).rows.map((row) => row.id);
  });
  afterAll(async () => {
    open.forEach((opened) => opened.close());
    await site?.close();
  });

  it('refuses a visitor and a member (staff_required, no auth-required flag)', async () => {
    const visitor = await site.client().get(STAFF_EVENTS_PATH);
    expect(visitor.status).toBe(403);
    expect(visitor.body).toEqual({ code: 'staff_required', error: expect.any(String) });
    const member = await confirmedMember(site);
    const asMember = await member.client.get(STAFF_EVENTS_PATH);
    expect(asMember.status).toBe(403);
    expect(asMember.body).toEqual({ code: 'staff_required', error: expect.any(String) });
  });

  it("brings a member's message to a fictional profile to the operators' and admins' streams within a second, not the moderators'", async () => {
    const [operator, moderator, admin] = [await staffClient(site, 'operator'), await staffClient(site, 'moderator'), await staffClient(site, 'admin')];
    const [toOperator, toModerator, toAdmin] = [await stream(operator.client), await stream(moderator.client), await stream(admin.client)];
    expect(toOperator.status).toBe(200);
    expect(toOperator.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    await Promise.all([toOperator, toModerator, toAdmin].map((opened) => opened.next((frame) => frame.event === 'ready')));

    const member = await confirmedMember(site);
    const sent = await member.client.post('/api/chat.php', { profile_id: fictional[0], client_id: 'staff-events-first', text: 'Hallo daar' });
    expect(sent.status, sent.text).toBe(200);
    // The send answers once its transaction committed: from then on the event has 1 s to arrive (it usually has already).
    const waiting = await toOperator.next((frame) => frame.event === 'conversation.waiting' && (frame.data as { conversation_id: number }).conversation_id === sent.body.conversation.id, 1_000);
    expect(waiting.data).toEqual({ conversation_id: sent.body.conversation.id, profile_id: fictional[0], waiting_since: expect.any(String) });
    await toAdmin.next((frame) => frame.event === 'conversation.waiting' && (frame.data as { conversation_id: number }).conversation_id === sent.body.conversation.id, 1_000);

    // A second message in the same waiting conversation is no new queue item.
    const again = await member.client.post('/api/chat.php', { conversation_id: sent.body.conversation.id, client_id: 'staff-events-second', text: 'Ben je er?' });
    expect(again.status, again.text).toBe(200);
    const queued = await site.database.db.execute(sql`select count(*)::int as n from operator_queue where conversation_id = ${sent.body.conversation.id}`);
    expect((queued as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(1);
    expect(toOperator.frames.filter((frame) => frame.event === 'conversation.waiting' && (frame.data as { conversation_id: number }).conversation_id === sent.body.conversation.id)).toHaveLength(1);
    expect(toModerator.frames.filter((frame) => frame.event !== 'ready')).toEqual([]);
  });

  it('ends the stream when the staff member logs out', async () => {
    const operator = await staffClient(site, 'operator');
    const opened = await stream(operator.client);
    await opened.next((frame) => frame.event === 'ready');
    expect((await operator.client.request('DELETE', '/api/staff-session.php')).status).toBe(200);
    await opened.ended;
  });
});
