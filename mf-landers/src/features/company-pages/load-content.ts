/** One locale's company-page content, fetched as its own chunk: a visitor downloads only the language they read. */
import type { Locale } from '@dating/shared-contracts';
import type { ContentBuilder } from './content/types';

const loaded = new Map<Locale, Promise<ContentBuilder>>();

/** The content builder of `locale` (one cached promise per locale, so React's use() sees it stable). */
export function loadCompanyContent(locale: Locale): Promise<ContentBuilder> {
  let promise = loaded.get(locale);
  if (!promise) {
    promise = import(/* webpackChunkName: "company-[request]", webpackInclude: /(^|\/)[a-z]{2}\.ts$/ */ `./content/${locale}.ts`).then((module: { content: ContentBuilder }) => module.content);
    promise.catch(() => loaded.delete(locale));
    loaded.set(locale, promise);
  }
  return promise;
}
