/**
 * A difference hash (dHash): the photo shrunk to 9 × 8 grey pixels, one bit per pair of neighbours
 * (is the left one brighter). Re-encoded, resized or lightly edited copies of one photo differ in
 * a few bits; different photos in about half of the 64.
 */
import type { Sharp } from 'sharp';

/** Bits two photos may differ in and still count as the same photo. */
export const DUPLICATE_MAX_DISTANCE = 5;

/** The 64-bit dHash of an image as 16 hex digits. */
export async function dHash(image: Sharp): Promise<string> {
  const pixels = await image.clone().greyscale().resize(9, 8, { fit: 'fill' }).raw().toBuffer();
  let bits = 0n;
  for (let y = 0; y < 8; y++) {
    for (let x = 0; x < 8; x++) {
      bits = (bits << 1n) | (pixels[y * 9 + x]! > pixels[y * 9 + x + 1]! ? 1n : 0n);
    }
  }
  return bits.toString(16).padStart(16, '0');
}

/**
 * True when the hash says too little to compare by: a flat or smooth picture (almost every bit
 * alike) would "match" every other flat picture.
 */
export function isFeatureless(hash: string): boolean {
  const ones = [...BigInt(`0x${hash}`).toString(2)].filter((bit) => bit === '1').length;
  return ones <= 3 || ones >= 61;
}
