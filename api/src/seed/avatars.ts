/**
 * Avatars made on this machine (no image downloads are possible): a DiceBear "personas" SVG that
 * matches the profile's gender, hair colour and age, rendered by sharp to WEBP plus a thumbnail.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { createAvatar } from '@dicebear/core';
import { personas } from '@dicebear/collection';
import sharp from 'sharp';
import type { Database } from '../db/database.js';
import { profileImages } from '../db/schema.js';

/** Credit the avatar artwork's licence (CC BY 4.0) asks for; show it wherever the avatars are credited. */
export const AVATAR_CREDIT = '"Personas" by Draftbit (https://personas.draftbit.com/), CC BY 4.0, via DiceBear';

/** Pixel sizes of the main image and its thumbnail. */
export const AVATAR_SIZE = 400;
export const THUMB_SIZE = 120;

/** Avatars rendered at a time: measured fastest on 2 cores (sharp runs jobs on libuv's 4 threads). */
const RENDER_CONCURRENCY = 4;

/** Who the avatar shows. */
export interface AvatarSubject {
  id: number;
  gender: 'male' | 'female';
  hairColour: string | null;
  age: number;
}

/** Image paths relative to the media folder, as profile_images stores them. */
export interface AvatarFiles {
  filename: string;
  thumbFilename: string;
}

const FEMALE_HAIR = ['long', 'bobCut', 'curly', 'pigtails', 'curlyBun', 'bobBangs', 'straightBun', 'extraLong', 'bunUndercut'] as const;
const MALE_HAIR = ['shortCombover', 'buzzcut', 'fade', 'curlyHighTop', 'sideShave', 'shortComboverChops', 'mohawk'] as const;
const OLDER_MALE_HAIR = ['shortCombover', 'balding', 'bald', 'buzzcut', 'fade', 'shortComboverChops'] as const;

/** The profile's hair colour (entities.ts HAIR_COLOURS) in the avatar's palette. */
const HAIR_PALETTE: Record<string, string[]> = {
  black: ['2c1b18', '362c47'],
  brown: ['6c4545', '724133', '8d5524'],
  blond: ['e8c872', 'd6b370', 'f2d38a'],
  red: ['b55239', 'c93305'],
  grey: ['dee1f5', 'c9ccd6'],
  other: ['e16381', '7555ca', '54d7c7'],
};
const BACKGROUNDS = ['b6e3f4', 'c0aede', 'd1d4f9', 'ffd5dc', 'ffdfbf'];

/** The avatar SVG of one subject; the profile id is the seed, so it never changes between runs. */
export function avatarSvg(subject: AvatarSubject): string {
  const female = subject.gender === 'female';
  const hair = female ? [...FEMALE_HAIR] : subject.age >= 50 ? [...OLDER_MALE_HAIR] : [...MALE_HAIR];
  return createAvatar(personas, {
    seed: `profile-${subject.id}`,
    size: AVATAR_SIZE,
    backgroundColor: BACKGROUNDS,
    hair,
    hairColor: HAIR_PALETTE[subject.hairColour ?? ''] ?? HAIR_PALETTE.brown!,
    facialHairProbability: female ? 0 : 35,
    eyes: ['open', 'happy', 'wink', 'glasses'],
    // The wrinkled nose reads as old age, so it is kept for profiles of 50 and over.
    nose: subject.age >= 50 ? ['mediumRound', 'smallRound', 'wrinkles'] : ['mediumRound', 'smallRound'],
    mouth: female ? ['smile', 'bigSmile', 'smirk', 'lips'] : ['smile', 'bigSmile', 'smirk'],
  }).toString();
}

/** Renders one avatar to `<mediaDir>/profiles/<id>/main.webp` and `thumb.webp`. */
export async function writeAvatar(mediaDir: string, subject: AvatarSubject): Promise<AvatarFiles> {
  const folder = path.posix.join('profiles', String(subject.id));
  const files = { filename: `${folder}/main.webp`, thumbFilename: `${folder}/thumb.webp` };
  await fs.mkdir(path.join(mediaDir, folder), { recursive: true });
  // Rasterise the SVG once (the costly part) and encode both sizes from the pixels. The background
  // is opaque, so the alpha channel goes; WEBP effort 2 is twice as fast as the default and looks the same
  // on flat vector art.
  const { data, info } = await sharp(Buffer.from(avatarSvg(subject)))
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  // The credit travels inside every file too (EXIF), wherever the image ends up.
  const pixels = () =>
    sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } })
      .withExif({ IFD0: { Copyright: AVATAR_CREDIT, ImageDescription: 'Generated avatar' } });
  await Promise.all([
    pixels().webp({ quality: 82, effort: 2 }).toFile(path.join(mediaDir, files.filename)),
    pixels().resize(THUMB_SIZE, THUMB_SIZE).webp({ quality: 80, effort: 2 }).toFile(path.join(mediaDir, files.thumbFilename)),
  ]);
  return files;
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

/** Renders an avatar for every subject and records each as its profile's active main image. */
export async function seedAvatars(db: Database, mediaDir: string, subjects: readonly AvatarSubject[]): Promise<number> {
  const files = await mapWithLimit(subjects, RENDER_CONCURRENCY, (subject) => writeAvatar(mediaDir, subject));
  const rows = subjects.map((subject, i) => ({
    profileId: subject.id,
    filename: files[i]!.filename,
    thumbFilename: files[i]!.thumbFilename,
    status: 'active' as const,
    isMain: true,
  }));
  for (let start = 0; start < rows.length; start += 500) {
    await db.insert(profileImages).values(rows.slice(start, start + 500));
  }
  return rows.length;
}
