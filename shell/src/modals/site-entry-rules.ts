/**
 * The site-entry warning of spec section 2: once, on the first visit, unless the site turned it
 * off (enable_site_entry_popup 'no'), only for NL and DE, only on the chat and lander layouts.
 */
import type { LayoutName, SiteSettings } from '@dating/shared-contracts';

/** localStorage key holding when the visitor accepted the warning. */
export const SITE_ENTRY_SEEN_KEY = 'site-entry-warning-seen';
export const SITE_ENTRY_COUNTRIES: readonly string[] = ['NL', 'DE'];
export const SITE_ENTRY_LAYOUTS: readonly LayoutName[] = ['chat', 'lander'];

export function shouldShowSiteEntryWarning(input: {
  settings: Pick<SiteSettings, 'enable_site_entry_popup'>;
  country: string | null;
  layout: LayoutName;
  seen: boolean;
}): boolean {
  return (
    !input.seen &&
    input.settings.enable_site_entry_popup !== 'no' &&
    input.country !== null &&
    SITE_ENTRY_COUNTRIES.includes(input.country) &&
    SITE_ENTRY_LAYOUTS.includes(input.layout)
  );
}
