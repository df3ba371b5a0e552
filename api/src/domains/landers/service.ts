/**
 * What advertising pages show a visitor: sample profiles of the lander's niche (the visitor's
 * country first) and, on a member landing, the one profile it is about. Only fictional profiles:
 * a real member's photo never becomes an advert. The cards come from the profiles domain's
 * sample cards; the landers domain owns which niche and how many.
 */
import { LANDER_PROFILE_COUNT, type ProfileCard } from '@dating/shared-contracts';
import { DomainError } from '../domain-error.js';
import type { ProfilesService } from '../profiles/index.js';

/** The general niche (spec section 9: 1 none). */
const GENERAL = 1;
/** Below this many profiles of its own a niche's lander is topped up with general ones. */
const FEWEST = 4;

/** The site settings the landers read. */
export interface LanderSite {
  cdnPrefix: string;
}

/** An advert shows no presence and no paid mark: a sample card's last-seen time stays off the page. */
const asAdvert = (card: ProfileCard): ProfileCard => ({ ...card, premium: false, last_seen: null });

export function createLandersService(profiles: Pick<ProfilesService, 'sampleCards' | 'sampleCard'>) {
  return {
    /** The profiles a lander of this niche shows. */
    async profiles(site: LanderSite, niche: number, country: string | null): Promise<ProfileCard[]> {
      let cards = await profiles.sampleCards(site, niche, country, LANDER_PROFILE_COUNT);
      // A niche the site has (almost) no sample profiles for still gets a full page: general ones after its own.
      if (cards.length < FEWEST && niche !== GENERAL) {
        cards = [...cards, ...(await profiles.sampleCards(site, GENERAL, country, LANDER_PROFILE_COUNT - cards.length))];
      }
      return cards.map(asAdvert);
    },

    /** The profile a member landing is about; any other id is "not found" (the page falls back). */
    async member(site: LanderSite, id: number): Promise<ProfileCard> {
      const card = await profiles.sampleCard(site, id);
      if (!card) throw new DomainError('not_found');
      return asAdvert(card);
    },
  };
}
export type LandersService = ReturnType<typeof createLandersService>;
