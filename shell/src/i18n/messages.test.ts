import { describe, expect, it } from '@jest/globals';
import { createIntl } from 'react-intl';
import { LOCALES } from '@dating/shared-contracts';
import { loadMessages } from './messages.js';

const sampleValues = { count: 3, name: 'Testdates', year: 2026, status: 500 };

/** The {placeholders} a message uses, plural arguments included. */
function placeholders(message: string): string[] {
  return [...new Set([...message.matchAll(/\{(\w+)[,}]/g)].map((match) => match[1]!))].sort();
}

describe('shell texts', () => {
  it('exist in all 11 locales with exactly the same keys', async () => {
    const all = await Promise.all(LOCALES.map(async (locale) => [locale, Object.keys(await loadMessages(locale)).sort()] as const));
    const union = [...new Set(all.flatMap(([, keys]) => keys))].sort();
    for (const [locale, keys] of all) {
      expect({ locale, missing: union.filter((key) => !keys.includes(key)) }).toEqual({ locale, missing: [] });
    }
  });

  it('are non-empty, parse as ICU messages and use the same placeholders as Dutch (the reference)', async () => {
    const reference = await loadMessages('nl');
    for (const locale of LOCALES) {
      const messages = await loadMessages(locale);
      const problems: string[] = [];
      const intl = createIntl({ locale, messages, onError: (error) => problems.push(`${locale}: ${error.message}`) });
      for (const [id, text] of Object.entries(messages)) {
        expect({ locale, id, empty: text.trim() === '' }).toEqual({ locale, id, empty: false });
        intl.formatMessage({ id }, sampleValues);
        expect({ locale, id, placeholders: placeholders(text) }).toEqual({ locale, id, placeholders: placeholders(reference[id as keyof typeof reference]) });
      }
      expect(problems).toEqual([]);
    }
  });
});
