/**
 * On-the-fly compression for answers made per request (API JSON, the page HTML with its boot
 * data). Built files are compressed once at build time and served as .br/.gz (static-site.ts);
 * an answer that already has a Content-Encoding is left alone.
 */
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import compress from '@fastify/compress';

/** Below this many bytes compression costs more time than it saves on the wire. */
export const COMPRESS_THRESHOLD = 1024;
/** Brotli 11 is for build time; 5 compresses about as well as gzip 9 at a fraction of the CPU. */
const BROTLI_QUALITY = 5;

/** Registers compression for every route registered after it. */
export async function registerCompression(app: FastifyInstance) {
  await app.register(compress, {
    threshold: COMPRESS_THRESHOLD,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
    zlibOptions: { level: 6 },
  });
}
