/**
 * Where the sample profiles live: one pool per niche and country some site serves, sized so that
 * discovery is believable where members are (docs/discovery.md, "The seeded pools"). A site shows
 * its own niche's profiles in its countries, so a profile outside every pool would never be seen.
 * The profiles are dealt over the pools in proportion to their sizes (smooth weighted round-robin),
 * so any prefix of the list (a test site's 24) is spread like the whole; within a pool the genders
 * alternate and the ages are spread evenly over the niche's range.
 */
import { COUNTRIES, type Gender } from '@dating/shared-contracts';

/** One pool: a niche in a country, how many of the default profiles it holds, and who they are. */
export interface ProfilePool {
  niche: number;
  country: string;
  size: number;
  /** The genders the pool deals in turn (every 13th of a mixed pool is non-binary). */
  genders: readonly Gender[];
  /** The ages the pool spreads its profiles over, inclusive. */
  ages: readonly [number, number];
  /** The pool's place in the list: pools start at different genders and ages, so a few profiles are already varied. */
  start: number;
}

const MIXED: readonly Gender[] = ['female', 'male'];
const ADULT: readonly [number, number] = [19, 68];

/** General profiles per country: Flirtpunt's home market (NL) and Flirtpunt Privé's other country (BE) go deeper. */
const GENERAL_SIZES: Record<string, number> = { NL: 61, BE: 30 };
const GENERAL_ELSEWHERE = 16;

/** The special niches: their countries (as their sites serve them), pool size, genders and ages. */
const NICHE_POOLS: readonly { niche: number; countries: readonly string[]; size: number; genders: readonly Gender[]; ages: readonly [number, number] }[] = [
  // Kink: one site in every country, for partner visitors only.
  { niche: 3, countries: COUNTRIES, size: 3, genders: MIXED, ages: ADULT },
  { niche: 2, countries: ['DE', 'AT', 'CH'], size: 8, genders: ['female'], ages: ADULT },
  { niche: 4, countries: ['FR', 'BE', 'CH', 'CA'], size: 6, genders: ['female'], ages: ADULT },
  { niche: 5, countries: ['IT', 'CH'], size: 6, genders: ['female'], ages: [60, 70] },
  { niche: 6, countries: ['ES', 'US'], size: 8, genders: ['female'], ages: [35, 55] },
  { niche: 7, countries: ['SE', 'NO', 'DK', 'FI'], size: 6, genders: ['male'], ages: ADULT },
];

/** Every pool, the general ones first. Their sizes add up to the default 520 profiles. */
export const PROFILE_POOLS: readonly ProfilePool[] = [
  ...COUNTRIES.map((country) => ({ niche: 1, country, size: GENERAL_SIZES[country] ?? GENERAL_ELSEWHERE, genders: MIXED, ages: ADULT })),
  ...NICHE_POOLS.flatMap(({ countries, ...pool }) => countries.map((country) => ({ ...pool, country }))),
].map((pool, start) => ({ ...pool, start }));

/** A profile's place: its pool and its number within the pool (0 first). */
export interface PoolPlace {
  pool: ProfilePool;
  index: number;
}

/** The pools of `count` profiles in order: each next profile goes to the pool furthest behind its share. */
export function dealPools(count: number, pools: readonly ProfilePool[] = PROFILE_POOLS): PoolPlace[] {
  const total = pools.reduce((sum, pool) => sum + pool.size, 0);
  const credit = pools.map(() => 0);
  const dealt = pools.map(() => 0);
  const places: PoolPlace[] = [];
  for (let n = 0; n < count; n++) {
    let best = 0;
    for (let i = 0; i < pools.length; i++) {
      credit[i] = credit[i]! + pools[i]!.size;
      if (credit[i]! > credit[best]!) best = i;
    }
    credit[best] = credit[best]! - total;
    places.push({ pool: pools[best]!, index: dealt[best]!++ });
  }
  return places;
}

/** The gender of the `index`-th profile of a pool: the pool's genders in turn, every 13th of a mixed pool non-binary. */
export function genderAt({ pool, index }: PoolPlace): Gender {
  if (pool.genders.length > 1 && index % 13 === 12) return 'non_binary';
  return pool.genders[(index + pool.start) % pool.genders.length]!;
}

/**
 * The age of the `index`-th profile of a pool: each gender's profiles step evenly through the
 * pool's ages (a golden-ratio walk, so a few profiles already span the range), with 24–55 weighing
 * twice the others as on a real site.
 */
export function ageAt({ pool, index }: PoolPlace): number {
  const [low, high] = pool.ages;
  const ages: number[] = [];
  for (let age = low; age <= high; age++) ages.push(age, ...(age >= 24 && age <= 55 && high - low > 20 ? [age] : []));
  const step = Math.floor(index / pool.genders.length);
  const share = (step * 0.618_033_988_75 + (index % pool.genders.length) * 0.5 + pool.start * 0.377) % 1;
  return ages[Math.floor(share * ages.length)]!;
}
