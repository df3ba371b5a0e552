/**
 * Serves the composed front end from this process: the shell (SPA fallback to its index.html),
 * the remote registry /remotes.json, published remote builds, and member media. Remote builds are
 * immutable (versioned folders); the registry and index.html are always revalidated.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { Config } from '../config.js';
import { errorAnswer } from './error-answer.js';
import { requestLocale } from './request-locale.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
const HASHED = /[.-][0-9a-f]{8,}\.(js|css|woff2?|png|svg|webp|jpg)$/;

export async function registerStaticSite(app: FastifyInstance, config: Config) {
  await app.register(fastifyStatic, {
    root: config.shellDir,
    prefix: '/',
    wildcard: false,
    index: false,
    cacheControl: false,
    setHeaders: (res, file) => res.header('cache-control', HASHED.test(file) ? IMMUTABLE : REVALIDATE),
  });
  await app.register(fastifyStatic, {
    root: path.join(config.publishedDir, 'remotes'),
    prefix: '/remotes/',
    decorateReply: false,
    cacheControl: false,
    setHeaders: (res, file) => res.header('cache-control', file.endsWith('.html') ? REVALIDATE : IMMUTABLE),
  });
  await app.register(fastifyStatic, {
    root: config.mediaDir,
    prefix: '/media/',
    decorateReply: false,
    cacheControl: false,
    setHeaders: (res) => res.header('cache-control', 'public, max-age=86400'),
  });

  app.get('/remotes.json', async (_request, reply) => {
    const file = path.join(config.publishedDir, 'remotes.json');
    const body = await fs.promises.readFile(file, 'utf8').catch(() => JSON.stringify({ remotes: {} }));
    return reply.header('cache-control', REVALIDATE).type('application/json').send(body);
  });

  const indexFile = path.join(config.shellDir, 'index.html');
  app.setNotFoundHandler(async (request, reply) => {
    const wantsPage = request.method === 'GET' && !request.url.startsWith('/api/') && !path.extname(request.url.split('?')[0]!);
    if (wantsPage && fs.existsSync(indexFile)) {
      return reply.header('cache-control', REVALIDATE).type('text/html').send(await fs.promises.readFile(indexFile));
    }
    if (wantsPage) {
      return reply.status(503).type('text/plain').send('The front end is not built yet: run `npm run build` (or `npm start`, which builds it).');
    }
    return reply.status(404).send(errorAnswer('not_found', requestLocale(request)));
  });
}
