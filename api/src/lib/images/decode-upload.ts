/**
 * Turns an uploaded file into trusted pixels, or refuses it with a catalogue code. The checks run
 * cheapest first: size, what the bytes are (not what the name or Content-Type say), polyglots, the
 * pixel count from the header (a 20,000 × 20,000 "flood" is refused before anything is decoded),
 * then a full decode that fails on truncated or corrupt data.
 */
import sharp, { type OutputInfo, type Sharp } from 'sharp';
import { PHOTO_UPLOAD, type ErrorCode } from '@dating/shared-contracts';
import { dHash } from './dhash.js';
import { isPolyglot, sniffPhotoFormat } from './sniff.js';

/** Decoded photos are kept at most this large (the biggest rendered size is 800). */
const WORKING_EDGE = 1600;

/** A refused upload: the code says why (not an image, too large, too many pixels). */
export class UploadRefused extends Error {
  constructor(readonly code: Extract<ErrorCode, 'photo_not_image' | 'photo_too_large' | 'photo_too_many_pixels'>) {
    super(code);
    this.name = 'UploadRefused';
  }
}

/** An accepted upload: upright pixels without any metadata, and their perceptual hash. */
export interface DecodedUpload {
  pixels: Sharp;
  /** The upright pixels' size. */
  width: number;
  height: number;
  dhash: string;
  /** Size of the original file, in bytes. */
  bytes: number;
}

export async function decodeUpload(file: Buffer): Promise<DecodedUpload> {
  if (file.length > PHOTO_UPLOAD.maxBytes) throw new UploadRefused('photo_too_large');
  const format = sniffPhotoFormat(file);
  if (!format || isPolyglot(file, format)) throw new UploadRefused('photo_not_image');

  const header = await sharp(file, { limitInputPixels: false }).metadata().catch(() => null);
  if (!header?.width || !header.height || header.format !== format) throw new UploadRefused('photo_not_image');
  if (header.width * header.height > PHOTO_UPLOAD.maxPixels) throw new UploadRefused('photo_too_many_pixels');

  let decoded: { data: Buffer; info: OutputInfo };
  try {
    decoded = await sharp(file, { limitInputPixels: PHOTO_UPLOAD.maxPixels, failOn: 'warning', pages: 1 })
      .rotate() // applies the EXIF orientation; the output carries no EXIF at all
      .resize(WORKING_EDGE, WORKING_EDGE, { fit: 'inside', withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw new UploadRefused('photo_not_image');
  }
  const { data, info } = decoded;
  const pixels = sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
  return { pixels, width: info.width, height: info.height, dhash: await dHash(pixels), bytes: file.length };
}
