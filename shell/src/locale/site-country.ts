/** The country that decides visible languages and the site-entry warning. */
import type { Member, SiteSettings } from '@dating/shared-contracts';

/** The member's profile country, else the country chosen for the visitor, else the GeoIP country. */
export function siteCountry(member: Member | null, settings: Pick<SiteSettings, 'geoip_country' | 'geoip_selected_country'>): string | null {
  return (member?.profile.country || settings.geoip_selected_country || settings.geoip_country || null)?.toUpperCase() ?? null;
}
