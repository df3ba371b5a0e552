/**
 * The profile-name rules of spec section 5 (given, not the e-mail address, not starting with @), and
 * what makes a name readable wherever it is shown: at least one visible letter (not only zero-width
 * spaces or fillers like U+3164), no bidi controls (a right-to-left override turns the text around
 * what follows it), and no tower of combining marks spilling over the lines around it.
 */

/** Control characters (line breaks included) have no place in a name that mail and pages show. */
const CONTROL = /\p{Cc}/u;
/** A letter that shows: default-ignorable code points (U+200B, U+3164 …) are letters no one sees. */
const VISIBLE_LETTER = /(?!\p{Default_Ignorable_Code_Point})\p{L}/u;
/** Marks and isolates that change the direction of the text around them (U+202A–202E, U+2066–2069, U+200E/F, U+061C). */
const BIDI_CONTROL = /\p{Bidi_Control}/u;
/** Combining marks on one letter beyond what any script writes (Vietnamese and Thai stack two). */
export const MAX_STACKED_MARKS = 3;
const MARK_TOWER = new RegExp(`\\p{M}{${MAX_STACKED_MARKS + 1}}`, 'u');

/** The first broken name rule's catalogue code, or null when the name passes (spaces around ignored). */
export function profileNameError(
  name: string, email: string,
): 'required' | 'name_is_email' | 'name_starts_with_at' | 'name_unreadable' | 'invalid_input' | null {
  const trimmed = name.trim();
  const address = email.trim();
  if (!trimmed) return 'required';
  if (address && trimmed.toLowerCase() === address.toLowerCase()) return 'name_is_email';
  if (trimmed.startsWith('@')) return 'name_starts_with_at';
  if (CONTROL.test(trimmed)) return 'invalid_input';
  if (!VISIBLE_LETTER.test(trimmed) || BIDI_CONTROL.test(trimmed) || MARK_TOWER.test(trimmed)) return 'name_unreadable';
  return null;
}
