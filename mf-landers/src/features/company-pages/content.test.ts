import { describe, expect, it } from '@jest/globals';
import { LOCALES } from '@dating/shared-contracts';
import { COMPANY_PAGES, type ContentBuilder } from './content/types';
import { content as germanContent } from './content/de';
import { companyFacts, termsVersionDate } from './facts';

const company = {
  name: 'Lindeboom Online B.V.', address: 'Keizersgracht 482', kvk: '87654321', city: 'Amsterdam', country: 'NL',
  tradenames: ['Flirtpunt', 'HeartHarbour'], vat_numbers: ['NL864512379B01'], support_phone: '+31 20-794 6100', delete_discount: 50, added: '2021-04-12T09:00:00Z',
};
const settings = { name: 'Flirtpunt', public_domain: 'flirtpunt.example', support_email: 'help@flirtpunt.example', refund_days: 21, min_age: 18, message_credits: 10 };

describe('the terms version date (spec section 5)', () => {
  it('is 2023-12-01 12:00 UTC unless the company was added later', () => {
    expect(termsVersionDate('2021-04-12T09:00:00Z').toISOString()).toBe('2023-12-01T12:00:00.000Z');
    expect(termsVersionDate('2024-03-05T08:00:00Z').toISOString()).toBe('2024-03-05T08:00:00.000Z');
    expect(termsVersionDate(null).toISOString()).toBe('2023-12-01T12:00:00.000Z');
  });
});

describe.each(LOCALES)('company pages in %s', (locale) => {
  it('fill every page from the company info and the site settings', async () => {
    const { content } = (await import(`./content/${locale}.ts`)) as { content: ContentBuilder };
    const facts = companyFacts(company, settings, locale);
    expect(facts.phone).toBe('+31207946100');
    const built = content(facts);
    expect(Object.keys(built.pages).sort()).toEqual([...COMPANY_PAGES].sort());
    for (const name of COMPANY_PAGES) {
      const page = built.pages[name];
      expect(page.title.length).toBeGreaterThan(3);
      expect(page.sections.length).toBeGreaterThanOrEqual(3);
      for (const section of page.sections) expect(section.paragraphs.join(' ').length).toBeGreaterThan(10);
    }
    const all = JSON.stringify(built);
    expect(built.pages.terms.intro).toContain(facts.termsDate);
    // The public domain, never the host the request was matched on (issue 28).
    expect(built.pages.terms.intro).toContain('(flirtpunt.example)');
    expect(JSON.stringify(built.pages['return-policy'])).toContain('21');
    expect(JSON.stringify(built.pages.service)).toContain('+31207946100');
    expect(JSON.stringify(built.pages.service)).toContain('help@flirtpunt.example');
    expect(JSON.stringify(built.pages.faq)).toContain(String(facts.deletionDays));
    expect(all).toContain('Lindeboom Online B.V.');
    expect(all).not.toMatch(/undefined|NaN|\$\{/);
  });
});

describe('the German company pages', () => {
  it('say du, as docs/language-notes.md asks, never the formal Sie / Ihr / Ihnen inside a sentence', () => {
    const built = germanContent(companyFacts(company, settings, 'de'));
    const texts = Object.values(built.pages).flatMap((page) => [page.title, page.intro, ...page.sections.flatMap((section) => [section.heading, ...section.paragraphs, ...(section.list ?? [])])]);
    const formal = /(?<![.!?:;„“"(–]\s*|^\s*)\b(Sie|Ihnen|Ihr|Ihre|Ihren|Ihrem|Ihrer|Ihres)\b/;
    expect(texts.filter((text) => formal.test(text ?? ''))).toEqual([]);
    expect(texts.join(' ')).toMatch(/\bdu\b/);
  });
});
