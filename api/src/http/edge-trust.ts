/**
 * Which reverse proxies are believed. Without TRUST_PROXY nobody is: the client's address is the
 * socket's, and headers a client could type itself (X-Forwarded-*, CF-IPCountry, X-Country-Code)
 * are ignored. With it, only a request whose socket peer is one of those proxies is believed.
 */
import proxyAddr from '@fastify/proxy-addr';
import type { FastifyInstance, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** True when the request reached us through a configured proxy (its edge headers count). */
    viaTrustedProxy(request: FastifyRequest): boolean;
  }
}

/** Fastify's trustProxy option: the proxies' addresses, or off. */
export function trustProxyOption(trusted: string[]): string[] | false {
  return trusted.length ? trusted : false;
}

export function registerEdgeTrust(app: FastifyInstance, trusted: string[]) {
  const trust = trusted.length ? proxyAddr.compile(trusted) : null;
  app.decorate('viaTrustedProxy', (request: FastifyRequest) => trust !== null && trust(request.socket.remoteAddress ?? '', 0));
}
