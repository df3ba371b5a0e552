/** What every lander reads: its niche (slug, else the site's), its sample profiles and their photos. */
import { COUNTRY_LANGUAGES, nicheOfSlug, type ProfileCard } from '@dating/shared-contracts';
import { useEndpoint, useHost } from '@dating/remote-kit';

/** The niche a page is for: the slug's (spec section 9), else the site's own. */
export function useNiche(): number {
  const { route, settings } = useHost();
  const slug = route.params.slug;
  return slug ? nicheOfSlug(slug) : settings.niche;
}

/** The visitor's country as the site saw it (boot data), if it knows one. */
export function useVisitorCountry(): string | null {
  const { settings } = useHost();
  return settings.geoip_selected_country ?? settings.geoip_country ?? null;
}

/**
 * The country a lander shows (the map lander's map): the visitor's when it is one of the site's
 * countries, else the site's home country (a visitor from elsewhere, or one the site cannot place):
 * the first of its countries whose main language is the site's language (a Dutch site: NL, not the
 * first in its list), else its first country.
 */
export function landerCountry(visitor: string | null, siteCountries: readonly string[], siteLanguage?: string): string | null {
  if (visitor && siteCountries.includes(visitor)) return visitor;
  // domain_language is a locale tag ('nl_NL'): its language part names the site's language.
  const language = siteLanguage?.slice(0, 2).toLowerCase();
  const home = siteCountries.find((country) => COUNTRY_LANGUAGES[country]?.[0] === language);
  return home ?? siteCountries[0] ?? visitor;
}

/** The country this visitor's lander shows (landerCountry). */
export function useLanderCountry(): string | null {
  const { settings } = useHost();
  return landerCountry(useVisitorCountry(), settings.countries, settings.domain_language);
}

/**
 * The lander's sample profiles (fixed order: the same page on every visit), [] while loading; those
 * of `country` (default: the visitor's) come first.
 */
export function useLanderProfiles(ofCountry?: string | null): { profiles: ProfileCard[]; loading: boolean } {
  const niche = useNiche();
  const visitor = useVisitorCountry();
  const country = ofCountry === undefined ? visitor : ofCountry;
  const { data, error } = useEndpoint('landerProfiles', country ? { niche, country } : { niche });
  return { profiles: data?.profiles ?? [], loading: !data && !error };
}

/** The sharpest (or smallest) 3:4 rendition of a card's photo, or null. */
export function photoUrl(card: ProfileCard, smallest = false): string | null {
  const sizes = card.photo?.sizes ?? [];
  const chosen = smallest ? sizes[0] : sizes[sizes.length - 1];
  return chosen?.url ?? null;
}

/** The `i`-th profile, going round the list (pages with more places than profiles). */
export function nth(profiles: ProfileCard[], i: number): ProfileCard | undefined {
  return profiles.length ? profiles[i % profiles.length] : undefined;
}
