/**
 * Built files answered from memory, in the turn of the event loop their request came in.
 * @fastify/static sends a file with a stat, an open, reads of 64 KB and a close: each a turn of the
 * API's event loop, and under load each turn waits behind the other answers of that turn (during
 * fifty searches at once /main.js waited 75 ms at p99 on PGlite, 67 ms on PostgreSQL, where
 * GET /api/settings.php, one turn, waited 11; docs/embedded-database.md). Here a file is read once
 * and kept with its precompressed copies; a stat per request (synchronous, microseconds) reads it
 * again when a build replaced it. What this does not answer the same way as @fastify/static is
 * left to it: ranges, conditional requests, unknown types, large files, odd paths.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';

/** Files above this size are streamed from disk as before (built files are far smaller). */
const LARGEST_KEPT = 4 * 1024 * 1024;
/** Bytes kept in memory at most, over all files and copies (a build is ~6 MB with its .br and .gz). */
const KEPT_BYTES = 64 * 1024 * 1024;

/** Content types of the files a build holds, as @fastify/send names them; other files are left to it. */
const TYPES: Record<string, string> = {
  '.js': 'application/javascript; charset=utf-8',
  '.mjs': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/vnd.microsoft.icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

/** Path segments a built file's name is made of: anything else (.., //, %-escapes, dotfiles) goes to @fastify/static. */
const PLAIN_PATH = /^(\/[A-Za-z0-9_@-][A-Za-z0-9._@-]*)+$/;

interface Kept {
  body: Buffer;
  size: number;
  mtimeMs: number;
  lastModified: string;
  etag: string;
}

/** The precompressed copies the build writes, in the order they are preferred. */
const ENCODINGS = [
  { name: 'br', extension: '.br' },
  { name: 'gzip', extension: '.gz' },
] as const;

/** The encodings `accept-encoding` allows (q > 0); `*` stands for gzip, as @fastify/static reads it. */
function accepted(header: string | undefined): Set<string> {
  const allowed = new Set<string>();
  if (!header) return allowed;
  for (const part of header.toLowerCase().split(',')) {
    const [token, ...parameters] = part.trim().split(';');
    const q = parameters.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q && !(Number(q.slice(2)) > 0)) continue;
    allowed.add(token === '*' ? 'gzip' : token!.trim());
  }
  return allowed;
}

export interface InMemoryOptions {
  root: string;
  /** The file a request asks for, relative to the root with a leading slash; undefined leaves the request to @fastify/static. */
  fileOf(request: FastifyRequest): string | undefined;
  /** Whether the file may be served at all (else @fastify/static answers, as it does today). */
  allowed(file: string): boolean;
  /** The headers @fastify/static's setHeaders adds, with the file sent (its copy's name). */
  setHeaders(reply: FastifyReply, sentFile: string): void;
}

/**
 * An onRequest hook for the routes of a @fastify/static registration (register both in one
 * scope, the hook first): answers their built files from memory, or leaves the request to them.
 */
export function builtFilesInMemory(options: InMemoryOptions): onRequestAsyncHookHandler {
  const kept = new Map<string, Kept>();
  let keptBytes = 0;

  /** The file's bytes as they are on disk now, or null (missing, too large, or memory full). */
  function read(file: string): Kept | null {
    const stat = fs.statSync(file, { throwIfNoEntry: false });
    if (!stat?.isFile() || stat.size > LARGEST_KEPT) return null;
    const hit = kept.get(file);
    if (hit && hit.mtimeMs === stat.mtimeMs && hit.size === stat.size) return hit;
    if (hit) keptBytes -= hit.size;
    kept.delete(file);
    if (keptBytes + stat.size > KEPT_BYTES) return null;
    const body = fs.readFileSync(file);
    // The same validators @fastify/send gives the file, so a browser's cached copy stays valid.
    const entry: Kept = {
      body, size: stat.size, mtimeMs: stat.mtimeMs,
      lastModified: stat.mtime.toUTCString(),
      etag: `W/"${stat.size.toString(16)}-${stat.mtime.getTime().toString(16)}"`,
    };
    kept.set(file, entry);
    keptBytes += stat.size;
    return entry;
  }

  return async function fromMemory(request, reply) {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const headers = request.headers;
    if (headers.range || headers['if-none-match'] || headers['if-modified-since'] || headers['if-match'] || headers['if-unmodified-since']) return;
    const file = options.fileOf(request);
    if (!file || !PLAIN_PATH.test(file) || !options.allowed(file)) return;
    const type = TYPES[path.extname(file)];
    if (!type) return;
    const full = path.join(options.root, file);
    const allowed = accepted(headers['accept-encoding']);
    let sent: { name: string; kept: Kept; encoding?: string } | null = null;
    for (const encoding of ENCODINGS) {
      if (!allowed.has(encoding.name)) continue;
      const copy = read(full + encoding.extension);
      if (copy) {
        sent = { name: file + encoding.extension, kept: copy, encoding: encoding.name };
        break;
      }
    }
    if (!sent) {
      const plain = read(full);
      if (!plain) return;
      sent = { name: file, kept: plain };
    }
    reply.header('accept-ranges', 'bytes').header('last-modified', sent.kept.lastModified).header('etag', sent.kept.etag);
    reply.header('content-type', type);
    options.setHeaders(reply, sent.name);
    reply.header('vary', 'accept-encoding');
    if (sent.encoding) reply.header('content-encoding', sent.encoding);
    return reply.send(sent.kept.body);
  };
}
