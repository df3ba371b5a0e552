/** The locale cookie i18n_redirected, kept 365 days (spec section 9). */
import { LOCALE_COOKIE, LOCALE_COOKIE_DAYS, type Locale } from '@dating/shared-contracts';

/** A cookie's value from a document.cookie string, or null. */
export function readCookie(cookies: string, name: string): string | null {
  for (const part of cookies.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

/** The Set-Cookie style string that stores the locale for a year on the whole site. */
export function localeCookie(locale: Locale, secure: boolean): string {
  const maxAge = LOCALE_COOKIE_DAYS * 24 * 60 * 60;
  return `${LOCALE_COOKIE}=${locale}; Max-Age=${maxAge}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}
