/**
 * The opaque cursor of the chat list: the sort key of the last conversation of a page (its last
 * message's time to the microsecond and its id, a keyset cursor, lib/keyset-cursor.ts). A
 * conversation that gets a new message meanwhile moves above the cursor, so later pages neither
 * repeat it nor skip another. Anything that does not decode to such a key is refused; a key only
 * ever moves within the asking member's own list.
 */
import { decodeKeyset, encodeKeyset } from '../../lib/keyset-cursor.js';
import { DomainError } from '../domain-error.js';

const TAGS = ['chats'] as const;

/** A position in the chat list; `at` is an ISO time with microseconds, as the database sorts it. */
export interface ChatsPosition {
  at: string;
  id: number;
}

/** The cursor text of a position. */
export function encodeChatsCursor(position: ChatsPosition): string {
  return encodeKeyset({ tag: TAGS[0], at: position.at, id: position.id });
}

/** The position a cursor names; a cursor that is not one of ours answers 400 invalid_input. */
export function decodeChatsCursor(cursor: string): ChatsPosition {
  const position = decodeKeyset(cursor, TAGS);
  if (!position) throw new DomainError('invalid_input', { fields: { after: 'invalid_input' } });
  return { at: position.at, id: position.id };
}
