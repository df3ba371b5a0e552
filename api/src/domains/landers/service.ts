/**
 * What advertising pages show a visitor: sample profiles of the lander's niche (the visitor's
 * country first) and, on a member landing, the one profile it is about. Only fictional profiles:
 * a real member's photo never becomes an advert.
 */
import { LANDER_PROFILE_COUNT, type ProfileCard } from '@dating/shared-contracts';
import { DomainError } from '../domain-error.js';
import type { LanderRow, LandersRepository } from './repository.js';

/** The general niche (spec section 9: 1 none). */
const GENERAL = 1;
/** Below this many profiles of its own a niche's lander is topped up with general ones. */
const FEWEST = 4;

/** The site settings the landers read. */
export interface LanderSite {
  cdnPrefix: string;
}

/** A sample profile as a card; its main photo is always sharp (it is public). */
function card(row: LanderRow, cdnPrefix: string): ProfileCard {
  return {
    id: row.id,
    name: row.name,
    gender: row.gender,
    age: row.age,
    country: row.country,
    region: row.region,
    city: row.city,
    fictional: true,
    premium: false,
    last_seen: null,
    photo: {
      id: row.main_id,
      main: true,
      locked: false,
      sizes: row.main_sizes.map((file) => ({ url: `${cdnPrefix}${file.file}`, width: file.width, height: file.height })),
    },
  };
}

export function createLandersService(repository: LandersRepository, needs: { now?: () => Date } = {}) {
  const today = () => (needs.now?.() ?? new Date()).toISOString().slice(0, 10);
  return {
    /** The profiles a lander of this niche shows. */
    async profiles(site: LanderSite, niche: number, country: string | null): Promise<ProfileCard[]> {
      let rows = await repository.profiles(niche, country, LANDER_PROFILE_COUNT, today());
      // A niche the site has (almost) no sample profiles for still gets a full page: general ones after its own.
      if (rows.length < FEWEST && niche !== GENERAL) {
        rows = [...rows, ...(await repository.profiles(GENERAL, country, LANDER_PROFILE_COUNT - rows.length, today()))];
      }
      return rows.map((row) => card(row, site.cdnPrefix));
    },

    /** The profile a member landing is about; any other id is "not found" (the page falls back). */
    async member(site: LanderSite, id: number): Promise<ProfileCard> {
      const row = await repository.profile(id, today());
      if (!row) throw new DomainError('not_found');
      return card(row, site.cdnPrefix);
    },
  };
}
export type LandersService = ReturnType<typeof createLandersService>;
