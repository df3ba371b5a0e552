/**
 * The whole error catalogue, every language at once, for the API (it answers in the caller's
 * language) and for tests. Browser apps use loadErrorTexts instead, to load one language.
 */
import { LOCALES, type Locale } from './locales.js';
import { ERROR_CODES, formatErrorText, type ErrorCode, type ErrorTexts } from './errors.js';
import da from './error-texts/da.js';
import de from './error-texts/de.js';
import en from './error-texts/en.js';
import es from './error-texts/es.js';
import fi from './error-texts/fi.js';
import fr from './error-texts/fr.js';
import it from './error-texts/it.js';
import nb from './error-texts/nb.js';
import nl from './error-texts/nl.js';
import pl from './error-texts/pl.js';
import sv from './error-texts/sv.js';

const BY_LOCALE: Record<Locale, ErrorTexts> = { da, de, en, es, fi, fr, it, nb, nl, pl, sv };

/** Every code's text in every language: ERROR_TEXTS[code][locale]. */
export const ERROR_TEXTS = Object.fromEntries(
  ERROR_CODES.map((code) => [code, Object.fromEntries(LOCALES.map((locale) => [locale, BY_LOCALE[locale][code]]))]),
) as Record<ErrorCode, Record<Locale, string>>;

/** The text of a code in a language, placeholders filled. */
export function errorText(code: ErrorCode, locale: Locale, values: Record<string, string | number> = {}): string {
  return formatErrorText(BY_LOCALE[locale]?.[code] ?? BY_LOCALE.nl[code], values);
}
