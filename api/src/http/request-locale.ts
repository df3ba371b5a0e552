/** The language an answer is written in: the member's, else the locale cookie, else Accept-Language. */
import type { FastifyRequest } from 'fastify';
import { LOCALE_COOKIE, isLocale, localeFromAcceptLanguage, type Locale } from '@dating/shared-contracts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set once the member is known, so answers follow the member's saved language. */
    memberLocale?: Locale;
  }
}

export function requestLocale(request: FastifyRequest): Locale {
  if (request.memberLocale) return request.memberLocale;
  const cookie = request.cookies?.[LOCALE_COOKIE];
  if (isLocale(cookie)) return cookie;
  return localeFromAcceptLanguage(request.headers['accept-language']);
}
