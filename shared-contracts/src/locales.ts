/** Locales of the site and the rules that choose one (spec sections 1 and 9). */

export const LOCALES = ['da', 'de', 'en', 'es', 'fi', 'fr', 'it', 'nb', 'nl', 'pl', 'sv'] as const;
/** One of the site's eleven content languages. */
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'nl';

/** Countries the site serves, with the languages visible in each (first is the country's default). */
export const COUNTRY_LANGUAGES: Record<string, readonly Locale[]> = {
  US: ['en', 'es'],
  NL: ['nl'],
  BE: ['nl', 'fr', 'de'],
  FR: ['fr'],
  IT: ['it'],
  ES: ['es'],
  DE: ['de'],
  AT: ['de'],
  IE: ['en'],
  GB: ['en'],
  CA: ['en', 'fr'],
  PL: ['pl'],
  AU: ['en'],
  NZ: ['en'],
  CH: ['de', 'it', 'fr', 'en'],
  DK: ['da'],
  FI: ['fi', 'sv'],
  NO: ['nb'],
  SE: ['sv'],
};
export const COUNTRIES = Object.keys(COUNTRY_LANGUAGES);

/**
 * The country a page's language points to when nothing better is known (a signup's first guess):
 * where the language is the main one. English points to the United Kingdom: the site is European
 * first, and a browser that says en-US is believed before this (see the signup's country).
 */
export const LOCALE_COUNTRY: Record<Locale, string> = {
  da: 'DK', de: 'DE', en: 'GB', es: 'ES', fi: 'FI', fr: 'FR', it: 'IT', nb: 'NO', nl: 'NL', pl: 'PL', sv: 'SE',
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** Languages the language dropdown offers for a country (all when the country is unknown). */
export function visibleLanguages(country: string | null | undefined): readonly Locale[] {
  return (country && COUNTRY_LANGUAGES[country.toUpperCase()]) || LOCALES;
}

/**
 * The locale for a visitor: the locale cookie, else the browser language, else the first two
 * letters of the site's domain_language when supported, else nl.
 */
export function chooseLocale(input: {
  cookie?: string | null;
  browserLanguages?: readonly string[];
  domainLanguage?: string | null;
}): Locale {
  if (isLocale(input.cookie)) return input.cookie;
  for (const tag of input.browserLanguages ?? []) {
    const two = tag.slice(0, 2).toLowerCase();
    if (isLocale(two)) return two;
    if (two === 'no' || two === 'nn') return 'nb';
  }
  const domain = input.domainLanguage?.slice(0, 2).toLowerCase();
  if (isLocale(domain)) return domain;
  return DEFAULT_LOCALE;
}

/** Locale from an Accept-Language header (for answers the API writes), else nl. */
export function localeFromAcceptLanguage(header: string | undefined | null): Locale {
  const tags = (header ?? '')
    .split(',')
    .map((part) => part.split(';')[0]!.trim())
    .filter(Boolean);
  return chooseLocale({ browserLanguages: tags });
}
