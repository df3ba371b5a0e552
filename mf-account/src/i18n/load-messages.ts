/**
 * Loads one locale's messages on demand, with the shared error texts of that locale: each locale
 * is its own chunk, so a visitor downloads only the language they read. Promises are cached so
 * React's use() sees a stable promise.
 */
import { loadErrorTexts, type Locale } from '@dating/shared-contracts';
import type { Messages } from './message-keys';

const pending = new Map<Locale, Promise<Messages>>();
const loaded = new Map<Locale, Messages>();

/** The messages of a locale (one network fetch per locale per page). */
export function loadMessages(locale: Locale): Promise<Messages> {
  let promise = pending.get(locale);
  if (!promise) {
    promise = Promise.all([
      import(/* webpackChunkName: "messages-[request]" */ `./messages/${locale}.ts`) as Promise<{ messages: Messages }>,
      loadErrorTexts(locale),
    ]).then(([module]) => {
      loaded.set(locale, module.messages);
      return module.messages;
    });
    // A failed chunk may be fetched again on the next render instead of failing for good.
    promise.catch(() => pending.delete(locale));
    pending.set(locale, promise);
  }
  return promise;
}

/** The messages of a locale when already loaded, else undefined. */
export function loadedMessages(locale: Locale): Messages | undefined {
  return loaded.get(locale);
}
