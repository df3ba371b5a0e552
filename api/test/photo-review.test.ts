/**
 * The moderators' photo queue over real HTTP: a copy of another profile's photo waits, oldest
 * first, beside its profile's other photos and the photo it resembles; approving makes it active and
 * the main photo of a profile without one (the member's event in the same transaction, an audit
 * row); rejecting needs a reason of the list, tells the member in their language by mail and on the
 * profile page; a decided photo cannot be decided again; an operator is refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { and, eq } from 'drizzle-orm';
import { outgoingMail, serverEvents, staffAudit } from '../src/db/schema.js';
import { availableBackends } from './support/backends.js';
import { staffClient } from './support/staff.js';
import { openEventStream } from './support/event-stream.js';
import { newMember, type TestMember } from './support/members.js';
import { photo } from './support/upload-corpus.js';
import { startTestSite, type TestSite } from './support/test-site.js';
import type { HttpClient } from './support/http-client.js';

let seed = 9100;

describe.each(await availableBackends())('photo review on %s', (backend) => {
  let site: TestSite;
  let moderator: HttpClient;
  beforeAll(async () => {
    site = await startTestSite(backend);
    moderator = (await staffClient(site, 'moderator')).client;
  });
  afterAll(() => site?.close());

  function upload(member: TestMember, bytes: Buffer) {
    const form = new FormData();
    form.append('photo', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), 'photo.jpg');
    return member.client.request('POST', '/api/photos.php', { body: form });
  }

  /** A member whose upload copies another member's photo: held back, pending. Returns both and the photo ids. */
  async function heldBack(options: { language?: string; ownFirst?: boolean } = {}) {
    const original = await photo(seed++, 1000, 750);
    const owner = await newMember(site);
    const ownerPhoto = (await upload(owner, original)).body.photos[0];
    const copier = await newMember(site, { language: options.language });
    let own: number | null = null;
    if (options.ownFirst) own = (await upload(copier, await photo(seed++, 900, 700))).body.photos[0].id;
    const copy = await sharp(original).resize(700).jpeg({ quality: 70 }).toBuffer();
    const answer = await upload(copier, copy);
    expect(answer.status, answer.text).toBe(201);
    const pending = answer.body.photos.find((p: { status: string }) => p.status === 'pending');
    expect(pending).toBeTruthy();
    return { owner, ownerPhotoId: ownerPhoto.id as number, copier, pendingId: pending.id as number, ownId: own };
  }

  async function queueEntry(photoId: number) {
    const answer = await moderator.get('/api/photo-queue.php');
    expect(answer.status, answer.text).toBe(200);
    return { answer: answer.body, entry: answer.body.photos.find((p: { photo: { id: number } }) => p.photo.id === photoId) };
  }

  const auditOf = (photoId: number) => site.database.db.select().from(staffAudit).where(and(eq(staffAudit.recordType, 'profile_image'), eq(staffAudit.recordId, String(photoId))));
  const eventsOf = (member: TestMember) => site.database.db.select().from(serverEvents).where(and(eq(serverEvents.stream, `member:${member.id}`), eq(serverEvents.name, 'photo.reviewed')));

  it('shows a held-back photo, oldest first, beside its profile\'s other photos and the photo it resembles', async () => {
    const first = await heldBack({ ownFirst: true });
    const second = await heldBack();
    const { answer, entry } = await queueEntry(first.pendingId);
    expect(answer.waiting).toBeGreaterThanOrEqual(2);
    expect(entry).toMatchObject({
      photo: { id: first.pendingId, status: 'pending' },
      profile: { id: first.copier.profileId, member_id: first.copier.id },
      others: [{ id: first.ownId, status: 'active', main: true }],
      similar: { photo: { id: first.ownerPhotoId, status: 'active' }, profile_id: first.owner.profileId, fictional: false },
    });
    const ids = answer.photos.map((p: { photo: { id: number } }) => p.photo.id);
    expect(ids.indexOf(first.pendingId)).toBeLessThan(ids.indexOf(second.pendingId));
    const times = answer.photos.map((p: { uploaded_at: string }) => Date.parse(p.uploaded_at));
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });

  it("tells the moderators' stream when a photo is held back and when it is decided, and the staff bar's count follows", async () => {
    const stream = await openEventStream(moderator, { path: '/api/staff-events.php' });
    try {
      await stream.next((frame) => frame.event === 'ready');
      const photosWaiting = async () => (await moderator.get('/api/staff-queues.php')).body.queues.photos as number;
      const before = await photosWaiting();
      const { copier, pendingId } = await heldBack();
      // The upload answers once the hold committed: from then on the event has 1 s to arrive.
      const waiting = await stream.next((frame) => frame.event === 'photo.waiting' && (frame.data as { photo_id: number }).photo_id === pendingId, 1_000);
      expect(waiting.data).toEqual({ photo_id: pendingId, profile_id: copier.profileId });
      expect(await photosWaiting()).toBe(before + 1);
      expect((await moderator.post('/api/photo-review.php', { photo_id: pendingId, decision: 'approve' })).status).toBe(200);
      const decided = await stream.next((frame) => frame.event === 'photo.decided' && (frame.data as { photo_id: number }).photo_id === pendingId, 1_000);
      expect(decided.data).toEqual({ photo_id: pendingId, staff_id: expect.any(Number) });
      expect(await photosWaiting()).toBe(before);
    } finally {
      stream.close();
    }
  });

  it('approves: active, the main photo of a profile without one, the member told in the same transaction, audited', async () => {
    const { copier, pendingId } = await heldBack();
    expect((await copier.client.get('/api/user.php')).body.user.profile.main_image).toBeNull();
    const answer = await moderator.post('/api/photo-review.php', { photo_id: pendingId, decision: 'approve' });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body).toEqual({ photo_id: pendingId, status: 'active', main: true });
    const own = (await copier.client.get('/api/photos.php')).body.photos;
    expect(own).toEqual([expect.objectContaining({ id: pendingId, status: 'active', main: true, rejection_reason: null })]);
    expect((await copier.client.get('/api/user.php')).body.user.profile.main_image).not.toBeNull();
    expect((await eventsOf(copier)).map((row) => row.payload)).toEqual([{ photo_id: pendingId, status: 'active', main: true }]);
    expect(await auditOf(pendingId)).toEqual([expect.objectContaining({
      action: 'photo.approve', before: { status: 'pending', main: true }, after: { status: 'active', main: true },
    })]);
    expect((await queueEntry(pendingId)).entry).toBeUndefined();
  });

  it('approving beside an active main photo keeps that one main', async () => {
    const { copier, pendingId, ownId } = await heldBack({ ownFirst: true });
    const answer = await moderator.post('/api/photo-review.php', { photo_id: pendingId, decision: 'approve' });
    expect(answer.body).toEqual({ photo_id: pendingId, status: 'active', main: false });
    const own = (await copier.client.get('/api/photos.php')).body.photos;
    expect(own.find((p: { id: number }) => p.id === ownId).main).toBe(true);
  });

  it('rejects with a reason of the list: the member reads it on the profile page and in a mail in their language', async () => {
    const { copier, pendingId } = await heldBack({ language: 'de' });
    const answer = await moderator.post('/api/photo-review.php', { photo_id: pendingId, decision: 'reject', reason: 'copied' });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body).toEqual({ photo_id: pendingId, status: 'rejected', main: false });
    const own = (await copier.client.get('/api/photos.php')).body.photos;
    expect(own).toEqual([expect.objectContaining({ id: pendingId, status: 'rejected', main: false, rejection_reason: 'copied' })]);
    const mails = await site.database.db.select().from(outgoingMail).where(and(eq(outgoingMail.memberId, copier.id), eq(outgoingMail.kind, 'photo_rejected')));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain('Foto');
    expect(mails[0]!.text).toContain('Das Foto scheint von jemand anderem zu sein.');
    expect(mails[0]!.toAddress).toBe(copier.email);
    expect((await eventsOf(copier)).map((row) => row.payload)).toEqual([{ photo_id: pendingId, status: 'rejected', main: false }]);
    expect(await auditOf(pendingId)).toEqual([expect.objectContaining({ action: 'photo.reject', after: { status: 'rejected', main: false, reason: 'copied' } })]);
  });

  it('refuses a reason off the list, a missing reason and a photo that is not pending, changing nothing', async () => {
    const { copier, pendingId } = await heldBack();
    for (const body of [{ photo_id: pendingId, decision: 'reject', reason: 'ugly' }, { photo_id: pendingId, decision: 'reject' }, { photo_id: pendingId, decision: 'maybe' }]) {
      const refused = await moderator.post('/api/photo-review.php', body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.body.error).toEqual(expect.any(String));
    }
    expect((await copier.client.get('/api/photos.php')).body.photos[0].status).toBe('pending');
    expect(await auditOf(pendingId)).toEqual([]);
    expect((await moderator.post('/api/photo-review.php', { photo_id: pendingId, decision: 'approve' })).status).toBe(200);
    // Decided already (say by a second moderator at the same time): nothing changes, nothing is audited twice.
    const again = await moderator.post('/api/photo-review.php', { photo_id: pendingId, decision: 'reject', reason: 'copied' });
    expect(again.status).toBe(404);
    expect(await auditOf(pendingId)).toHaveLength(1);
    expect((await copier.client.get('/api/photos.php')).body.photos[0].status).toBe('active');
  });

  it('refuses an operator, a member and a visitor', async () => {
    const { copier, pendingId } = await heldBack();
    const operator = (await staffClient(site, 'operator')).client;
    expect((await operator.post('/api/photo-review.php', { photo_id: pendingId, decision: 'approve' })).body.code).toBe('staff_role_required');
    expect((await copier.client.post('/api/photo-review.php', { photo_id: pendingId, decision: 'approve' })).body.code).toBe('staff_required');
    expect((await site.client().get('/api/photo-queue.php')).body.code).toBe('staff_required');
    expect((await copier.client.get('/api/photos.php')).body.photos[0].status).toBe('pending');
  });
});
