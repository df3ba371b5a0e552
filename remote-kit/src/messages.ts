/**
 * Loads an app's texts one locale at a time, each locale its own chunk, so a visitor downloads only
 * the language they read. An app whose first screen shows the shared error texts (forms checked in
 * the browser) loads that locale's error texts with them; the others leave them to the first error
 * (the API client loads them before it raises one) or to useErrorText, which waits for them.
 * Promises are cached so React's use() sees a stable promise, and a failed chunk may be fetched again.
 */
import { loadErrorTexts, type Locale } from '@dating/shared-contracts';

/** One locale's texts: key → ICU message. */
export type Catalogue = Readonly<Record<string, string>>;

/** How an app imports one locale's file (every file exports `messages`). */
export type CatalogueImport = (locale: Locale) => Promise<{ messages: Catalogue }>;

/** An app's texts by locale. */
export interface MessageLoader {
  /** The texts of a locale (one network fetch per locale per page). */
  load(locale: Locale): Promise<Catalogue>;
  /** The texts of a locale when already loaded, else undefined. */
  loaded(locale: Locale): Catalogue | undefined;
}

/** What an app's texts come with. */
export interface MessageLoaderOptions {
  /** Load the shared error texts of the locale too (for apps whose first screen checks forms). */
  errorTexts?: boolean;
}

/** A cached loader over the app's `import(\`./i18n/messages/${locale}.ts\`)`. */
export function createMessageLoader(importCatalogue: CatalogueImport, options: MessageLoaderOptions = {}): MessageLoader {
  const pending = new Map<Locale, Promise<Catalogue>>();
  const loaded = new Map<Locale, Catalogue>();
  return {
    load(locale) {
      let promise = pending.get(locale);
      if (!promise) {
        promise = Promise.all([importCatalogue(locale), options.errorTexts ? loadErrorTexts(locale) : null]).then(([module]) => {
          loaded.set(locale, module.messages);
          return module.messages;
        });
        promise.catch(() => pending.delete(locale));
        pending.set(locale, promise);
      }
      return promise;
    },
    loaded: (locale) => loaded.get(locale),
  };
}
