/**
 * The upload test corpus, generated rather than committed: a photo with GPS EXIF and a
 * sideways orientation, a PNG/ZIP polyglot, an SVG with a script, an HTML page named .jpg, a
 * 20,000 × 20,000 pixel flood in a 50 KB PNG, a 12 MB file and a truncated JPEG; plus distinct
 * ordinary photos. `npm run fixtures:uploads -w api` writes them to test/fixtures/uploads/.
 */
import zlib from 'node:zlib';
import sharp from 'sharp';
import { zipSync } from 'fflate';

/** A small deterministic random source, so a seed always draws the same picture. */
function random(seed: number) {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 0x1_0000_0000;
  };
}

/**
 * A photo of `width` × `height`: a coarse grid of random colours, smoothly enlarged, so each seed
 * gives a picture with its own perceptual hash (and JPEG sizes like a real photo's).
 */
export async function photo(seed: number, width = 800, height = 600, format: 'jpeg' | 'png' | 'webp' = 'jpeg'): Promise<Buffer> {
  const next = random(seed);
  const [cols, rows] = [16, 12];
  const cells = Buffer.alloc(cols * rows * 3);
  for (let i = 0; i < cells.length; i++) cells[i] = Math.floor(next() * 256);
  const image = sharp(cells, { raw: { width: cols, height: rows, channels: 3 } }).resize(width, height, { kernel: 'cubic', fit: 'fill' });
  if (format === 'png') return image.png().toBuffer();
  if (format === 'webp') return image.webp().toBuffer();
  return image.jpeg({ quality: 88 }).toBuffer();
}

/** True when a JPEG's EXIF links a GPS block (the GPS IFD pointer tag 0x8825, either byte order). */
export function hasGpsPointer(bytes: Buffer): boolean {
  return bytes.includes(Buffer.from([0x88, 0x25])) || bytes.includes(Buffer.from([0x25, 0x88]));
}

/** A landscape JPEG whose left half is red and right half blue, with GPS EXIF and orientation 6 (shown rotated 90° clockwise). */
export async function gpsJpeg(): Promise<Buffer> {
  const half = (r: number, b: number) => sharp({ create: { width: 320, height: 480, channels: 3, background: { r, g: 0, b } } }).png().toBuffer();
  return sharp({ create: { width: 640, height: 480, channels: 3, background: '#000' } })
    .composite([{ input: await half(255, 0), left: 0, top: 0 }, { input: await half(0, 255), left: 320, top: 0 }])
    .jpeg({ quality: 90 })
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Make: 'TestCam', Model: 'Corpus' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '52/1 22/1 1234/100', GPSLongitudeRef: 'E', GPSLongitude: '4/1 53/1 4567/100' },
    })
    .toBuffer();
}

/** A real PNG with a ZIP archive appended: both a PNG viewer and an unzip tool open it. */
export async function pngZipPolyglot(): Promise<Buffer> {
  const archive = zipSync({ 'payload.html': new TextEncoder().encode('<script>alert(document.cookie)</script>') });
  return Buffer.concat([await photo(9001, 200, 200, 'png'), Buffer.from(archive)]);
}

export const SVG_WITH_SCRIPT = Buffer.from(
  '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="200" height="200"><script>alert(document.cookie)</script><rect width="200" height="200" fill="red"/></svg>',
);

export const HTML_NAMED_JPG = Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script><img src=x onerror=alert(1)></body></html>');

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid 1-bit greyscale PNG of 20,000 × 20,000 pixels (400 megapixels) in about 50 KB. */
export function pixelFlood(edge = 20_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(edge, 0);
  header.writeUInt32BE(edge, 4);
  header.set([1, 0, 0, 0, 0], 8); // bit depth 1, greyscale, deflate, no filter, no interlace
  const rowBytes = 1 + Math.ceil(edge / 8);
  const pixels = zlib.deflateSync(Buffer.alloc(rowBytes * edge), { level: 9 });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', pixels),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A 12 MB file that starts as a JPEG (over the 10 MB limit whatever it holds). */
export async function twelveMegabytes(): Promise<Buffer> {
  const start = await photo(9002, 400, 300);
  return Buffer.concat([start, Buffer.alloc(12 * 1024 * 1024 - start.length, 0x55)]);
}

/** A JPEG cut off after 60 % of its bytes. */
export async function truncatedJpeg(): Promise<Buffer> {
  const whole = await photo(9003, 800, 600);
  return whole.subarray(0, Math.floor(whole.length * 0.6));
}

/** Every corpus file: name → bytes and the content type a browser would claim. */
export async function uploadCorpus(): Promise<Record<string, { bytes: Buffer; type: string }>> {
  return {
    'gps-exif.jpg': { bytes: await gpsJpeg(), type: 'image/jpeg' },
    'png-zip-polyglot.png': { bytes: await pngZipPolyglot(), type: 'image/png' },
    'script.svg': { bytes: SVG_WITH_SCRIPT, type: 'image/svg+xml' },
    'page-named.jpg': { bytes: HTML_NAMED_JPG, type: 'image/jpeg' },
    'pixel-flood.png': { bytes: pixelFlood(), type: 'image/png' },
    'twelve-megabytes.jpg': { bytes: await twelveMegabytes(), type: 'image/jpeg' },
    'truncated.jpg': { bytes: await truncatedJpeg(), type: 'image/jpeg' },
  };
}
