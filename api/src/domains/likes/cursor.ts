/**
 * The opaque cursor of a likes list: which list, and the sort key of the last entry shown (its time
 * to the microsecond and a tie-breaking id). The next page starts strictly after that key, so likes
 * arriving meanwhile (newer, at the top) neither repeat nor push entries off a later page. Anything
 * that does not decode to such a key is refused; a well-formed key only ever moves within the
 * asking member's own list (the list query is always the member's).
 */
import { LIKE_LISTS, type LikeList } from '@dating/shared-contracts';
import { DomainError } from '../domain-error.js';

/** A position in one likes list; `at` is an ISO time with microseconds, as the database sorts it. */
export interface LikesPosition {
  list: LikeList;
  at: string;
  id: number;
}

const MICROSECOND_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const MAX_ID = 2_147_483_647;

/** The cursor text of a position (base64url of a small JSON array). */
export function encodeCursor(position: LikesPosition): string {
  return Buffer.from(JSON.stringify([position.list, position.at, position.id])).toString('base64url');
}

/** A real instant in the cursor's format (no 31 February, which the database would refuse with a 500). */
function isTime(text: string): boolean {
  if (!MICROSECOND_TIME.test(text)) return false;
  const date = new Date(text);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 23) === text.slice(0, 23);
}

function invalid(): DomainError {
  return new DomainError('invalid_input', { fields: { after: 'invalid_input' } });
}

/** The position a cursor names; a cursor that is not one of ours answers 400 invalid_input. */
export function decodeCursor(cursor: string): LikesPosition {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  if (!Array.isArray(value) || value.length !== 3) throw invalid();
  const [list, at, id] = value as unknown[];
  if (!(LIKE_LISTS as readonly unknown[]).includes(list)) throw invalid();
  if (typeof at !== 'string' || !isTime(at)) throw invalid();
  if (typeof id !== 'number' || !Number.isInteger(id) || id < 1 || id > MAX_ID) throw invalid();
  // Re-encoding must give the same text: no padding, other alphabets or trailing bytes slip through.
  const position = { list: list as LikeList, at, id };
  if (encodeCursor(position) !== cursor) throw invalid();
  return position;
}
