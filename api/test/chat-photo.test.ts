/**
 * Photos in the chat over real HTTP on every backend: a photo send charges photo_credits once
 * (a repeated client_id is one message), goes through the photos pipeline (metadata gone, bad
 * files refused with nothing stored or charged), reaches only the conversation's two members, and
 * a receiver who is not premium is never given a sharp URL (history, list, stream) nor a sharp file,
 * and a block removes the photos' files with the conversation.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { and, count, eq, sql } from 'drizzle-orm';
import { BLURRED_SIZE } from '../src/lib/images/index.js';
import { creditEntries, messages, sites } from '../src/db/schema.js';
import { availableBackends } from './support/backends.js';
import { openEventStream } from './support/event-stream.js';
import { payingMember, photoClientId as clientId, sendChatPhoto as sendPhoto } from './support/chat.js';
import { confirmedMember } from './support/members.js';
import { suiteSite } from './support/suite-site.js';
import { gpsJpeg, hasGpsPointer, photo, uploadCorpus } from './support/upload-corpus.js';

/** The URLs of a photo message's sizes. */
const urlsOf = (message: { photo: { sizes: { url: string }[] } | null }) => message.photo?.sizes.map((size) => size.url) ?? [];

describe.each(await availableBackends())('photos in the chat on %s', (backend) => {
  const { site } = suiteSite(backend);
  const db = () => site.database.db;

  async function photoCredits() {
    const [row] = await db().select({ photo: sites.photoCredits }).from(sites).where(eq(sites.isDefault, true));
    return row!.photo;
  }

  /** A confirmed member holding `credits`; premium (has bought) unless told otherwise. */
  const memberWith = (credits: number, premium = true) => payingMember(site, credits, premium);

  const photoMessagesOf = async (memberId: number) => Number((await db().select({ n: count() }).from(messages)
    .where(and(eq(messages.senderMemberId, memberId), eq(messages.kind, 'photo'))))[0]!.n);
  const photoChargesOf = async (memberId: number) => Number((await db().select({ n: count() }).from(creditEntries)
    .where(and(eq(creditEntries.memberId, memberId), eq(creditEntries.kind, 'photo'))))[0]!.n);
  const chatFiles = (memberId: number) => {
    const folder = path.join(site.config.mediaDir, 'chat', String(memberId));
    return fs.existsSync(folder) ? fs.readdirSync(folder) : [];
  };

  it('a photo costs photo_credits once: a repeated client_id (in a row and at once) is one message and one charge', async () => {
    const price = await photoCredits();
    const sender = await memberWith(5 * price);
    const receiver = await confirmedMember(site);
    const bytes = await photo(7001, 900, 600);
    const id = clientId();
    const first = await sendPhoto(sender, { profile_id: receiver.profileId }, bytes, id);
    expect(first.status, first.text).toBe(200);
    expect(first.body).toMatchObject({ replayed: false, credits: 4 * price, message: { kind: 'photo', mine: true, status: 'sent', client_id: id, photo: { locked: false } } });
    const again = await sendPhoto(sender, { profile_id: receiver.profileId }, bytes, id);
    expect(again.body).toMatchObject({ replayed: true, credits: 4 * price, message: { id: first.body.message.id } });

    const parallelId = clientId();
    const parallel = await Promise.all(Array.from({ length: 3 }, () => sendPhoto(sender, { conversation_id: first.body.conversation.id }, bytes, parallelId)));
    expect(parallel.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(parallel.filter((answer) => !answer.body.replayed)).toHaveLength(1);

    expect(await photoMessagesOf(sender.id)).toBe(2);
    expect(await photoChargesOf(sender.id)).toBe(2);
    expect(await site.domains.credits.balance(sender.id)).toBe(3 * price);
    expect(await site.domains.credits.reconcile([sender.id])).toEqual([]);
    // Two photos' files (three sizes and the blurred copy each): the doubled sends left none behind.
    expect(chatFiles(sender.id)).toHaveLength(2 * 4);
  });

  it('re-encodes the photo whole, without its metadata, and the sender fetches it sharp', async () => {
    const sender = await memberWith(5 * (await photoCredits()));
    const receiver = await confirmedMember(site);
    const sent = await sendPhoto(sender, { profile_id: receiver.profileId }, await gpsJpeg());
    expect(sent.status, sent.text).toBe(200);
    const largest = sent.body.message.photo.sizes.at(-1);
    const file = await sender.client.get(largest.url);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
    expect(file.headers['cache-control']).toContain('private');
    const meta = await sharp(file.bytes).metadata();
    // 640 × 480 turned upright by its EXIF orientation, kept whole (not cropped to a square).
    expect(meta).toMatchObject({ format: 'webp', width: 480, height: 640 });
    expect(meta.exif).toBeUndefined();
    expect(hasGpsPointer(file.bytes)).toBe(false);
    // The media folder does not serve chat photos: only the endpoint, which asks who is looking.
    const stored = fs.readdirSync(path.join(site.config.mediaDir, 'chat', String(sender.id)))[0]!;
    expect((await sender.client.get(`/media/chat/${sender.id}/${stored}`)).status).toBe(404);
  });

  it('a file that is not a photo (polyglot, SVG, truncated) is refused in the member\'s language and stores and charges nothing', async () => {
    const price = await photoCredits();
    const sender = await memberWith(5 * price);
    const receiver = await confirmedMember(site);
    const corpus = await uploadCorpus();
    for (const name of ['png-zip-polyglot.png', 'script.svg', 'truncated.jpg']) {
      const file = corpus[name]!;
      const refused = await sendPhoto(sender, { profile_id: receiver.profileId }, file.bytes, clientId(), file.type);
      expect(refused.status, name).toBe(400);
      // In Dutch, the member's language, beside the form field.
      expect(refused.body, name).toMatchObject({ code: 'photo_not_image', error: expect.stringContaining('geen foto'), fields: { photo: expect.stringContaining('geen foto') } });
    }
    expect(await photoMessagesOf(sender.id)).toBe(0);
    expect(await photoChargesOf(sender.id)).toBe(0);
    expect(await site.domains.credits.balance(sender.id)).toBe(5 * price);
    expect(chatFiles(sender.id)).toEqual([]);
    // No conversation was started by the refused sends either.
    expect((await sender.client.get('/api/chats.php')).body.chats).toEqual([]);
  });

  it('too few credits is insufficient_credits (402): no message, no charge, no files', async () => {
    const sender = await memberWith((await photoCredits()) - 1);
    const receiver = await confirmedMember(site);
    const refused = await sendPhoto(sender, { profile_id: receiver.profileId }, await photo(7002));
    expect(refused.status).toBe(402);
    expect(refused.body.code).toBe('insufficient_credits');
    expect(await photoMessagesOf(sender.id)).toBe(0);
    expect(chatFiles(sender.id)).toEqual([]);
  });

  it('a receiver who is not premium gets only the blurred copy: no sharp URL in the stream, the history or the list, and no sharp file', async () => {
    const sender = await memberWith(5 * (await photoCredits()));
    const receiver = await confirmedMember(site);
    const stream = await openEventStream(receiver.client);
    let sent;
    try {
      sent = await sendPhoto(sender, { profile_id: receiver.profileId }, await photo(7003, 1200, 800));
      expect(sent.status, sent.text).toBe(200);
      const received = await stream.next((frame) => frame.event === 'message.received');
      expect(received.data.message).toMatchObject({ kind: 'photo', mine: false, photo: { locked: true } });
      expect(urlsOf(received.data.message)).toEqual([`/api/chat-photo.php?id=${sent.body.message.id}&size=blurred`]);
    } finally {
      stream.close();
    }
    const conversation = sent.body.conversation.id;
    const sharpUrls = urlsOf(sent.body.message);
    expect(sharpUrls).toHaveLength(3);
    const history = await receiver.client.get(`/api/chat.php?id=${conversation}`);
    const list = await receiver.client.get('/api/chats.php');
    for (const answer of [history, list]) {
      for (const url of sharpUrls) expect(answer.text).not.toContain(url);
      expect(answer.text).not.toMatch(/size=\d/);
    }
    expect(history.body.messages[0].photo.locked).toBe(true);
    expect(list.body.chats[0].last_message.photo.locked).toBe(true);

    const blurred = await receiver.client.get(urlsOf(history.body.messages[0])[0]!);
    expect(blurred.status).toBe(200);
    const meta = await sharp(blurred.bytes).metadata();
    expect(Math.max(meta.width!, meta.height!)).toBeLessThanOrEqual(BLURRED_SIZE);
    // Asking for a sharp size anyway is refused: being on the conversation is not enough.
    const sharpAsked = await receiver.client.get(sharpUrls.at(-1)!);
    expect(sharpAsked.status).toBe(403);
    expect(sharpAsked.body.code).toBe('premium_only');

    // Once premium, the same receiver sees it sharp.
    await db().execute(sql`update members set paid_user = true where id = ${receiver.id}`);
    site.domains.users.forget(receiver.id);
    const asPremium = await receiver.client.get(`/api/chat.php?id=${conversation}`);
    expect(asPremium.body.messages[0].photo.locked).toBe(false);
    expect(urlsOf(asPremium.body.messages[0])).toEqual(sharpUrls);
    expect((await receiver.client.get(sharpUrls.at(-1)!)).status).toBe(200);
  });

  it('a member outside the conversation cannot fetch the photo (404), blurred or sharp, nor send into it; a visitor is refused', async () => {
    const sender = await memberWith(5 * (await photoCredits()));
    const receiver = await confirmedMember(site);
    const stranger = await memberWith(5 * (await photoCredits()));
    const sent = await sendPhoto(sender, { profile_id: receiver.profileId }, await photo(7004));
    expect(sent.status, sent.text).toBe(200);
    for (const url of [...urlsOf(sent.body.message), `/api/chat-photo.php?id=${sent.body.message.id}&size=blurred`]) {
      const answer = await stranger.client.get(url);
      expect(answer.status, url).toBe(404);
      expect(answer.headers['content-type']).toContain('application/json');
      expect((await site.client().get(url)).status, url).toBe(403);
    }
    const into = await sendPhoto(stranger, { conversation_id: sent.body.conversation.id }, await photo(7005));
    expect(into.status).toBe(404);
    expect(await photoMessagesOf(stranger.id)).toBe(0);
    expect(await photoChargesOf(stranger.id)).toBe(0);
  });

  it('a free member (never paid) pays photo_credits for a photo: the free messages are texts only', async () => {
    const price = await photoCredits();
    const free = await memberWith(price, false);
    const receiver = await confirmedMember(site);
    const sent = await sendPhoto(free, { profile_id: receiver.profileId }, await photo(7006));
    expect(sent.status, sent.text).toBe(200);
    expect(sent.body.credits).toBe(0);
    expect(await photoChargesOf(free.id)).toBe(1);
  });

  it('a block deletes the conversation with its photos\' files', async () => {
    const sender = await memberWith(5 * (await photoCredits()));
    const receiver = await confirmedMember(site);
    const sent = await sendPhoto(sender, { profile_id: receiver.profileId }, await photo(7008));
    expect(sent.status, sent.text).toBe(200);
    expect(chatFiles(sender.id)).toHaveLength(4);
    expect((await receiver.client.post('/api/block.php', { profile_id: sender.profileId })).status).toBe(200);
    expect(chatFiles(sender.id)).toEqual([]);
    expect((await sender.client.get(urlsOf(sent.body.message)[0]!)).status).toBe(404);
  });

  it('refuses a form without a file or with an invalid client id, and stores nothing', async () => {
    const sender = await memberWith(5 * (await photoCredits()));
    const receiver = await confirmedMember(site);
    const noFile = new FormData();
    noFile.append('profile_id', String(receiver.profileId));
    noFile.append('client_id', clientId());
    const missing = await sender.client.request('POST', '/api/chat-photo.php', { body: noFile });
    expect(missing.status).toBe(400);
    expect(missing.body.code).toBe('required');
    const badId = await sendPhoto(sender, { profile_id: receiver.profileId }, await photo(7007), 'x');
    expect(badId.status).toBe(400);
    expect(badId.body.code).toBe('invalid_input');
    expect(await photoMessagesOf(sender.id)).toBe(0);
  });
});
