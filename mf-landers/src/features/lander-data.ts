/** What every lander reads: its niche (slug, else the site's), its sample profiles and their photos. */
import { nicheOfSlug, type ProfileCard } from '@dating/shared-contracts';
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

/** The lander's sample profiles (fixed order: the same page on every visit), [] while loading. */
export function useLanderProfiles(): { profiles: ProfileCard[]; loading: boolean } {
  const niche = useNiche();
  const country = useVisitorCountry();
  const { data, error } = useEndpoint('landerProfiles', country ? { niche, country } : { niche });
  return { profiles: data?.profiles ?? [], loading: !data && !error };
}

/** The sharpest rendition of a card's photo (seeded: 400 px), or null. */
export function photoUrl(card: ProfileCard, smallest = false): string | null {
  const sizes = card.photo?.sizes ?? [];
  const chosen = smallest ? sizes[0] : sizes[sizes.length - 1];
  return chosen?.url ?? null;
}

/** The `i`-th profile, going round the list (pages with more places than profiles). */
export function nth(profiles: ProfileCard[], i: number): ProfileCard | undefined {
  return profiles.length ? profiles[i % profiles.length] : undefined;
}
