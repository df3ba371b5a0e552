/**
 * Loads an app's texts one locale at a time, together with the shared error texts of that locale:
 * each locale is its own chunk, so a visitor downloads only the language they read. Promises are
 * cached so React's use() sees a stable promise, and a failed chunk may be fetched again.
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

/** A cached loader over the app's `import(\`./i18n/messages/${locale}.ts\`)`. */
export function createMessageLoader(importCatalogue: CatalogueImport): MessageLoader {
  const pending = new Map<Locale, Promise<Catalogue>>();
  const loaded = new Map<Locale, Catalogue>();
  return {
    load(locale) {
      let promise = pending.get(locale);
      if (!promise) {
        promise = Promise.all([importCatalogue(locale), loadErrorTexts(locale)]).then(([module]) => {
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
