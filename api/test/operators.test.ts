/**
 * The operators' queue on every backend: a member's message to a fictional profile waits in the
 * queue, longest waiting first; of two claims at once exactly one wins (the other: 409
 * conversation_claimed); an answer needs the live claim, is sent as the fictional profile, free,
 * marked as the operator's, reaches the member's stream live and leaves the queue; notes are kept
 * per fictional profile; the figures count it; every change has its audit row.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { availableBackends } from './support/backends.js';
import { openEventStream, type EventStream } from './support/event-stream.js';
import type { HttpClient } from './support/http-client.js';
import { confirmedMember, type TestMember } from './support/members.js';
import { staffClient } from './support/staff.js';
import { startTestSite, type TestSite } from './support/test-site.js';

const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;

describe.each(await availableBackends())('operators on %s', (backend) => {
  let site: TestSite;
  const open: EventStream[] = [];
  let operator: { client: HttpClient; id: number };
  let second: { client: HttpClient; id: number };
  let admin: { client: HttpClient; id: number };
  let fictional: number[];

  /** A member's new conversation with a fictional profile (waiting in the queue). */
  async function waitingConversation(profileId: number, text = 'Hoi, hoe gaat het?'): Promise<{ member: TestMember; conversationId: number }> {
    const member = await confirmedMember(site);
    const sent = await member.client.post('/api/chat.php', { profile_id: profileId, client_id: `op-${member.id}-first`, text });
    expect(sent.status, sent.text).toBe(200);
    return { member, conversationId: sent.body.conversation.id };
  }

  const auditRows = async (action: string, recordId: number) => rows<{ staff_id: number; before: unknown; after: unknown }>(await site.database.db.execute(
    sql`select staff_id, before, after from staff_audit where action = ${action} and record_type = 'conversation' and record_id = ${String(recordId)} order by id`,
  ));

  beforeAll(async () => {
    site = await startTestSite(backend);
    fictional = rows<{ id: number }>(await site.database.db.execute(sql`select id from profiles where fictional and status = 'active' order by id limit 6`)).map((row) => row.id);
    operator = await staffClient(site, 'operator');
    admin = await staffClient(site, 'admin');
    const email = `second-operator-${Date.now()}@example.com`;
    await site.domains.staff.create({ email, name: 'Tweede operator', role: 'operator', password: 'lang-genoeg-wachtwoord-77' });
    const client = site.client();
    const login = await client.post('/api/staff-session.php', { email, password: 'lang-genoeg-wachtwoord-77' });
    expect(login.status, login.text).toBe(200);
    second = { client, id: login.body.staff.id };
  });
  afterAll(async () => {
    open.forEach((opened) => opened.close());
    await site?.close();
  });

  it('lists waiting conversations longest waiting first, with the total', async () => {
    const first = await waitingConversation(fictional[0]!);
    const later = await waitingConversation(fictional[1]!);
    const queue = await operator.client.get('/api/operator-queue.php');
    expect(queue.status, queue.text).toBe(200);
    expect(queue.body.waiting).toBeGreaterThanOrEqual(2);
    const ids = queue.body.conversations.map((item: { conversation_id: number }) => item.conversation_id);
    expect(ids.indexOf(first.conversationId)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(first.conversationId)).toBeLessThan(ids.indexOf(later.conversationId));
    const since = queue.body.conversations.map((item: { waiting_since: string }) => item.waiting_since);
    expect([...since].sort()).toEqual(since);
    expect(queue.body.conversations.find((item: { conversation_id: number }) => item.conversation_id === first.conversationId)).toMatchObject({
      profile: { id: fictional[0] }, member: { id: first.member.id }, claimed_by: null, claimed_until: null,
    });
  });

  it('lets exactly one of two operators claiming at once win; the other is refused with who holds it', async () => {
    const { conversationId } = await waitingConversation(fictional[2]!);
    const claims = await Promise.all([operator, second].map((who) => who.client.post('/api/operator-claim.php', { conversation_id: conversationId }, { 'accept-language': 'en' })));
    expect(claims.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const refused = claims.find((answer) => answer.status === 409)!;
    expect(refused.body.code).toBe('conversation_claimed');
    expect(refused.body.error).toMatch(/Another operator is answering this conversation right now/);
    expect(await auditRows('conversation.claim', conversationId)).toHaveLength(1);
    // The winner may claim again (extends it); the loser still may not.
    const winner = claims[0]!.status === 200 ? operator : second;
    const loser = winner === operator ? second : operator;
    expect((await winner.client.post('/api/operator-claim.php', { conversation_id: conversationId })).status).toBe(200);
    expect((await loser.client.post('/api/operator-claim.php', { conversation_id: conversationId })).status).toBe(409);
    expect((await loser.client.post('/api/operator-answer.php', { conversation_id: conversationId, client_id: 'loser-answer-1', text: 'Hoi' })).body.code).toBe('claim_required');
  });

  it('answers as the fictional profile: free, live to the member, marked as the operator\'s, out of the queue, counted, audited', async () => {
    const { member, conversationId } = await waitingConversation(fictional[3]!, 'Wat doe je graag in het weekend?');
    const stream = await openEventStream(member.client);
    open.push(stream);
    await stream.next((frame) => frame.event === 'ready');
    const creditsBefore = rows<{ credits: number }>(await site.database.db.execute(sql`select credits from members where id = ${member.id}`))[0]!.credits;

    // Without a claim, no answer.
    const unclaimed = await operator.client.post('/api/operator-answer.php', { conversation_id: conversationId, client_id: 'unclaimed-answer', text: 'Hoi' });
    expect(unclaimed.status).toBe(409);
    expect(unclaimed.body.code).toBe('claim_required');

    expect((await operator.client.post('/api/operator-claim.php', { conversation_id: conversationId })).status).toBe(200);
    const notes = await operator.client.request('PUT', '/api/operator-notes.php', { json: { profile_id: fictional[3], notes: 'Houdt van wandelen; woont in Utrecht.' } });
    expect(notes.status, notes.text).toBe(200);
    const conversation = await operator.client.get(`/api/operator-conversation.php?conversation_id=${conversationId}`);
    expect(conversation.status, conversation.text).toBe(200);
    expect(conversation.body).toMatchObject({
      conversation_id: conversationId, member: { id: member.profileId }, profile: { id: fictional[3] }, notes: 'Houdt van wandelen; woont in Utrecht.',
      claimed_by: { id: operator.id }, messages: [{ from: 'member', text: 'Wat doe je graag in het weekend?', written_by: null }],
    });

    const answer = await operator.client.post('/api/operator-answer.php', { conversation_id: conversationId, client_id: 'operator-answer-1', text: 'Wandelen, en jij?' });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body).toMatchObject({ replayed: false, message: { from: 'profile', text: 'Wandelen, en jij?', written_by: { id: operator.id } } });
    const received = await stream.next((frame) => frame.event === 'message.received', 2_000);
    expect(received.data).toMatchObject({ conversation_id: conversationId, profile_id: fictional[3], message: { text: 'Wandelen, en jij?', mine: false } });
    // The same client id answers the first message; nothing is sent twice.
    const again = await operator.client.post('/api/operator-answer.php', { conversation_id: conversationId, client_id: 'operator-answer-1', text: 'Wandelen, en jij?' });
    expect(again.body).toMatchObject({ replayed: true, message: { id: answer.body.message.id } });

    const stored = rows<{ written_by_staff_id: number; credits: number; sender_member_id: number | null }>(await site.database.db.execute(
      sql`select written_by_staff_id, credits, sender_member_id from messages where id = ${answer.body.message.id}`,
    ));
    expect(stored).toEqual([{ written_by_staff_id: operator.id, credits: 0, sender_member_id: null }]);
    expect(rows<{ credits: number }>(await site.database.db.execute(sql`select credits from members where id = ${member.id}`))[0]!.credits).toBe(creditsBefore);
    expect(rows(await site.database.db.execute(sql`select 1 from operator_queue where conversation_id = ${conversationId}`))).toEqual([]);
    // The member sees it in the conversation as the profile's message.
    const history = await member.client.get(`/api/chat.php?id=${conversationId}`);
    expect(history.body.messages[0]).toMatchObject({ text: 'Wandelen, en jij?', mine: false });

    expect(await auditRows('conversation.answer', conversationId)).toEqual([expect.objectContaining({ staff_id: operator.id })]);
    const notesAudit = rows(await site.database.db.execute(sql`select 1 from staff_audit where action = 'profile_notes.update' and record_id = ${String(fictional[3])}`));
    expect(notesAudit).toHaveLength(1);

    const mine = await operator.client.get('/api/operator-stats.php');
    expect(mine.status, mine.text).toBe(200);
    expect(mine.body.mine).toMatchObject({ staff: { id: operator.id }, answered: 1 });
    expect(mine.body.mine.average_wait_seconds).toBeGreaterThanOrEqual(0);
    expect(mine.body.team).toBeNull();
    const team = await admin.client.get('/api/operator-stats.php');
    expect(team.body.team.map((row: { staff: { id: number } }) => row.staff.id)).toEqual(expect.arrayContaining([operator.id, second.id]));

    // The member writes again: the conversation waits again.
    const more = await member.client.post('/api/chat.php', { conversation_id: conversationId, client_id: `op-${member.id}-second`, text: 'Fietsen!' });
    expect(more.status).toBe(200);
    expect(rows(await site.database.db.execute(sql`select 1 from operator_queue where conversation_id = ${conversationId}`))).toHaveLength(1);
  });

  it('refuses bad input with a clear error and notes on a profile that is not fictional', async () => {
    const empty = await operator.client.post('/api/operator-answer.php', { conversation_id: 1, client_id: 'x', text: '' }, { 'accept-language': 'en' });
    expect(empty.status).toBe(400);
    expect(empty.body.code).toBe('invalid_input');
    const member = await confirmedMember(site);
    const notMine = await operator.client.request('PUT', '/api/operator-notes.php', { json: { profile_id: member.profileId, notes: 'x' } });
    expect(notMine.status).toBe(404);
    const unknown = await operator.client.post('/api/operator-claim.php', { conversation_id: 2_000_000_000 });
    expect(unknown.status).toBe(404);
    // CSRF-checked like a member's write: another site's page cannot claim with the operator's cookie.
    const crossSite = await operator.client.post('/api/operator-claim.php', { conversation_id: 1 }, { 'sec-fetch-site': 'cross-site' });
    expect(crossSite.status).toBe(403);
    expect(crossSite.body.code).toBe('cross_site_request');
  });
});
