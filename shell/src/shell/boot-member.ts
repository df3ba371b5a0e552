/**
 * Whether the page's boot data (boot-data.ts) names a signed-in member. Read by the entry before
 * any shared module has loaded, so it imports nothing: boot-data.ts's checks would put the shared
 * contracts' locale list into the entry script every page loads first.
 */

/** The id of the script element the server writes the boot data into. */
export const BOOT_ELEMENT_ID = 'boot';

/** True when the boot data holds a member's `{ user }` answer; false for a visitor or without boot data. */
export function bootNamesMember(doc: Pick<Document, 'getElementById'> = document): boolean {
  try {
    const boot = JSON.parse(doc.getElementById(BOOT_ELEMENT_ID)?.textContent ?? 'null') as { user?: { user?: unknown } } | null;
    return Boolean(boot?.user?.user);
  } catch {
    return false;
  }
}
