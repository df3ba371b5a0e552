/**
 * The device cookie of a login realm ('member', 'staff'): the device tokens login safety trusts
 * this browser with (domains/login-safety), set after a successful login. HttpOnly and
 * SameSite=Strict (only this site's own requests carry it); in production Secure with the
 * `__Host-` prefix, so no subdomain or plain-HTTP page can plant a token.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DEVICE_TRUST_DAYS } from '../domains/login-safety/index.js';

/** The cookie's name for a realm, with Secure cookies or without. */
export function deviceCookieName(realm: string, secure: boolean): string {
  return secure ? `__Host-device-${realm}` : `device-${realm}`;
}

/** The device tokens the request carries for the realm (none when it has no cookie). */
export function deviceTokensOf(request: FastifyRequest, realm: string, secure: boolean): string[] {
  const value = request.cookies[deviceCookieName(realm, secure)];
  return value ? value.split('.').filter(Boolean) : [];
}

/** Sets the realm's device cookie to `tokens` (login safety's answer to a successful login). */
export function setDeviceCookie(reply: FastifyReply, realm: string, tokens: string[], secure: boolean): void {
  void reply.setCookie(deviceCookieName(realm, secure), tokens.join('.'), {
    httpOnly: true, sameSite: 'strict', secure, path: '/', maxAge: DEVICE_TRUST_DAYS * 24 * 60 * 60,
  });
}
