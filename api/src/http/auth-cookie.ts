/**
 * The auth cookie: HttpOnly, SameSite=Lax, 30 days. In production it is Secure and named with the
 * `__Host-` prefix, so no subdomain or plain-HTTP page can set or overwrite it (session fixation).
 * Only the server reads it, so the name may depend on the configuration.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AUTH_COOKIE } from '@dating/shared-contracts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The auth cookie's name in this process (`__Host-auth` when cookies are Secure). */
    authCookie: string;
  }
}

/** The cookie name for Secure (production) or plain cookies. */
export function authCookieName(secure: boolean): string {
  return secure ? `__Host-${AUTH_COOKIE}` : AUTH_COOKIE;
}

/** Makes the cookie name known to every route (read with authTokenOf). */
export function registerAuthCookie(app: FastifyInstance, secure: boolean) {
  app.decorate('authCookie', authCookieName(secure));
}

/** The session token the request carries, if any. */
export function authTokenOf(request: FastifyRequest): string | undefined {
  return request.cookies[request.server.authCookie];
}

export function setAuthCookie(reply: FastifyReply, token: string, expiresAt: Date, secure: boolean) {
  void reply.setCookie(authCookieName(secure), token, { httpOnly: true, sameSite: 'lax', secure, path: '/', expires: expiresAt });
}

export function clearAuthCookie(reply: FastifyReply, secure: boolean) {
  void reply.clearCookie(authCookieName(secure), { httpOnly: true, sameSite: 'lax', secure, path: '/' });
}
