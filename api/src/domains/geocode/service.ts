/** Reverse geocoding for "near me": a point to the served country, region and city around it. */
import type { GeocodeAnswer } from '@dating/shared-contracts';
import { loadGazetteer, type Gazetteer } from './gazetteer.js';

/** A point farther than this from any town (sea, wilderness) has no place. */
const MAX_DISTANCE_KM = 100;

export function createGeocodeService() {
  let gazetteer: Gazetteer | null = null;
  const data = () => (gazetteer ??= loadGazetteer());

  return {
    /** The place at a point, or false (nothing near, or a country the site does not serve). */
    locate(lat: number, lon: number): GeocodeAnswer {
      return data().nearest(lat, lon, MAX_DISTANCE_KM) ?? false;
    },
    /** Loads the data now (at start, so the first "near me" does not wait for it). */
    warm(): void {
      data();
    },
    /** Cities per region of a country (sample data). */
    citiesByRegion(country: string, minPopulation: number): Map<string, string[]> {
      return data().citiesByRegion(country, minPopulation);
    },
  };
}
export type GeocodeService = ReturnType<typeof createGeocodeService>;
