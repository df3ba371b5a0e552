/**
 * Serves the composed front end from this process: the shell's pages (site-page.ts), its built
 * files, the remote registry /remotes.json, published remote builds, and member media.
 * Built files go out precompressed (.br/.gz made at build time) with `Vary: Accept-Encoding`;
 * content-hashed files and remote version folders are immutable, while the pages and the
 * registry are revalidated by ETag. Source maps stay beside the build and are never served in
 * production (they are built hidden: no file names them).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { Config } from '../config.js';
import { errorAnswer } from './error-answer.js';
import { requestLocale } from './request-locale.js';
import { sendSitePage } from './site-page.js';
import { registerCrawlerFiles } from './crawler-files.js';
import { SUBRESOURCE, asSubresource } from './answer-headers.js';
import { builtFilesInMemory } from './built-files-in-memory.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
const HASHED = /[.-][0-9a-f]{8,}\.(js|css|woff2?|png|svg|webp|jpg)$/;
/** The shell's entry script, loaded by every page as a subresource. */
const SHELL_ENTRY = 'main.js';

/** The built file a served path stands for: the precompressed copy (x.js.br, x.js.gz) is the file x.js. */
function builtName(served: string): string {
  return served.replace(/\.(br|gz)$/, '');
}

/**
 * A file cached for good is never asked for again while cached, so its validators (ETag,
 * Last-Modified) and Accept-Ranges serve no one: about 100 bytes of each of a page's twenty-odd
 * built files. Files that are revalidated (main.js, pages, the registry) keep them.
 */
function cachedForGood(res: FastifyReply) {
  res.header('cache-control', IMMUTABLE);
  for (const header of ['etag', 'last-modified', 'accept-ranges']) void res.removeHeader(header);
}

/** A path with a file extension asks for a file, never for a page. */
function asksForFile(url: string): boolean {
  return path.extname(url.split('?')[0]!) !== '';
}

export async function registerStaticSite(app: FastifyInstance, config: Config) {
  // Hidden maps are for error reports, not for visitors; index.html only goes out as a page; the
  // server renderers (server.cjs beside a build) are this process's own code, read from disk.
  const servable = (pathName: string) =>
    !(config.production && pathName.endsWith('.map')) && pathName !== '/index.html' && !pathName.endsWith('/server.cjs');
  const shellHeaders = (res: FastifyReply, compressedOrNot: string) => {
    const file = builtName(compressedOrNot);
    const hashed = HASHED.test(file);
    if (hashed) cachedForGood(res);
    else res.header('cache-control', REVALIDATE);
    // Content-hashed files and the shell's entry script (a fixed name the federation runtime
    // needs): the service worker and other fixed names keep the whole set.
    if ((hashed || path.basename(file) === SHELL_ENTRY) && SUBRESOURCE.test(file)) asSubresource(res, file);
  };
  const remoteHeaders = (res: FastifyReply, compressedOrNot: string) => {
    const file = builtName(compressedOrNot);
    if (file.endsWith('.html')) res.header('cache-control', REVALIDATE);
    else cachedForGood(res);
    if (SUBRESOURCE.test(file)) asSubresource(res, file);
  };
  // Each build in a scope of its own, its files answered from memory first (built-files-in-memory.ts).
  await app.register(async (scope) => {
    scope.addHook('onRequest', builtFilesInMemory({
      root: config.shellDir,
      // The routes are the files found at start (wildcard: false); each route names its file.
      fileOf: (request) => (request.routeOptions.config as { file?: string }).file,
      allowed: servable,
      setHeaders: shellHeaders,
    }));
    await scope.register(fastifyStatic, {
      root: config.shellDir,
      prefix: '/',
      wildcard: false,
      index: false,
      preCompressed: true,
      cacheControl: false,
      allowedPath: servable,
      setHeaders: (res, compressedOrNot) => shellHeaders(res as unknown as FastifyReply, compressedOrNot),
    });
  });
  const remotesDir = path.join(config.publishedDir, 'remotes');
  await app.register(async (scope) => {
    scope.addHook('onRequest', builtFilesInMemory({
      root: remotesDir,
      // Published while the server runs: one route for the folder, the file from the path.
      fileOf: (request) => {
        const rest = (request.params as { '*'?: string })['*'];
        return rest ? `/${rest}` : undefined;
      },
      allowed: servable,
      setHeaders: remoteHeaders,
    }));
    await scope.register(fastifyStatic, {
      root: remotesDir,
      prefix: '/remotes/',
      decorateReply: false,
      preCompressed: true,
      cacheControl: false,
      allowedPath: servable,
      setHeaders: (res, compressedOrNot) => remoteHeaders(res as unknown as FastifyReply, compressedOrNot),
    });
  });
  await app.register(fastifyStatic, {
    root: config.mediaDir,
    prefix: '/media/',
    decorateReply: false,
    cacheControl: false,
    // Photos sent in the chat are for the conversation's two members only: GET /api/chat-photo.php serves them.
    allowedPath: (pathName) => !/^\/?chat(\/|$)/.test(pathName),
    setHeaders: (res) => res.header('cache-control', 'public, max-age=86400'),
  });

  app.get('/remotes.json', async (request, reply) => {
    const file = path.join(config.publishedDir, 'remotes.json');
    const body = await fs.promises.readFile(file, 'utf8').catch(() => JSON.stringify({ remotes: {} }));
    const etag = `"${crypto.createHash('sha1').update(body).digest('base64url').slice(0, 27)}"`;
    reply.header('cache-control', REVALIDATE).header('etag', etag);
    if (request.headers['if-none-match'] === etag) return reply.status(304).send();
    return reply.type('application/json; charset=utf-8').send(body);
  });

  registerCrawlerFiles(app, config);

  // Every other GET is a page of the shell, unless it is an API path or asks for a file.
  app.get('/*', async (request, reply) => {
    if (request.url.startsWith('/api/') || asksForFile(request.url)) return reply.callNotFound();
    return sendSitePage(request, reply, config);
  });

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    return reply.status(404).send(errorAnswer('not_found', requestLocale(request)));
  });
}
