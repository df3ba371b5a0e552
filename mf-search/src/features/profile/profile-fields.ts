/**
 * The site's visible profile fields (settings.visible_profile_fields) as label and value keys of
 * this app's texts. Values outside the known choices show as given (a newer API may add some).
 */
import { PROFILE_FIELD_CHOICES } from '@dating/shared-contracts';

/** The fields with translated choices, and those choices. */
export const FIELD_CHOICES: Readonly<Record<string, readonly string[]>> = PROFILE_FIELD_CHOICES;

/** The fields the details list shows (interests have their own list; the age is in the heading). */
export function listedFields(fields: Record<string, string | string[] | null>): Array<[string, string]> {
  return Object.entries(fields).flatMap(([name, value]) =>
    name === 'interests' || name === 'date_of_birth' || typeof value !== 'string' || !(name in FIELD_CHOICES) ? [] : [[name, value] as [string, string]],
  );
}

/** Whether `value` of `field` has a translated text (`choice.<field>.<value>`). */
export function isKnownChoice(field: string, value: string): boolean {
  return FIELD_CHOICES[field]?.includes(value) ?? false;
}
