/** The auth cookie: HttpOnly, SameSite=Lax, Secure in production, 30 days. */
import type { FastifyReply } from 'fastify';
import { AUTH_COOKIE } from '@dating/shared-contracts';

export function setAuthCookie(reply: FastifyReply, token: string, expiresAt: Date, secure: boolean) {
  void reply.setCookie(AUTH_COOKIE, token, { httpOnly: true, sameSite: 'lax', secure, path: '/', expires: expiresAt });
}

export function clearAuthCookie(reply: FastifyReply, secure: boolean) {
  void reply.clearCookie(AUTH_COOKIE, { httpOnly: true, sameSite: 'lax', secure, path: '/' });
}
