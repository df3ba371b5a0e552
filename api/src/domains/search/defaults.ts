/**
 * The filters discovery opens on (docs/discovery.md): a member sees whom they seek, in their own
 * country, of ages around their own, their own region first; a visitor sees the site's geo
 * country. Computed here only, so the page rendered ahead and the live page agree.
 */
import { DEFAULT_AGE_SPREAD, GENDERS, ageOn, type Gender, type SearchDefaults } from '@dating/shared-contracts';

/** The youngest and oldest age a search can ask for. */
const YOUNGEST = 18;
const OLDEST = 99;

/** What the defaults read of the member's own profile. */
export interface Seeker {
  seeking: string | null;
  country: string;
  region: string | null;
  /** YYYY-MM-DD. */
  date_of_birth: string;
}

/** The site settings the defaults read. */
export interface DefaultsSite {
  /** The countries the site serves. */
  countries: string[];
  /** The site's language and country (`nl_NL`): its own country. */
  domainLanguage: string;
}

/** The site's own country: the geo country when the site serves it, else its language's country. */
export function siteCountryFor(site: DefaultsSite, geoCountry: string | null): string | undefined {
  if (geoCountry && site.countries.includes(geoCountry)) return geoCountry;
  const own = site.domainLanguage.split('_')[1]?.toUpperCase();
  return own ?? site.countries[0];
}

/** A member's defaults: seeking (everyone: no gender), own country, own age ±DEFAULT_AGE_SPREAD within 18–99, own region first. */
export function memberDefaults(seeker: Seeker, today: Date): SearchDefaults {
  const age = ageOn(seeker.date_of_birth, today);
  const gender = (GENDERS as readonly string[]).includes(seeker.seeking ?? '') ? (seeker.seeking as Gender) : undefined;
  return {
    filters: {
      ...(gender && { gender }),
      country: seeker.country,
      ...(age !== null && {
        min_age: Math.min(OLDEST, Math.max(YOUNGEST, age - DEFAULT_AGE_SPREAD)),
        max_age: Math.max(YOUNGEST, Math.min(OLDEST, age + DEFAULT_AGE_SPREAD)),
      }),
    },
    near_region: seeker.region || null,
  };
}

/** A visitor's defaults: the site's geo country, everyone, every age. */
export function visitorDefaults(site: DefaultsSite, geoCountry: string | null): SearchDefaults {
  const country = siteCountryFor(site, geoCountry);
  return { filters: country ? { country } : {}, near_region: null };
}
