/**
 * The shell's texts per locale, Dutch the reference (docs/language-notes.md). The default locale
 * (nl) ships in the main bundle; the others load on demand, so a Dutch visitor does not download
 * ten languages.
 */
import type { Locale } from '@dating/shared-contracts';
import { messages as nl } from './messages/nl.js';

/** One locale's texts: exactly the Dutch keys. */
export type Messages = Record<keyof typeof nl, string>;

declare module '@dating/remote-kit' {
  interface Register {
    messages: typeof nl;
  }
}

/** The texts of one locale. */
export function loadMessages(locale: Locale): Promise<Messages> {
  if (locale === 'nl') return Promise.resolve(nl);
  return import(/* webpackChunkName: "shell-messages-[request]" */ `./messages/${locale}.ts`).then((module: { messages: Messages }) => module.messages);
}
