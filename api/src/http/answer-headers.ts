/**
 * Headers on every answer: API answers are never stored by a browser or proxy (they carry a
 * member's data), and no page may use powerful browser features the site has no use for.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';

/**
 * Browser features no page of the site uses, switched off for every frame; geolocation only for
 * the site's own pages ("near me" asks for the member's position; switched off, the browser
 * refused it before asking and the page blamed the member's browser).
 */
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(self), payment=(), usb=(), serial=(), bluetooth=(), browsing-topics=()';

/** Paths whose answers are personal or dynamic: never cached. */
const NO_STORE = /^\/(api|dev)\//;

/** Sets the headers on one answer (also used where hooks do not run: malformed URLs). */
export function setAnswerHeaders(reply: FastifyReply, url: string) {
  void reply.header('permissions-policy', PERMISSIONS_POLICY);
  if (NO_STORE.test(url)) void reply.header('cache-control', 'no-store');
}

/**
 * Headers a browser reads only on a document (or a worker): the policies of a page, its framing
 * and its browsing context. On a script, style sheet or font they do nothing, yet each of a
 * page's twenty-odd built files would carry them (about 1 KB a file, 20 KB a first visit).
 * nosniff, Cross-Origin-Resource-Policy and HSTS stay on every answer, and Referrer-Policy on a
 * style sheet (its own requests follow it); a script's requests follow its page's.
 */
const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy', 'permissions-policy', 'x-frame-options', 'cross-origin-opener-policy',
  'origin-agent-cluster', 'x-dns-prefetch-control', 'x-download-options', 'x-permitted-cross-domain-policies', 'x-xss-protection',
];

/** Built files a page loads as subresources: the content-hashed or versioned scripts, style sheets and fonts (never a page, an SVG or the service worker). */
export const SUBRESOURCE = /\.(js|css|woff2?)$/;

/** Leaves out the document-only headers on the built subresource `file` (static-site.ts). */
export function asSubresource(reply: FastifyReply, file: string) {
  for (const header of DOCUMENT_ONLY_HEADERS) void reply.removeHeader(header);
  if (!file.endsWith('.css')) void reply.removeHeader('referrer-policy');
}

export function registerAnswerHeaders(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    setAnswerHeaders(reply, request.url);
  });
}
