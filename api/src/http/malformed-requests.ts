/**
 * Requests no browser of ours sends get the app's own translated 400, never Fastify's raw
 * FST_ERR_* answer and never the input echoed back: URLs that do not decode, NUL bytes anywhere
 * in the URL, and a Host that is not a plain host[:port] (e.g. `flirtpunt.example:@evil.example`).
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DomainError } from '../domains/domain-error.js';
import { setAnswerHeaders } from './answer-headers.js';
import { errorAnswer } from './error-answer.js';
import { requestLocale } from './request-locale.js';

/** A DNS name or IPv4 address, or a bracketed IPv6 address, with an optional port. */
const PLAIN_HOST = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;
const NUL = /%00|\0/;

/** True when a Host header names a host and nothing else (no user info, path or spaces). */
export function isPlainHost(host: string): boolean {
  return host.length <= 260 && PLAIN_HOST.test(host);
}

/** Fastify's frameworkErrors option: URLs the router cannot decode. */
export function answerFrameworkError(_error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  setAnswerHeaders(reply, '/api/');
  void reply.code(400).send(errorAnswer('invalid_input', requestLocale(request)));
}

export function registerMalformedRequestChecks(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    if (NUL.test(request.raw.url ?? '')) throw new DomainError('invalid_input');
    const host = request.headers.host;
    if (host !== undefined && !isPlainHost(host)) throw new DomainError('invalid_input');
  });
}
