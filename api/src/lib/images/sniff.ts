/**
 * What an uploaded file really is, from its bytes (never from its name or declared type), and
 * whether it smuggles a second file: a photo that is also a ZIP archive (a polyglot) is refused,
 * because a ZIP reader finds its archive from the end of the file whatever comes first.
 */

/** The raster formats a member may upload (sharp decodes them; HEIC through libheif). */
export type PhotoFormat = 'jpeg' | 'png' | 'webp' | 'heif';

const startsWith = (bytes: Buffer, signature: number[], offset = 0) => signature.every((byte, i) => bytes[offset + i] === byte);

/** HEIF family brands (HEIC photos from phones, AVIF). */
const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1', 'avif', 'avis']);

/** The format the bytes start with, or null for anything else (SVG, HTML, archives, documents…). */
export function sniffPhotoFormat(bytes: Buffer): PhotoFormat | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  if (bytes.toString('latin1', 4, 8) === 'ftyp' && HEIF_BRANDS.has(bytes.toString('latin1', 8, 12))) return 'heif';
  return null;
}

/** ZIP's local-file and end-of-central-directory signatures ("PK\3\4", "PK\5\6"). */
const ZIP_LOCAL_FILE = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const ZIP_END_OF_DIRECTORY = Buffer.from([0x50, 0x4b, 0x05, 0x06]);
/** The end record sits in the last 22 bytes plus a comment of at most 64 KB. */
const ZIP_TAIL = 22 + 0xffff;

/** The byte just past a PNG's IEND chunk (where a clean PNG ends), or -1 when there is none. */
function pngEnd(bytes: Buffer): number {
  const at = bytes.lastIndexOf('IEND', undefined, 'latin1');
  return at < 4 ? -1 : at + 4 + 4; // type + CRC
}

/** True when the file carries an archive (or other data after a PNG's end): a polyglot. */
export function isPolyglot(bytes: Buffer, format: PhotoFormat): boolean {
  const tail = bytes.subarray(Math.max(0, bytes.length - ZIP_TAIL));
  if (tail.includes(ZIP_END_OF_DIRECTORY) || bytes.includes(ZIP_LOCAL_FILE)) return true;
  if (format === 'png') {
    const end = pngEnd(bytes);
    return end !== -1 && end < bytes.length;
  }
  return false;
}
