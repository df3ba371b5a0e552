/** Towns for sample profiles: real places (GeoNames) inside the profile's region, so "near me" finds them. */
import { createGeocode, type GeocodeService } from '../domains/geocode/index.js';
import type { Random } from './random.js';

/** Towns of at least this many people; smaller ones make odd sample data. */
const MIN_POPULATION = 15_000;

let geocode: GeocodeService | null = null;
const byCountry = new Map<string, Map<string, string[]>>();

/** A town in the region (larger towns more often), or null when the data has none there. */
export function cityIn(random: Random, country: string, region: string): string | null {
  geocode ??= createGeocode();
  let regions = byCountry.get(country);
  if (!regions) {
    regions = geocode.citiesByRegion(country, MIN_POPULATION);
    byCountry.set(country, regions);
  }
  const towns = regions.get(region);
  if (!towns?.length) return null;
  // The list is largest first: squaring the draw favours the big towns, as a real member base would.
  return towns[Math.floor(random.next() ** 2 * towns.length)]!;
}
