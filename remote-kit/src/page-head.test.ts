import { describe, expect, it } from '@jest/globals';
import { applyPageHead } from './page-head';

describe('applyPageHead', () => {
  it('writes the title and description and moves canonical, hreflang and og:url to the new path', () => {
    document.head.innerHTML = [
      '<title>Old</title>',
      '<meta name="description" content="old">',
      '<link rel="canonical" href="https://site.example/pages/terms?lang=de">',
      '<link rel="alternate" hreflang="nl" href="https://site.example/pages/terms?lang=nl">',
      '<meta property="og:url" content="https://site.example/pages/terms">',
    ].join('');
    applyPageHead(document, { title: 'FAQ – Site', description: 'Answers' }, '/pages/faq');
    expect(document.title).toBe('FAQ – Site');
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('Answers');
    expect(document.head.querySelector('meta[property="og:title"]')?.getAttribute('content')).toBe('FAQ – Site');
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('https://site.example/pages/faq?lang=de');
    expect(document.head.querySelector('link[hreflang="nl"]')?.getAttribute('href')).toBe('https://site.example/pages/faq?lang=nl');
    expect(document.head.querySelector('meta[property="og:url"]')?.getAttribute('content')).toBe('https://site.example/pages/faq');
  });
});
