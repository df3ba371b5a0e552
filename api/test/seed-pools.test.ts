/**
 * The sample profiles' pools (docs/discovery.md, "The seeded pools"): every pool is a niche in a
 * country some site serves, the default 520 fill each pool to its size, the genders and ages follow
 * the niche, members find a believable pool around their age where the site's market is, and a
 * test site's first 24 profiles are already varied.
 */
import { describe, expect, it } from 'vitest';
import { planFictionalProfiles, DEFAULT_FICTIONAL_PROFILES } from '../src/seed/fictional-profiles.js';
import { PROFILE_POOLS } from '../src/seed/profile-pools.js';
import { SITE_BLUEPRINTS } from '../src/seed/sites.js';
import { ageOn } from '../src/seed/dates.js';

const now = new Date('2026-11-28T12:00:00Z');
const rows = planFictionalProfiles(DEFAULT_FICTIONAL_PROFILES, now);
const ageOf = (row: (typeof rows)[number]) => ageOn(row.dateOfBirth as string, now);
const key = (niche: number, country: string) => `${niche}:${country}`;

/** The fewest profiles of `gender` within ±8 years of any age from 25 to 55, in `country`'s general pool. */
function fewestAround(country: string, gender: 'female' | 'male'): number {
  const pool = rows.filter((row) => row.country === country && row.niche === 1 && row.gender === gender);
  let fewest = Infinity;
  for (let age = 25; age <= 55; age++) fewest = Math.min(fewest, pool.filter((row) => Math.abs(ageOf(row) - age) <= 8).length);
  return fewest;
}

describe('the seeded pools', () => {
  it('are exactly the niches and countries the sites serve, and add up to the default count', () => {
    const served = new Set(SITE_BLUEPRINTS.flatMap((site) => site.countries.map((country) => key(site.niche, country))));
    expect(new Set(PROFILE_POOLS.map((pool) => key(pool.niche, pool.country)))).toEqual(served);
    expect(PROFILE_POOLS.reduce((sum, pool) => sum + pool.size, 0)).toBe(DEFAULT_FICTIONAL_PROFILES);
  });

  it('fill every pool to its size, with the genders and ages of its niche', () => {
    for (const pool of PROFILE_POOLS) {
      const dealt = rows.filter((row) => row.niche === pool.niche && row.country === pool.country);
      expect(dealt, key(pool.niche, pool.country)).toHaveLength(pool.size);
      for (const row of dealt) {
        expect(ageOf(row)).toBeGreaterThanOrEqual(pool.ages[0]);
        expect(ageOf(row)).toBeLessThanOrEqual(pool.ages[1]);
        if (pool.genders.length === 1) expect(row.gender).toBe(pool.genders[0]);
      }
    }
    const general = rows.filter((row) => row.niche === 1);
    expect(general.filter((row) => row.gender === 'non_binary').length).toBeGreaterThan(10);
  });

  it('give a member the home market deepest: women and men around every age from 25 to 55', () => {
    // A man of 40 in NL who seeks women used to find 4 women aged 32 to 48.
    expect(rows.filter((row) => row.country === 'NL' && row.niche === 1 && row.gender === 'female' && ageOf(row) >= 25 && ageOf(row) <= 49).length).toBeGreaterThanOrEqual(16);
    expect(fewestAround('NL', 'female')).toBeGreaterThanOrEqual(7);
    expect(fewestAround('NL', 'male')).toBeGreaterThanOrEqual(7);
    expect(fewestAround('BE', 'female')).toBeGreaterThanOrEqual(3);
    expect(fewestAround('DE', 'male')).toBeGreaterThanOrEqual(1);
  });

  it("spread a test site's first 24 profiles over countries, genders and ages", () => {
    const first = planFictionalProfiles(24, now);
    expect(new Set(first.map((row) => row.country)).size).toBeGreaterThanOrEqual(15);
    expect(first.filter((row) => row.gender === 'female').length).toBeGreaterThanOrEqual(8);
    expect(first.filter((row) => row.gender === 'male').length).toBeGreaterThanOrEqual(8);
    const ages = first.map(ageOf);
    expect(Math.max(...ages) - Math.min(...ages)).toBeGreaterThanOrEqual(30);
  });

  it('are the same on every run', () => {
    expect(planFictionalProfiles(40, now).map((row) => [row.name, row.country, row.gender, row.dateOfBirth])).toEqual(
      planFictionalProfiles(40, now).map((row) => [row.name, row.country, row.gender, row.dateOfBirth]),
    );
  });
});
