/**
 * Chat over real HTTP on every backend: paid per message exactly once (100 parallel sends against
 * a balance for 50, one client id sent three times), free members' conversations and free
 * messages, the message length, held messages of unconfirmed senders delivered at activation,
 * live delivery, read receipts, the history limit, deleting and blocking.
 */
import { describe, expect, it } from 'vitest';
import { and, count, eq, sql } from 'drizzle-orm';
import { CHAT_HISTORY_FREE, CHAT_LIST_PAGE_SIZE, CHAT_PAGE_SIZE, FREE_CONVERSATIONS, FREE_MESSAGES } from '@dating/shared-contracts';
import { creditEntries, messages, sites } from '../src/db/schema.js';
import { availableBackends } from './support/backends.js';
import { deleteJson } from './support/demo-members.js';
import { payingMember } from './support/chat.js';
import { openEventStream } from './support/event-stream.js';
import { confirmedMember, newMember, newestMail, tokenIn, type TestMember } from './support/members.js';
import { suiteSite } from './support/suite-site.js';

let serial = 0;
/** A client id no other send of this run uses. */
const clientId = () => `test-${Date.now().toString(36)}-${(serial += 1)}`;

describe.each(await availableBackends())('chat on %s', (backend) => {
  const { site } = suiteSite(backend);
  const db = () => site.database.db;

  /** The default site's prices and bounds. */
  async function prices() {
    const [row] = await db().select({ message: sites.messageCredits, gift: sites.giftCredits, length: sites.messageLength }).from(sites).where(eq(sites.isDefault, true));
    return row!;
  }

  /** A confirmed member who has bought (premium) and holds `credits`. */
  const paidMember = (credits: number) => payingMember(site, credits);

  const messagesOf = async (memberId: number) => Number((await db().select({ n: count() }).from(messages).where(eq(messages.senderMemberId, memberId)))[0]!.n);
  const chargesOf = async (memberId: number) => Number((await db().select({ n: count() }).from(creditEntries)
    .where(and(eq(creditEntries.memberId, memberId), eq(creditEntries.kind, 'message'))))[0]!.n);
  const send = (member: TestMember, to: number, text = 'Hallo daar', id = clientId()) =>
    member.client.post('/api/chat.php', { profile_id: to, client_id: id, text });

  it('100 parallel sends by a member whose balance covers 50: exactly 50 messages, balance 0, 50 ledger entries', async () => {
    const { message } = await prices();
    const sender = await paidMember(50 * message);
    const receiver = await confirmedMember(site);
    const answers = await Promise.all(Array.from({ length: 100 }, () => send(sender, receiver.profileId)));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(50);
    expect(statuses.filter((status) => status === 402)).toHaveLength(50);
    for (const refused of answers.filter((answer) => answer.status === 402)) expect(refused.body.code).toBe('insufficient_credits');
    expect(await messagesOf(sender.id)).toBe(50);
    expect(await chargesOf(sender.id)).toBe(50);
    expect(await site.domains.credits.balance(sender.id)).toBe(0);
    expect(await site.domains.credits.reconcile([sender.id])).toEqual([]);
    // The receiver's badge counts each of them once.
    expect((await receiver.client.get('/api/chats.php')).body.unread_messages).toBe(50);
  });

  it('the same client_id sent 3 times (one after another, and at once) is one message and one charge', async () => {
    const { message } = await prices();
    const sender = await paidMember(10 * message);
    const receiver = await confirmedMember(site);
    const id = clientId();
    const first = await send(sender, receiver.profileId, 'Eén keer', id);
    expect(first.status, first.text).toBe(200);
    expect(first.body).toMatchObject({ replayed: false, credits: 9 * message, message: { mine: true, status: 'sent', client_id: id } });
    const again = [await send(sender, receiver.profileId, 'Eén keer', id), await send(sender, receiver.profileId, 'Eén keer', id)];
    for (const answer of again) expect(answer.body).toMatchObject({ replayed: true, credits: 9 * message, message: { id: first.body.message.id } });

    const parallelId = clientId();
    const parallel = await Promise.all(Array.from({ length: 3 }, () => send(sender, receiver.profileId, 'Tegelijk', parallelId)));
    expect(parallel.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(parallel.filter((answer) => !answer.body.replayed)).toHaveLength(1);
    expect(new Set(parallel.map((answer) => answer.body.message.id)).size).toBe(1);

    expect(await messagesOf(sender.id)).toBe(2);
    expect(await chargesOf(sender.id)).toBe(2);
    expect(await site.domains.credits.balance(sender.id)).toBe(8 * message);
  });

  it(`a free member starts at most ${FREE_CONVERSATIONS} conversations and sends ${FREE_MESSAGES} messages without credits`, async () => {
    const free = await confirmedMember(site);
    const others = await Promise.all(Array.from({ length: FREE_CONVERSATIONS + 1 }, () => confirmedMember(site)));
    for (const other of others.slice(0, FREE_CONVERSATIONS)) expect((await send(free, other.profileId)).status).toBe(200);
    const third = await free.client.post('/api/chat.php', { profile_id: others[FREE_CONVERSATIONS]!.profileId, client_id: clientId(), text: 'Hoi' }, { 'accept-language': 'nl' });
    expect(third.status).toBe(403);
    expect(third.body).toMatchObject({ code: 'premium_only', error: expect.stringContaining('premium') });
    expect(third.body.auth_required).toBeUndefined();
    // Inside a conversation already started, the free messages go on until they are used up.
    const history = await free.client.get(`/api/chat.php?profile_id=${others[0]!.profileId}`);
    expect(history.body).toMatchObject({ message_cost: 0, free_messages_left: FREE_MESSAGES - FREE_CONVERSATIONS });
    for (let sent = FREE_CONVERSATIONS; sent < FREE_MESSAGES; sent += 1) expect((await send(free, others[0]!.profileId)).status).toBe(200);
    const paidFor = await send(free, others[0]!.profileId);
    expect(paidFor.status).toBe(402);
    expect(paidFor.body.code).toBe('insufficient_credits');
    expect(await messagesOf(free.id)).toBe(FREE_MESSAGES);
    expect(await chargesOf(free.id)).toBe(0);
    // The other side may always answer: a conversation started by someone else is not the free member's.
    expect((await send(others[FREE_CONVERSATIONS]!, free.profileId)).status).toBe(200);
  });

  it('a message longer than the site\'s message_length is refused in the member\'s language (nl) and stores nothing', async () => {
    const { length, message } = await prices();
    const sender = await paidMember(5 * message);
    const receiver = await confirmedMember(site);
    const tooLong = await sender.client.post('/api/chat.php', { profile_id: receiver.profileId, client_id: clientId(), text: 'a'.repeat(length + 1) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body).toMatchObject({ code: 'message_too_long', error: `Je bericht is te lang: maximaal ${length} tekens.` });
    expect(await messagesOf(sender.id)).toBe(0);
    expect(await site.domains.credits.balance(sender.id)).toBe(5 * message);
    // Exactly the limit passes (characters, not UTF-16 units: an emoji is one).
    expect((await send(sender, receiver.profileId, '😀'.repeat(length))).status).toBe(200);
  });

  it('a member who has not confirmed the e-mail: the message is stored and held, then delivered live at activation', async () => {
    const unconfirmed = await newMember(site);
    const receiver = await confirmedMember(site);
    const stream = await openEventStream(receiver.client);
    try {
      const sent = await send(unconfirmed, receiver.profileId, 'Wacht op mij');
      expect(sent.status, sent.text).toBe(200);
      expect(sent.body.message.status).toBe('held');
      expect((await receiver.client.get('/api/chats.php')).body).toEqual({ chats: [], unread_messages: 0, next: null });
      expect((await unconfirmed.client.get(`/api/chat.php?id=${sent.body.conversation.id}`)).body.messages[0]).toMatchObject({ status: 'held', text: 'Wacht op mij' });

      const mail = await newestMail(site, unconfirmed.email, 'activation');
      expect((await site.client().get(`/api/activate.php?token=${tokenIn(mail!.text, '/api/activate.php')}`)).status).toBe(302);
      const received = await stream.next((frame) => frame.event === 'message.received');
      expect(received.data).toMatchObject({ conversation_id: sent.body.conversation.id, profile_id: unconfirmed.profileId, message: { text: 'Wacht op mij', mine: false } });
      const list = await receiver.client.get('/api/chats.php');
      expect(list.body.unread_messages).toBe(1);
      expect(list.body.chats[0]).toMatchObject({ conversation: { id: sent.body.conversation.id }, num_unread_messages: 1, profile: { id: unconfirmed.profileId } });
      expect((await unconfirmed.client.get(`/api/chat.php?id=${sent.body.conversation.id}`)).body.messages[0].status).toBe('sent');
    } finally {
      stream.close();
    }
  });

  it('delivers live with the unread total, and reading tells the sender and zeroes the count', async () => {
    const { message } = await prices();
    const sender = await paidMember(5 * message);
    const receiver = await confirmedMember(site);
    const [senderStream, receiverStream] = await Promise.all([openEventStream(sender.client), openEventStream(receiver.client)]);
    try {
      const sent = await send(sender, receiver.profileId, 'Live!');
      const conversation = sent.body.conversation.id;
      await receiverStream.next((frame) => frame.event === 'message.received' && frame.data.message.id === sent.body.message.id);
      await receiverStream.next((frame) => frame.event === 'counts.changed' && frame.data.counts.messages === 1);

      const read = await receiver.client.put('/api/chat-read.php', { conversation, up_to: sent.body.message.id });
      expect(read.body).toEqual({ unread_messages: 0 });
      const receipt = await senderStream.next((frame) => frame.event === 'message.read');
      expect(receipt.data).toEqual({ conversation_id: conversation, up_to: sent.body.message.id });
      await receiverStream.next((frame) => frame.event === 'counts.changed' && frame.data.counts.messages === 0);
      expect((await sender.client.get(`/api/chat.php?id=${conversation}`)).body).toMatchObject({ read_up_to: sent.body.message.id, messages: [{ status: 'read' }] });
      expect((await sender.client.get('/api/chats.php')).body.chats[0].last_message.status).toBe('read');
      expect((await site.client().get('/api/counts.php')).status).toBe(403);
      expect((await receiver.client.get('/api/counts.php')).body.counts.messages).toBe(0);
    } finally {
      senderStream.close();
      receiverStream.close();
    }
  });

  it(`a non-premium member sees the newest ${CHAT_HISTORY_FREE} messages of a conversation, a premium member all, paged newest first`, async () => {
    const { message } = await prices();
    const premium = await paidMember((CHAT_HISTORY_FREE + 5) * message);
    const free = await confirmedMember(site);
    let conversation = 0;
    for (let i = 0; i < CHAT_HISTORY_FREE + 5; i += 1) conversation = (await send(premium, free.profileId, `Bericht ${i}`)).body.conversation.id;

    const pages = async (member: TestMember) => {
      const seen: string[] = [];
      let answer = (await member.client.get(`/api/chat.php?id=${conversation}`)).body;
      seen.push(...answer.messages.map((m: { text: string }) => m.text));
      expect(answer.messages).toHaveLength(CHAT_PAGE_SIZE);
      while (answer.before !== null) {
        answer = (await member.client.get(`/api/chat.php?id=${conversation}&before=${answer.before}`)).body;
        seen.push(...answer.messages.map((m: { text: string }) => m.text));
      }
      return { seen, limited: answer.history_limited };
    };
    const forFree = await pages(free);
    expect(forFree.seen).toHaveLength(CHAT_HISTORY_FREE);
    expect(forFree.seen[0]).toBe(`Bericht ${CHAT_HISTORY_FREE + 4}`);
    expect(forFree.limited).toBe(true);
    const forPremium = await pages(premium);
    expect(forPremium.seen).toEqual(Array.from({ length: CHAT_HISTORY_FREE + 5 }, (_, i) => `Bericht ${CHAT_HISTORY_FREE + 4 - i}`));
    expect(forPremium.limited).toBe(false);
  });

  it('deleting hides the conversation for the member only, and a block removes it on both sides, live', async () => {
    const { message } = await prices();
    const sender = await paidMember(5 * message);
    const receiver = await confirmedMember(site);
    const sent = await send(sender, receiver.profileId, 'Eerste');
    const conversation = sent.body.conversation.id;
    expect((await deleteJson(receiver.client, '/api/chat.php', { conversation })).status).toBe(200);
    expect((await receiver.client.get('/api/chats.php')).body).toEqual({ chats: [], unread_messages: 0, next: null });
    expect((await sender.client.get('/api/chats.php')).body.chats).toHaveLength(1);
    // A new message brings it back, without what was deleted.
    await send(sender, receiver.profileId, 'Tweede');
    const back = await receiver.client.get(`/api/chat.php?id=${conversation}`);
    expect(back.body.messages.map((m: { text: string }) => m.text)).toEqual(['Tweede']);

    const [senderStream, receiverStream] = await Promise.all([openEventStream(sender.client), openEventStream(receiver.client)]);
    try {
      expect((await receiver.client.post('/api/block.php', { profile_id: sender.profileId })).status).toBe(200);
      for (const stream of [senderStream, receiverStream]) {
        const frame = await stream.next((candidate) => candidate.event === 'conversation.deleted');
        expect(frame.data).toEqual({ conversation_id: conversation });
      }
      expect((await sender.client.get('/api/chats.php')).body.chats).toEqual([]);
      expect((await sender.client.get(`/api/chat.php?id=${conversation}`)).status).toBe(404);
      expect((await sender.client.post('/api/chat.php', { conversation_id: conversation, client_id: clientId(), text: 'Nog daar?' })).status).toBe(404);
    } finally {
      senderStream.close();
      receiverStream.close();
    }
  });

  it(`pages the list ${CHAT_LIST_PAGE_SIZE} at a time, most recent first, with no repeat or gap while messages arrive, and the unread total of the whole list`, async () => {
    const { message } = await prices();
    const member = await paidMember(60 * message);
    const writer = await paidMember(5 * message);
    // The writer's conversation is the oldest: it ends on the second page, with 2 unread.
    const written = await send(writer, member.profileId, 'Hoi');
    await send(writer, member.profileId, 'Ben je er?');
    // A fictional profile the member may write to, and copies of it (the suite's site has too few).
    const fictional = (await db().execute(sql`select id from profiles where fictional and status = 'active' order by id desc limit 100`) as unknown as { rows: { id: number }[] }).rows;
    const wanted = CHAT_LIST_PAGE_SIZE + 5;
    const started: number[] = [];
    let template: number | undefined;
    for (const profile of fictional) {
      const sent = await send(member, profile.id, 'Hallo');
      if (sent.status === 200) {
        started.push(sent.body.conversation.id);
        template = profile.id;
        break;
      }
    }
    const copies = (await db().execute(sql`
      insert into profiles (member_id, name, gender, seeking, sexuality, hair_colour, eye_colour, body_type, relationship_status, interests,
        tattoos, signup_reason, date_of_birth, country, region, city, about, niche, fictional, status, last_seen_at, created_at)
      select null, name, gender, seeking, sexuality, hair_colour, eye_colour, body_type, relationship_status, interests,
        tattoos, signup_reason, date_of_birth, country, region, city, about, niche, fictional, status, last_seen_at, created_at
      from profiles, generate_series(2, ${wanted}) where id = ${template!} returning id`) as unknown as { rows: { id: number }[] }).rows;
    for (const copy of copies) {
      const sent = await send(member, copy.id, 'Hallo');
      expect(sent.status).toBe(200);
      started.push(sent.body.conversation.id);
    }
    expect(started).toHaveLength(wanted);
    const everything = [...started].reverse().concat(written.body.conversation.id);
    type Page = { chats: { conversation: { id: number }; num_unread_messages: number }[]; unread_messages: number; next: string | null };
    const ids = (page: Page) => page.chats.map((chat) => chat.conversation.id);

    const first = (await member.client.get('/api/chats.php')).body as Page;
    expect(ids(first)).toEqual(everything.slice(0, CHAT_LIST_PAGE_SIZE));
    expect(first.chats.every((chat) => chat.num_unread_messages === 0)).toBe(true);
    expect(first.unread_messages).toBe(2);
    expect(first.next).toEqual(expect.any(String));

    // Between the two requests a conversation of the first page and one of the second get a message.
    const moved = ids(first)[7]!;
    expect((await member.client.post('/api/chat.php', { conversation_id: moved, client_id: clientId(), text: 'Nog een' })).status).toBe(200);
    await send(writer, member.profileId, 'Hallo?');

    const second = (await member.client.get(`/api/chats.php?after=${encodeURIComponent(first.next!)}`)).body as Page;
    // The second page goes on where the first stopped: nothing repeated, nothing skipped but the
    // conversation that moved to the top (the live event and the first page bring it there).
    expect(ids(second)).toEqual(everything.slice(CHAT_LIST_PAGE_SIZE, -1));
    expect(second.next).toBeNull();
    expect(second.unread_messages).toBe(3);
    expect(new Set([...ids(first), ...ids(second)]).size).toBe(ids(first).length + ids(second).length);

    const again = (await member.client.get('/api/chats.php')).body as Page;
    expect(ids(again).slice(0, 2)).toEqual([written.body.conversation.id, moved]);
    expect(again.chats[0]!.num_unread_messages).toBe(3);
    expect(again.unread_messages).toBe(3);

    // Reading the conversation on the second page lowers the total on every page.
    const history = await member.client.get(`/api/chat.php?id=${written.body.conversation.id}`);
    await member.client.put('/api/chat-read.php', { conversation: written.body.conversation.id, up_to: history.body.messages[0].id });
    expect(((await member.client.get(`/api/chats.php?after=${encodeURIComponent(first.next!)}`)).body as Page).unread_messages).toBe(0);
  });

  it('refuses a cursor that is not one of the chat list\'s with 400 invalid_input', async () => {
    const member = await confirmedMember(site);
    const likesCursor = Buffer.from(JSON.stringify(['given', '2026-01-01T00:00:00.000000Z', 1])).toString('base64url');
    for (const after of ['nonsense', likesCursor, Buffer.from(JSON.stringify(['chats', '2026-02-31T00:00:00.000000Z', 1])).toString('base64url')]) {
      const answer = await member.client.get(`/api/chats.php?after=${encodeURIComponent(after)}`);
      expect(answer.status).toBe(400);
      expect(answer.body.code).toBe('invalid_input');
    }
    const good = Buffer.from(JSON.stringify(['chats', '2026-01-01T00:00:00.000000Z', 1])).toString('base64url');
    expect((await member.client.get(`/api/chats.php?after=${good}`)).body).toEqual({ chats: [], unread_messages: 0, next: null });
  });

  it('a message to a fictional profile waits: nothing answers it and nothing marks it read', async () => {
    const { message } = await prices();
    const sender = await paidMember(5 * message);
    const [fictional] = (await db().execute(sql`select id from profiles where fictional and status = 'active' order by id desc limit 1`) as unknown as { rows: { id: number }[] }).rows;
    const sent = await send(sender, fictional!.id, 'Ben je echt?');
    expect(sent.body.message.status).toBe('sent');
    const history = await sender.client.get(`/api/chat.php?id=${sent.body.conversation.id}`);
    expect(history.body).toMatchObject({ profile: { fictional: true }, read_up_to: 0 });
    expect(history.body.messages).toHaveLength(1);
  });

  it('a report from the chat files a complaint about the other profile with the last 20 messages as evidence', async () => {
    const { message } = await prices();
    const sender = await paidMember(25 * message);
    const receiver = await confirmedMember(site);
    let conversation = 0;
    for (let i = 0; i < 22; i += 1) conversation = (await send(sender, receiver.profileId, `Bericht ${i}`)).body.conversation.id;
    const filed = await receiver.client.post('/api/chat-report.php', { conversation, description: 'Hij blijft maar sturen.' });
    expect(filed.status, filed.text).toBe(201);
    expect(filed.body.reference).toMatch(/^K-/);
    const [row] = (await db().execute(sql`select category, profile_id, member_id, evidence from complaints where reference = ${filed.body.reference}`) as unknown as { rows: Record<string, any>[] }).rows;
    expect(row).toMatchObject({ category: 'harassment', profile_id: sender.profileId, member_id: receiver.id });
    expect(row!.evidence.conversation_id).toBe(conversation);
    expect(row!.evidence.messages).toHaveLength(20);
    expect(row!.evidence.messages[0]).toMatchObject({ from: 'reported', text: 'Bericht 21', kind: 'text' });
    // Someone else's conversation cannot be reported (nor learned about).
    expect((await sender.client.post('/api/chat-report.php', { conversation: conversation + 100000, description: 'x' })).status).toBe(404);
  });

  it('lists the gift catalogue with pictures made here, and a gift costs gift_credits', async () => {
    const { gift } = await prices();
    const sender = await paidMember(gift);
    const receiver = await confirmedMember(site);
    const catalogue = (await sender.client.get('/api/gifts.php')).body.gifts;
    expect(catalogue.length).toBeGreaterThan(3);
    for (const item of catalogue) expect(item).toMatchObject({ credits: gift, image: expect.stringMatching(/^data:image\/svg\+xml,/) });
    const sent = await sender.client.post('/api/chat.php', { profile_id: receiver.profileId, client_id: clientId(), gift_id: catalogue[0].id });
    expect(sent.body).toMatchObject({ credits: 0, message: { kind: 'gift', gift_id: catalogue[0].id, text: null } });
    expect((await sender.client.post('/api/chat.php', { profile_id: receiver.profileId, client_id: clientId(), gift_id: 'unicorn' })).status).toBe(404);
  });
});
