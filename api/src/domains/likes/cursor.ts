/**
 * The opaque cursor of a likes list: which list, and the sort key of the last entry shown (a
 * keyset cursor, lib/keyset-cursor.ts). Anything that does not decode to such a key is refused; a
 * well-formed key only ever moves within the asking member's own list (the list query is always
 * the member's).
 */
import { LIKE_LISTS, type LikeList } from '@dating/shared-contracts';
import { decodeKeyset, encodeKeyset } from '../../lib/keyset-cursor.js';
import { DomainError } from '../domain-error.js';

/** A position in one likes list; `at` is an ISO time with microseconds, as the database sorts it. */
export interface LikesPosition {
  list: LikeList;
  at: string;
  id: number;
}

/** The cursor text of a position. */
export function encodeCursor(position: LikesPosition): string {
  return encodeKeyset({ tag: position.list, at: position.at, id: position.id });
}

/** The position a cursor names; a cursor that is not one of ours answers 400 invalid_input. */
export function decodeCursor(cursor: string): LikesPosition {
  const position = decodeKeyset(cursor, LIKE_LISTS);
  if (!position) throw new DomainError('invalid_input', { fields: { after: 'invalid_input' } });
  return { list: position.tag, at: position.at, id: position.id };
}
