/** The message catalogue's shape: the Dutch file is the reference, every locale has its keys. */
import type { messages as nl } from './messages/nl';

/** A key of mf-account's messages. */
export type MessageKey = keyof typeof nl;
/** One locale's messages. */
export type Messages = Record<MessageKey, string>;
