/**
 * mf-console's texts: Dutch (the reference) and English, the languages the staff work in (issue 29);
 * every other page language reads English. scripts/check-messages.mjs knows the console has two.
 */
import { createMessageLoader } from '@dating/remote-kit';
import type { messages as reference } from './messages/nl';

/** One locale's texts: exactly the Dutch keys. */
export type Messages = Record<keyof typeof reference, string>;

/** The loader the lifecycles and tests share (each of the two locales is its own chunk). */
export const messages = createMessageLoader((locale) =>
  locale === 'nl' ? import(/* webpackChunkName: "messages-nl" */ './messages/nl') : import(/* webpackChunkName: "messages-en" */ './messages/en'),
  // Its forms show the shared error texts (a refused claim, a decision on a decided item).
  { errorTexts: true },
);

declare module '@dating/remote-kit' {
  interface Register {
    messages: typeof reference;
  }
}
