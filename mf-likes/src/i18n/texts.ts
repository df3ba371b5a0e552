/** mf-likes's texts: one file per locale in ./messages, Dutch the reference (docs/language-notes.md). */
import { createMessageLoader } from '@dating/remote-kit';
import type { messages as reference } from './messages/nl';

/** One locale's texts: exactly the Dutch keys. */
export type Messages = Record<keyof typeof reference, string>;

/** The loader the lifecycles and tests share (each locale is its own chunk); with the error texts, as before: without them the received tab's page test broke inside SWR (not understood yet, docs/performance.md). */
export const messages = createMessageLoader((locale) => import(/* webpackChunkName: "messages-[request]" */ `./messages/${locale}.ts`), { errorTexts: true });

declare module '@dating/remote-kit' {
  interface Register {
    messages: typeof reference;
  }
}
