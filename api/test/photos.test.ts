/**
 * Photos over real HTTP on every backend: upload (re-encoded 3:4 frames cut around the member's
 * focal point and an avatar square, EXIF and GPS gone, orientation applied), the upload corpus refused with nothing stored, the 3/25 limit, duplicates left pending,
 * main photo, order, delete with files, and that no member reaches another's photos.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { count, eq, ne } from 'drizzle-orm';
import { PHOTO_LIMIT } from '@dating/shared-contracts';
import { members, profileImages } from '../src/db/schema.js';
import { availableBackends } from './support/backends.js';
import { newMember, type TestMember } from './support/members.js';
import { gpsJpeg, hasGpsPointer, photo, uploadCorpus } from './support/upload-corpus.js';
import { startTestSite, type TestSite } from './support/test-site.js';

let seed = 1;

/** A white JPEG with coloured rectangles on it. */
function banded(width: number, height: number, bands: { top: number; height: number; left?: number; colour: string }[]): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#ffffff' } })
    .composite(bands.map((band) => ({
      input: { create: { width: width - (band.left ?? 0), height: band.height, channels: 3 as const, background: band.colour } },
      top: band.top,
      left: band.left ?? 0,
    })))
    .jpeg({ quality: 95 })
    .toBuffer();
}

/** The colour of a stored file at a point (fractions of its width and height), by its strongest channel. */
async function colourAt(file: string, x: number, y: number): Promise<'red' | 'green' | 'blue' | 'white'> {
  const { data, info } = await sharp(file).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (Math.min(info.height - 1, Math.floor(y * info.height)) * info.width + Math.min(info.width - 1, Math.floor(x * info.width))) * 3;
  const [r, g, b] = [data[at]!, data[at + 1]!, data[at + 2]!];
  if (r > 200 && g > 200 && b > 200) return 'white';
  return r >= g && r >= b ? 'red' : g >= b ? 'green' : 'blue';
}

