/**
 * The building blocks of every request schema: the text a caller sends, and the id of a record.
 * Text refuses what the database cannot keep as typed: NUL (PostgreSQL refuses it, and the request
 * failed with a 500) and a lone UTF-16 surrogate (the driver would silently store U+FFFD instead).
 * An id is a positive int4, as every id column is (2147483648 reached the database and failed).
 */
import { z } from 'zod';

/** The largest value of an int4 column (every id in the database). */
export const INT4_MAX = 2_147_483_647;

const NUL = /\u0000/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True for text the database stores exactly as given: no NUL, no lone surrogate. */
export function isStorableText(value: string): boolean {
  return !NUL.test(value) && !LONE_SURROGATE.test(value);
}

/** Any text a request carries (chain `.trim()`, `.min()`, `.max()`, `.regex()` as on z.string()). */
export function inputText() {
  return z.string().refine(isStorableText, { message: 'Text with a NUL character or a lone surrogate' });
}

/** The id of a record in a JSON body. */
export const recordId = z.number().int().min(1).max(INT4_MAX);

/** The id of a record in a query string. */
export const queryRecordId = z.coerce.number().int().min(1).max(INT4_MAX);
