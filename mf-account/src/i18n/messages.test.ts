import { describe, expect, test } from '@jest/globals';
import { LOCALES } from '@dating/shared-contracts';
import { messages as account } from './texts';
const loadMessages = account.load;

/** Placeholders ({name}) and tags (<terms>) a text uses. */
function tokens(text: string): string[] {
  return [...text.matchAll(/\{(\w+)\}|<(\w+)>/g)].map((match) => match[0]).sort();
}

describe('every locale has every message', () => {
  test('no locale misses a key that another locale has', async () => {
    const all = await Promise.all(LOCALES.map(async (locale) => [locale, await loadMessages(locale)] as const));
    const union = new Set(all.flatMap(([, messages]) => Object.keys(messages)));
    for (const [locale, messages] of all) {
      const missing = [...union].filter((key) => !(key in messages));
      expect({ locale, missing }).toEqual({ locale, missing: [] });
    }
  });

  test('no text is empty and each keeps the placeholders and tags of the Dutch text', async () => {
    const nl = await loadMessages('nl');
    for (const locale of LOCALES) {
      const messages = await loadMessages(locale);
      for (const [key, text] of Object.entries(messages)) {
        expect({ locale, key, empty: text.trim() === '' }).toEqual({ locale, key, empty: false });
        expect({ locale, key, tokens: tokens(text) }).toEqual({ locale, key, tokens: tokens(nl[key] ?? '') });
      }
    }
  });
});
