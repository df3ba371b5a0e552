/** Which of a remote's pages would show the site's bare title: for the "every page has its own title" test of each remote. */
import type { Locale } from '@dating/shared-contracts';
import type { MessageLoader } from '../messages';
import type { Pages } from '../pages';

/** Route names of `pages` without a `head.<route>.title` text (naming the site) in `locale`. */
export async function untitledPages(pages: Pages, messages: MessageLoader, locale: Locale): Promise<string[]> {
  const texts = await messages.load(locale);
  return Object.keys(pages).filter((route) => !texts[`head.${route}.title`]?.includes('{site}'));
}
