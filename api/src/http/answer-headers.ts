/**
 * Headers on every answer: API answers are never stored by a browser or proxy (they carry a
 * member's data), and no page may use powerful browser features the site has no use for.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';

/** Browser features no page of the site uses, switched off for every frame. */
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), bluetooth=(), browsing-topics=()';

/** Paths whose answers are personal or dynamic: never cached. */
const NO_STORE = /^\/(api|dev)\//;

/** Sets the headers on one answer (also used where hooks do not run: malformed URLs). */
export function setAnswerHeaders(reply: FastifyReply, url: string) {
  void reply.header('permissions-policy', PERMISSIONS_POLICY);
  if (NO_STORE.test(url)) void reply.header('cache-control', 'no-store');
}

export function registerAnswerHeaders(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    setAnswerHeaders(reply, request.url);
  });
}
