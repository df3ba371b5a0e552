/** mf-landers's texts: one file per locale in ./messages, Dutch the reference (docs/language-notes.md). */
import { createMessageLoader } from '@dating/remote-kit';
import type { messages as reference } from './messages/nl';

/** One locale's texts: exactly the Dutch keys. */
export type Messages = Record<keyof typeof reference, string>;

/** The loader the lifecycles and tests share (each locale is its own chunk); its forms show error texts at once. */
export const messages = createMessageLoader((locale) => import(/* webpackChunkName: "messages-[request]" */ `./messages/${locale}.ts`), { errorTexts: true });

declare module '@dating/remote-kit' {
  interface Register {
    messages: typeof reference;
  }
}
