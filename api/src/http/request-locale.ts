/**
 * The language an answer is written in: the page's (the locale cookie, which the shell writes on
 * every change of language and at login), else the member's saved language (a call with no page
 * behind it), else Accept-Language. A Dutch error on a German page was the member's saved language
 * winning over the page's.
 */
import type { FastifyRequest } from 'fastify';
import { LOCALE_COOKIE, isLocale, localeFromAcceptLanguage, type Locale } from '@dating/shared-contracts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set once the member is known, so answers without a page's language follow the member's saved one. */
    memberLocale?: Locale;
  }
}

export function requestLocale(request: FastifyRequest): Locale {
  const cookie = request.cookies?.[LOCALE_COOKIE];
  if (isLocale(cookie)) return cookie;
  if (request.memberLocale) return request.memberLocale;
  return localeFromAcceptLanguage(request.headers['accept-language']);
}
