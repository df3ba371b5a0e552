import { describe, expect, test } from '@jest/globals';
import { LOCALES } from '@dating/shared-contracts';
import { untitledPages } from '@dating/remote-kit/testing';
import { pages } from './pages';
import { messages } from './i18n/texts';

// Without its own title a page shows the site's bare name: a browser's tabs and history cannot tell them apart.
describe('page titles', () => {
  test.each(LOCALES)('every page of mf-search has its own title in %s', async (locale) => {
    expect(await untitledPages(pages, messages, locale)).toEqual([]);
  });
});