describe.each(await availableBackends())('photos on %s', (backend) => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startTestSite(backend);
  });
  afterAll(async () => {
    await site?.close();
  });

  function upload(member: TestMember, bytes: Buffer, name = 'photo.jpg', type = 'image/jpeg', field = 'photo') {
    const form = new FormData();
    form.append(field, new Blob([new Uint8Array(bytes)], { type }), name);
    return member.client.request('POST', '/api/photos.php', { body: form });
  }

  const mediaPath = (url: string) => path.join(site.config.mediaDir, url.replace(/^\/media\//, ''));

  async function storedCount(profileId: number) {
    const [row] = await site.database.db.select({ n: count() }).from(profileImages).where(eq(profileImages.profileId, profileId));
    return Number(row!.n);
  }

  function filesOf(profileId: number): string[] {
    const folder = path.join(site.config.mediaDir, 'profiles', String(profileId));
    return fs.existsSync(folder) ? fs.readdirSync(folder) : [];
  }

  it('stores an upload as its 3:4 frame at 1×, 2× and 3× and an avatar square; the first photo is active and main, and the member shows it', async () => {
    const member = await newMember(site);
    const answer = await upload(member, await photo(seed++, 1200, 1600));
    expect(answer.status, answer.text).toBe(201);
    expect(answer.body.limit).toBe(PHOTO_LIMIT.free);
    const [stored] = answer.body.photos;
    expect(stored).toMatchObject({ status: 'active', main: true, position: 0 });
    expect(stored.sizes.map((size: { width: number; height: number }) => [size.width, size.height])).toEqual([[240, 320], [480, 640], [720, 960]]);
    for (const size of stored.sizes) {
      const meta = await sharp(mediaPath(size.url)).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: size.width, height: size.height });
    }
    // The frames, the avatar square and the blurred copy for viewers who are not premium.
    expect(filesOf(member.profileId)).toHaveLength(5);
    const user = (await member.client.get('/api/user.php')).body.user;
    expect(user.profile.main_image.filename).toBe(stored.sizes[2].url.replace(/^\/media\//, ''));
    expect(await sharp(mediaPath(`/media/${user.profile.main_image.thumb_filename}`)).metadata()).toMatchObject({ width: 120, height: 120 });
    expect((await member.client.get('/api/photos.php')).body.photos).toEqual(answer.body.photos);
  });

  it('takes PNG and WebP too, and never enlarges a small photo', async () => {
    const member = await newMember(site);
    expect((await upload(member, await photo(seed++, 640, 480, 'png'), 'a.png', 'image/png')).status).toBe(201);
    const answer = await upload(member, await photo(seed++, 300, 300, 'webp'), 'b.webp', 'image/webp');
    expect(answer.status).toBe(201);
    // The largest 3:4 cut of a 300 px square is 225 × 300: one frame, at the photo's own pixels.
    expect(answer.body.photos[1].sizes.map((size: { width: number; height: number }) => [size.width, size.height])).toEqual([[225, 300]]);
  });

  it('keeps the whole of a 3:4 portrait, and cuts a wider photo around the focal point the member chose', async () => {
    const member = await newMember(site);
    // Blue along the top edge and red along the bottom: cut twice (square, then 3:4), the red was lost.
    const portrait = await banded(600, 800, [{ top: 0, height: 40, colour: '#0000ff' }, { top: 760, height: 40, colour: '#ff0000' }]);
    const answer = await upload(member, portrait);
    expect(answer.status, answer.text).toBe(201);
    const largest = answer.body.photos[0].sizes.at(-1);
    expect([largest.width, largest.height]).toEqual([600, 800]);
    expect(await colourAt(mediaPath(largest.url), 0.5, 0.01)).toBe('blue');
    expect(await colourAt(mediaPath(largest.url), 0.5, 0.99)).toBe('red');

    // Green on the left, red on the right: the focal point at the right edge cuts from the red half.
    const wide = await banded(1600, 900, [{ top: 0, height: 900, colour: '#00ff00' }, { top: 0, height: 900, left: 800, colour: '#ff0000' }]);
    const form = new FormData();
    form.append('photo', new Blob([new Uint8Array(wide)], { type: 'image/jpeg' }), 'wide.jpg');
    form.append('focus_x', '0.95');
    form.append('focus_y', '0.5');
    const focused = await member.client.request('POST', '/api/photos.php', { body: form });
    expect(focused.status, focused.text).toBe(201);
    const cut = focused.body.photos[1].sizes.at(-1);
    expect([cut.width, cut.height]).toEqual([675, 900]);
    expect(await colourAt(mediaPath(cut.url), 0.02, 0.5)).toBe('red');
    expect(await colourAt(mediaPath(cut.url), 0.98, 0.5)).toBe('red');
  });

  it('refuses a focal point outside the photo and stores nothing', async () => {
    const member = await newMember(site);
    const form = new FormData();
    form.append('photo', new Blob([new Uint8Array(await photo(seed++))], { type: 'image/jpeg' }), 'p.jpg');
    form.append('focus_x', '1.5');
    const refused = await member.client.request('POST', '/api/photos.php', { body: form });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: 'invalid_input', fields: { focus_x: 'De ingevoerde gegevens zijn ongeldig.' } });
    expect(await storedCount(member.profileId)).toBe(0);
    expect(filesOf(member.profileId)).toEqual([]);
  });

  it('strips EXIF and GPS and applies the orientation', async () => {
    const original = await gpsJpeg();
    expect((await sharp(original).metadata()).orientation).toBe(6);
    expect(hasGpsPointer(original)).toBe(true);
    const member = await newMember(site);
    const answer = await upload(member, original);
    expect(answer.status).toBe(201);
    for (const size of answer.body.photos[0].sizes) {
      const file = fs.readFileSync(mediaPath(size.url));
      const meta = await sharp(file).metadata();
      expect(meta.exif).toBeUndefined();
      expect(file.includes(Buffer.from('TestCam'))).toBe(false);
    }
    // Orientation 6 turns the red left half into the top half: both top corners red, bottom blue.
    const { data, info } = await sharp(mediaPath(answer.body.photos[0].sizes[1].url)).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3)];
    for (const [x, y] of [[2, 2], [info.width - 3, 2]]) expect(pixel(x!, y!)[0]).toBeGreaterThan(200);
    expect(pixel(info.width - 3, info.height - 3)[2]).toBeGreaterThan(200);
  });

  describe('the upload corpus', () => {
    let corpus: Awaited<ReturnType<typeof uploadCorpus>>;
    beforeAll(async () => {
      corpus = await uploadCorpus();
    });
    const refusals: [string, string, number][] = [
      ['png-zip-polyglot.png', 'photo_not_image', 400],
      ['script.svg', 'photo_not_image', 400],
      ['page-named.jpg', 'photo_not_image', 400],
      ['pixel-flood.png', 'photo_too_many_pixels', 400],
      ['twelve-megabytes.jpg', 'photo_too_large', 413],
      ['truncated.jpg', 'photo_not_image', 400],
    ];
    it.each(refusals)('refuses %s (%s) and stores nothing', async (name, code, status) => {
      const member = await newMember(site);
      const file = corpus[name]!;
      const answer = await upload(member, file.bytes, name, file.type);
      expect(answer.status, answer.text).toBe(status);
      expect(answer.body.code).toBe(code);
      expect(answer.body.fields.photo).toBe(answer.body.error);
      expect(await storedCount(member.profileId)).toBe(0);
      expect(filesOf(member.profileId)).toEqual([]);
    });

    it('answers in the member language', async () => {
      const member = await newMember(site, { language: 'de' });
      const answer = await upload(member, corpus['script.svg']!.bytes, 'x.svg', 'image/svg+xml');
      expect(answer.body.error).toBe('Diese Datei ist kein Foto, das wir lesen können. Wähle ein JPEG-, PNG-, WebP- oder HEIC-Foto.');
    });
  });

  it('refuses a request without the photo field, or not multipart', async () => {
    const member = await newMember(site);
    const wrongField = await upload(member, await photo(seed++), 'p.jpg', 'image/jpeg', 'picture');
    expect(wrongField.status).toBe(400);
    const json = await member.client.post('/api/photos.php', { photo: 'x' });
    expect(json.status).toBe(400);
    expect(await storedCount(member.profileId)).toBe(0);
  });

  it(`a free member has ${PHOTO_LIMIT.free} photos; the next is refused with the way to premium; premium goes on`, async () => {
    const member = await newMember(site);
    for (let i = 0; i < PHOTO_LIMIT.free; i++) expect((await upload(member, await photo(seed++))).status).toBe(201);
    const refused = await upload(member, await photo(seed++));
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      code: 'photo_limit_reached',
      error: `Je hebt het maximum van ${PHOTO_LIMIT.free} foto's bereikt. Met premium kun je er tot ${PHOTO_LIMIT.premium} plaatsen.`,
    });
    expect(await storedCount(member.profileId)).toBe(PHOTO_LIMIT.free);
    expect(filesOf(member.profileId)).toHaveLength(PHOTO_LIMIT.free * 4);

    await site.database.db.update(members).set({ paidUser: true }).where(eq(members.id, member.id));
    const premium = await upload(member, await photo(seed++));
    expect(premium.status).toBe(201);
    expect(premium.body.limit).toBe(PHOTO_LIMIT.premium);
  });

  it('parallel uploads cannot pass the limit', async () => {
    const member = await newMember(site);
    const files = await Promise.all(Array.from({ length: 5 }, () => photo(seed++)));
    const answers = await Promise.all(files.map((file) => upload(member, file)));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(PHOTO_LIMIT.free);
    expect(await storedCount(member.profileId)).toBe(PHOTO_LIMIT.free);
    expect(filesOf(member.profileId)).toHaveLength(PHOTO_LIMIT.free * 4);
  });

  it("a copy of another member's photo stays pending, seen by its owner only", async () => {
    const original = await photo(seed++, 1000, 750);
    const first = await newMember(site);
    expect((await upload(first, original)).body.photos[0].status).toBe('active');
    const copier = await newMember(site);
    const resized = await sharp(original).resize(700).jpeg({ quality: 70 }).toBuffer();
    const answer = await upload(copier, resized);
    expect(answer.status).toBe(201);
    expect(answer.body.photos[0]).toMatchObject({ status: 'pending', main: true });
    // A pending main photo is not shown as the member's photo.
    expect((await copier.client.get('/api/user.php')).body.user.profile.main_image).toBeNull();
  });

  it("a sample profile's photo, downloaded and uploaded by a member, stays pending (the seed stores its hash too)", async () => {
    const [seeded] = await site.database.db.select().from(profileImages).where(eq(profileImages.isMain, true)).limit(1);
    expect(seeded!.dhash).toMatch(/^[0-9a-f]{16}$/);
    const downloaded = fs.readFileSync(path.join(site.config.mediaDir, seeded!.filename));
    const copier = await newMember(site);
    const answer = await upload(copier, downloaded, 'her.webp', 'image/webp');
    expect(answer.status).toBe(201);
    expect(answer.body.photos[0]).toMatchObject({ status: 'pending', main: true });
  });

  it('a main photo that is not the member\'s refuses the whole change: the order given with it is not stored', async () => {
    const member = await newMember(site);
    let ids: number[] = [];
    for (let i = 0; i < 2; i++) ids = (await upload(member, await photo(seed++))).body.photos.map((p: { id: number }) => p.id);
    const before = (await member.client.get('/api/photos.php')).body.photos;
    const [foreign] = await site.database.db.select({ id: profileImages.id }).from(profileImages).where(ne(profileImages.profileId, member.profileId)).limit(1);
    const refused = await member.client.put('/api/photos.php', { order: [ids[1], ids[0]], main: foreign!.id });
    expect(refused.status).toBe(404);
    expect((await member.client.get('/api/photos.php')).body.photos).toEqual(before);
  });

  it('chooses the main photo and the order; refuses an order that is not every own photo once', async () => {
    const member = await newMember(site);
    let ids: number[] = [];
    for (let i = 0; i < 3; i++) ids = (await upload(member, await photo(seed++))).body.photos.map((p: { id: number }) => p.id);
    const arranged = await member.client.put('/api/photos.php', { main: ids[2], order: [ids[2], ids[0], ids[1]] });
    expect(arranged.status).toBe(200);
    expect(arranged.body.photos.map((p: { id: number; main: boolean }) => [p.id, p.main])).toEqual([[ids[2], true], [ids[0], false], [ids[1], false]]);
    const user = (await member.client.get('/api/user.php')).body.user;
    expect(`/media/${user.profile.main_image.filename}`).toBe(arranged.body.photos[0].sizes.at(-1).url);

    for (const order of [[ids[0], ids[1]], [ids[0], ids[0], ids[1]], [ids[0], ids[1], 999_999]]) {
      const refused = await member.client.put('/api/photos.php', { order });
      expect(refused.status).toBe(400);
    }
    expect((await member.client.get('/api/photos.php')).body.photos).toEqual(arranged.body.photos);
  });

  it('deletes a photo and its files; a deleted main photo passes the role on', async () => {
    const member = await newMember(site);
    await upload(member, await photo(seed++));
    const both = (await upload(member, await photo(seed++))).body.photos;
    const answer = await member.client.request('DELETE', '/api/photos.php', { json: { id: both[0].id } });
    expect(answer.status).toBe(200);
    expect(answer.body.photos).toHaveLength(1);
    expect(answer.body.photos[0]).toMatchObject({ id: both[1].id, main: true });
    for (const size of both[0].sizes) expect(fs.existsSync(mediaPath(size.url))).toBe(false);
    expect(filesOf(member.profileId)).toHaveLength(4);
  });

  it("no member can arrange or delete another's photos, and visitors get nothing", async () => {
    const owner = await newMember(site);
    const stored = (await upload(owner, await photo(seed++))).body.photos;
    const other = await newMember(site);
    expect((await other.client.put('/api/photos.php', { main: stored[0].id })).status).toBe(404);
    expect((await other.client.request('DELETE', '/api/photos.php', { json: { id: stored[0].id } })).status).toBe(404);
    expect((await other.client.get('/api/photos.php')).body.photos).toEqual([]);
    expect((await owner.client.get('/api/photos.php')).body.photos).toEqual(stored);

    const visitor = site.client();
    for (const method of ['GET', 'POST', 'PUT', 'DELETE']) {
      const answer = await visitor.request(method, '/api/photos.php', method === 'GET' ? {} : { json: { id: stored[0].id } });
      expect(answer.status).toBe(403);
      expect(answer.body.auth_required).toBe(true);
    }
    expect(await storedCount(owner.profileId)).toBe(1);
  });
});
