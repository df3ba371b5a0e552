/**
 * Renders a photo into the files the pages use: square WEBP sizes (PHOTO_UPLOAD.sizes) and a
 * blurred copy for viewers who are not premium, each under its own random name so no URL can be
 * guessed from another. Encoding from decoded pixels drops every byte of the original file:
 * EXIF (GPS included), ICC comments, trailing data. Shared by uploads and any other photo source.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { PHOTO_UPLOAD } from '@dating/shared-contracts';

/** One stored rendition: path relative to the media folder, and its pixel size. */
export interface PhotoFile {
  file: string;
  width: number;
  height: number;
}

/** The blurred copy: small (it is blurred anyway) and blurred beyond recognition. */
export const BLURRED_SIZE = 200;
const BLUR_SIGMA = 9;

const randomName = () => randomBytes(12).toString('hex');

/** The files written for one photo. */
export interface RenderedPhoto {
  sizes: PhotoFile[];
  blurred: PhotoFile;
}

/**
 * How a photo is framed: `square` crops it to a square around its most salient part (profile
 * photos); `whole` keeps all of it, its longer edge at most the size (photos sent in the chat).
 */
export type PhotoFraming = 'square' | 'whole';

/**
 * Writes every size of `pixels` (an upright sharp pipeline) into `<mediaDir>/<folder>/`. A size is
 * never enlarged beyond the photo.
 */
export async function renderPhotoFiles(
  pixels: Sharp, mediaDir: string, folder: string, sizes: readonly number[] = PHOTO_UPLOAD.sizes, framing: PhotoFraming = 'square',
): Promise<RenderedPhoto> {
  await fs.mkdir(path.join(mediaDir, folder), { recursive: true });
  const fit = framing === 'square' ? { fit: 'cover' as const, position: sharp.strategy.attention } : { fit: 'inside' as const };
  const write = async (edge: number, blur: boolean): Promise<PhotoFile> => {
    const file = path.posix.join(folder, `${randomName()}.webp`);
    let pipeline = pixels.clone().resize(edge, edge, { ...fit, withoutEnlargement: true });
    if (blur) pipeline = pipeline.blur(BLUR_SIGMA);
    const info = await pipeline.webp({ quality: blur ? 60 : 82, effort: 2 }).toFile(path.join(mediaDir, file));
    return { file, width: info.width, height: info.height };
  };
  const [blurred, ...rendered] = await Promise.all([write(BLURRED_SIZE, true), ...sizes.map((edge) => write(edge, false))]);
  return { sizes: rendered, blurred: blurred! };
}

/** Removes a photo's files (missing ones are fine: the goal is that they are gone). */
export async function removePhotoFiles(mediaDir: string, files: readonly PhotoFile[]): Promise<void> {
  await Promise.all(files.map((f) => fs.rm(path.join(mediaDir, f.file), { force: true })));
}
