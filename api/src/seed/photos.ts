/**
 * Sample photos: every seeded profile gets 3 to 6 photos of its avatar (seed/avatars.ts), each on
 * its own background and in its own framing (mirrored, closer, off-centre), so a gallery shows
 * different pictures. The SVG is rasterised once per profile (the costly step); every photo is
 * composed from those pixels as a 3:4 portrait and stored like an upload (lib/images): its frames
 * at 1× and 2× for srcset, an avatar square and, unless it is the main photo, a blurred copy for
 * viewers who are not premium. Every file name is random, so no URL can be guessed from a profile
 * id or from another size of the same photo.
 */
import path from 'node:path';
import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { PHOTO_UPLOAD } from '@dating/shared-contracts';
import { profileImages } from '../db/schema.js';
import { dHash, renderProfilePhotoFiles } from '../lib/images/index.js';
import { AVATAR_CREDIT, avatarSvg, type AvatarSubject } from './avatars.js';

/**
 * The sample photos' frame widths: the 3:4 card at 1× and 2× (the gallery's 480 px stage at 1×).
 * A 3× file of flat vector art adds seconds to every first start and nothing a phone could see.
 */
export const SEED_FRAME_WIDTHS = [240, 480] as const;
/** The portrait every sample photo is composed in, at the largest frame's size. */
const PORTRAIT = { width: SEED_FRAME_WIDTHS[SEED_FRAME_WIDTHS.length - 1]!, height: Math.round(SEED_FRAME_WIDTHS[SEED_FRAME_WIDTHS.length - 1]! / PHOTO_UPLOAD.frameRatio) };

/** Photos rendered at a time: sharp runs its work on libuv's threads; more would only queue. */
const RENDER_CONCURRENCY = 4;

/** Backgrounds of the photos (a profile's photos take consecutive ones, so they differ). */
const BACKGROUNDS = ['b6e3f4', 'c0aede', 'd1d4f9', 'ffd5dc', 'ffdfbf', 'c7f0d8', 'f6e7a8', 'a8d8ea', 'e4c1f9', 'fcd5ce'];

/** Framings: zoom factor, mirrored, and where the crop sits (0..1 of the spare room). */
const FRAMINGS = [
  { zoom: 1, mirrored: false, x: 0.5, y: 0.5 },
  { zoom: 1.25, mirrored: true, x: 0.5, y: 0.2 },
  { zoom: 1, mirrored: true, x: 0.5, y: 0.5 },
  { zoom: 1.45, mirrored: false, x: 0.35, y: 0.15 },
  { zoom: 1.15, mirrored: false, x: 0.8, y: 0.6 },
  { zoom: 1.35, mirrored: true, x: 0.6, y: 0.3 },
] as const;

/** How many photos a profile gets: 3 to 6, fixed by its id. */
export function photoCountOf(profileId: number): number {
  return 3 + ((profileId * 2_654_435_761) >>> 0) % 4;
}

type NewImage = typeof profileImages.$inferInsert;

