import { describe, expect, it } from 'vitest';
import { chooseLocale, localeFromAcceptLanguage, visibleLanguages } from './locales.js';

describe('locale choice (spec sections 1 and 9)', () => {
  it('prefers the cookie, then the browser, then domain_language, then nl', () => {
    expect(chooseLocale({ cookie: 'de', browserLanguages: ['fr-FR'], domainLanguage: 'en_GB' })).toBe('de');
    expect(chooseLocale({ cookie: 'xx', browserLanguages: ['fr-FR'], domainLanguage: 'en_GB' })).toBe('fr');
    expect(chooseLocale({ browserLanguages: ['ja-JP'], domainLanguage: 'en_GB' })).toBe('en');
    expect(chooseLocale({ browserLanguages: ['ja'], domainLanguage: 'pt_BR' })).toBe('nl');
    expect(chooseLocale({})).toBe('nl');
    expect(chooseLocale({ browserLanguages: ['no-NO'] })).toBe('nb');
  });

  it('reads Accept-Language in order', () => {
    expect(localeFromAcceptLanguage('ja;q=1, sv-SE;q=0.8, en;q=0.5')).toBe('sv');
    expect(localeFromAcceptLanguage(undefined)).toBe('nl');
  });

  it('shows the languages of the country', () => {
    expect(visibleLanguages('CH')).toEqual(['de', 'it', 'fr', 'en']);
    expect(visibleLanguages('be')).toEqual(['nl', 'fr', 'de']);
    expect(visibleLanguages('NL')).toEqual(['nl']);
    expect(visibleLanguages(null)).toHaveLength(11);
  });
});
