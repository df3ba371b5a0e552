/**
 * Renders a photo into the files the pages use, each WEBP under its own random name so no URL can
 * be guessed from another. A profile photo is cut once, around the member's focal point, into the
 * site's 3:4 frame at 1×, 2× and 3× and a square for avatars; a photo kept whole (the chat) keeps
 * its shape. Either gets a blurred copy for viewers who are not premium. Encoding from decoded
 * pixels drops every byte of the original file: EXIF (GPS included), ICC comments, trailing data.
 * Shared by uploads and the seed's sample photos.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Sharp } from 'sharp';
import { CENTRE_FOCUS, cropAround, PHOTO_UPLOAD, type PhotoFocus } from '@dating/shared-contracts';

/** One stored rendition: path relative to the media folder, and its pixel size. */
export interface PhotoFile {
  file: string;
  width: number;
  height: number;
}

/** The blurred copy's longer edge: small (it is blurred anyway) and blurred beyond recognition. */
export const BLURRED_SIZE = 200;
const BLUR_SIGMA = 9;

const randomName = () => randomBytes(12).toString('hex');

/** The files written for one photo kept whole. */
export interface RenderedPhoto {
  sizes: PhotoFile[];
  blurred: PhotoFile;
}

/** The files written for one profile photo: its frames (smallest first), its avatar square and the blurred frame. */
export interface RenderedProfilePhoto {
  sizes: PhotoFile[];
  avatar: PhotoFile;
  blurred: PhotoFile | null;
}

/** Pixels and their size: sharp cannot tell a pipeline's size before it runs. */
export interface PhotoPixels {
  pixels: Sharp;
  width: number;
  height: number;
}

/** How a profile photo is cut; the defaults are an upload's. */
export interface FrameOptions {
  focus?: PhotoFocus;
  /** Frame widths to write (PHOTO_UPLOAD.frameWidths); one wider than the cut is written at the cut's width once. */
  widths?: readonly number[];
  /** Whether to write the blurred copy (a main photo is always shown sharp, so the seed skips it). */
  blurred?: boolean;
}

async function write(mediaDir: string, folder: string, pipeline: Sharp, quality: number): Promise<PhotoFile> {
  const file = path.posix.join(folder, `${randomName()}.webp`);
  // WEBP effort 2 is twice as fast as the default and looks the same at these sizes.
  const info = await pipeline.webp({ quality, effort: 2 }).toFile(path.join(mediaDir, file));
  return { file, width: info.width, height: info.height };
}

/** The frame widths that fit a cut `boxWidth` wide: never enlarged, each width once. */
function fittingWidths(widths: readonly number[], boxWidth: number): number[] {
  return [...new Set(widths.map((width) => Math.min(width, boxWidth)))].sort((a, b) => a - b);
}

/** Writes a profile photo's frames, avatar and blurred copy into `<mediaDir>/<folder>/`. */
export async function renderProfilePhotoFiles(photo: PhotoPixels, mediaDir: string, folder: string, options: FrameOptions = {}): Promise<RenderedProfilePhoto> {
  const { focus = CENTRE_FOCUS, widths = PHOTO_UPLOAD.frameWidths, blurred = true } = options;
  await fs.mkdir(path.join(mediaDir, folder), { recursive: true });
  const ratio = PHOTO_UPLOAD.frameRatio;
  const frame = cropAround(photo.width, photo.height, ratio, focus);
  const square = cropAround(photo.width, photo.height, 1, focus);
  const framed = (width: number) => photo.pixels.clone().extract(frame).resize(width, Math.round(width / ratio));
  const blurredWidth = Math.min(frame.width, Math.round(BLURRED_SIZE * ratio));
  const avatarEdge = Math.min(square.width, PHOTO_UPLOAD.avatarSize);
  const [sizes, avatar, blurredFile] = await Promise.all([
    Promise.all(fittingWidths(widths, frame.width).map((width) => write(mediaDir, folder, framed(width), 82))),
    write(mediaDir, folder, photo.pixels.clone().extract(square).resize(avatarEdge, avatarEdge), 82),
    blurred ? write(mediaDir, folder, framed(blurredWidth).blur(BLUR_SIGMA), 60) : Promise.resolve(null),
  ]);
  return { sizes, avatar, blurred: blurredFile };
}

/** Writes a photo kept whole (its longer edge at each of PHOTO_UPLOAD.wholeEdges, never enlarged) and its blurred copy. */
export async function renderWholePhotoFiles(pixels: Sharp, mediaDir: string, folder: string): Promise<RenderedPhoto> {
  await fs.mkdir(path.join(mediaDir, folder), { recursive: true });
  const inside = (edge: number) => pixels.clone().resize(edge, edge, { fit: 'inside', withoutEnlargement: true });
  const [blurred, ...sizes] = await Promise.all([
    write(mediaDir, folder, inside(BLURRED_SIZE).blur(BLUR_SIGMA), 60),
    ...PHOTO_UPLOAD.wholeEdges.map((edge) => write(mediaDir, folder, inside(edge), 82)),
  ]);
  return { sizes, blurred: blurred! };
}

/** Removes a photo's files (missing ones are fine: the goal is that they are gone). */
export async function removePhotoFiles(mediaDir: string, files: readonly Pick<PhotoFile, 'file'>[]): Promise<void> {
  await Promise.all(files.map((f) => fs.rm(path.join(mediaDir, f.file), { force: true })));
}