/** Renders one profile's photos into `<mediaDir>/profiles/<id>/` and returns their rows. */
export async function renderProfilePhotos(mediaDir: string, subject: AvatarSubject, count = photoCountOf(subject.id)): Promise<NewImage[]> {
  // The square figure is drawn a little shorter than the portrait and stands at its bottom: room above the head as in a photo.
  const edge = Math.round(PORTRAIT.height * 0.875);
  const folder = path.posix.join('profiles', String(subject.id));
  const figure = await sharp(Buffer.from(avatarSvg(subject, edge))).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: figure.info.width, height: figure.info.height, channels: figure.info.channels } };

  const rows: NewImage[] = [];
  for (let position = 0; position < count; position++) {
    const framing = FRAMINGS[position % FRAMINGS.length]!;
    const background = `#${BACKGROUNDS[(subject.id + position) % BACKGROUNDS.length]}`;
    const zoomed = { width: Math.round(PORTRAIT.width * framing.zoom), height: Math.round(PORTRAIT.height * framing.zoom) };
    let photo = sharp(figure.data, raw)
      .flatten({ background })
      .extract({ left: Math.round((edge - PORTRAIT.width) / 2), top: 0, width: PORTRAIT.width, height: edge })
      .extend({ top: PORTRAIT.height - edge, background });
    if (framing.mirrored) photo = photo.flop();
    // Extending and resizing are one step each in a sharp pipeline: the portrait is made before it is zoomed.
    const portrait = await photo.raw().toBuffer({ resolveWithObject: true });
    const { data, info } = await sharp(portrait.data, { raw: { width: portrait.info.width, height: portrait.info.height, channels: portrait.info.channels } })
      .resize(zoomed.width, zoomed.height)
      .extract({
        left: Math.round((zoomed.width - PORTRAIT.width) * framing.x), top: Math.round((zoomed.height - PORTRAIT.height) * framing.y),
        width: PORTRAIT.width, height: PORTRAIT.height,
      })
      .raw()
      .toBuffer({ resolveWithObject: true });
    // The credit travels inside every file too (EXIF), wherever the image ends up.
    const pixels = sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } })
      .withExif({ IFD0: { Copyright: AVATAR_CREDIT, ImageDescription: 'Generated avatar' } });
    // The main photo is never blurred for anyone, so it has no blurred copy.
    const files = await renderProfilePhotoFiles({ pixels, width: info.width, height: info.height }, mediaDir, folder, { widths: SEED_FRAME_WIDTHS, blurred: position !== 0 });
    rows.push({
      profileId: subject.id,
      filename: files.sizes[files.sizes.length - 1]!.file,
      thumbFilename: files.avatar.file,
      status: 'active',
      isMain: position === 0,
      position,
      sizes: files.sizes,
      blurred: files.blurred,
      // The perceptual hash an upload is compared with: a sample photo downloaded and uploaded by a member is a duplicate.
      dhash: await dHash(pixels),
    });
  }
  return rows;
}

/** Runs `work` over `items` with at most `limit` in flight; results keep the items' order. */
async function mapWithLimit<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let nextIndex = 0;
  const worker = async () => {
    while (nextIndex < items.length) {
      const index = nextIndex++;
      results[index] = await work(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/**
 * Renders every subject's photos and records them as active images; returns how many were made.
 * `countOf` sets how many a subject gets (default: photoCountOf, 3 to 6).
 */
export async function seedPhotos(
  db: Database, mediaDir: string, subjects: readonly AvatarSubject[], countOf: (subject: AvatarSubject) => number = (subject) => photoCountOf(subject.id),
): Promise<number> {
  const rows = (await mapWithLimit(subjects, RENDER_CONCURRENCY, (subject) => renderProfilePhotos(mediaDir, subject, countOf(subject)))).flat();
  for (let start = 0; start < rows.length; start += 500) {
    await db.insert(profileImages).values(rows.slice(start, start + 500));
  }
  return rows.length;
}

/**
 * Gives every profile of `sharing` the photo rows of a rendered profile (the k-th sharer takes the
 * k mod n-th of `rendered`), in one statement: load tests get real files without rendering each.
 */
export async function sharePhotos(db: Database, rendered: readonly number[], sharing: readonly number[]): Promise<void> {
  if (!rendered.length || !sharing.length) return;
  const list = (ids: readonly number[]) => sql.join(ids.map((id) => sql`${id}::int`), sql`, `);
  await db.execute(sql`
    with source as (select id, row_number() over (order by id) - 1 as k from unnest(array[${list(rendered)}]) as t(id)),
         target as (select id, row_number() over (order by id) - 1 as k from unnest(array[${list(sharing)}]) as t(id))
    insert into profile_images (profile_id, filename, thumb_filename, status, is_main, position, sizes, blurred, dhash)
    select target.id, i.filename, i.thumb_filename, i.status, i.is_main, i.position, i.sizes, i.blurred, i.dhash
    from target
    join source on source.k = target.k % ${rendered.length}
    join profile_images i on i.profile_id = source.id`);
}
