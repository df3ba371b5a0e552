/**
 * The opaque cursor of a list paged by keyset, newest first: a tag naming the list, and the sort
 * key of the last entry shown (its time to the microsecond, as the database compares it, and a
 * tie-breaking id). The next page starts strictly after that key, so entries arriving meanwhile
 * (newer, at the top) neither repeat nor push entries off a later page. A cursor only ever moves
 * within the list its query reads (always the asking member's own), so a forged key reveals nothing.
 */

/** A position in a list tagged `Tag`; `at` is an ISO time with microseconds. */
export interface KeysetPosition<Tag extends string> {
  tag: Tag;
  at: string;
  id: number;
}

const MICROSECOND_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const MAX_ID = 2_147_483_647;

/** The cursor text of a position (base64url of a small JSON array). */
export function encodeKeyset<Tag extends string>(position: KeysetPosition<Tag>): string {
  return Buffer.from(JSON.stringify([position.tag, position.at, position.id])).toString('base64url');
}

/** A real instant in the cursor's format (no 31 February, which the database would refuse with a 500). */
function isTime(text: string): boolean {
  if (!MICROSECOND_TIME.test(text)) return false;
  const date = new Date(text);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 23) === text.slice(0, 23);
}

/** The position a cursor names, or null when it is not a cursor of one of `tags` (the caller refuses it). */
export function decodeKeyset<Tag extends string>(cursor: string, tags: readonly Tag[]): KeysetPosition<Tag> | null {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (!Array.isArray(value) || value.length !== 3) return null;
  const [tag, at, id] = value as unknown[];
  if (!(tags as readonly unknown[]).includes(tag)) return null;
  if (typeof at !== 'string' || !isTime(at)) return null;
  if (typeof id !== 'number' || !Number.isInteger(id) || id < 1 || id > MAX_ID) return null;
  const position = { tag: tag as Tag, at, id };
  // Re-encoding must give the same text: no padding, other alphabets or trailing bytes slip through.
  return encodeKeyset(position) === cursor ? position : null;
}
