import { describe, expect, test } from '@jest/globals';
import { GEOLOCATION_CACHE_MS } from '@dating/shared-contracts';
import { cachedPlace, geoPermission, keepPlace, keptPermission } from './geolocation';

describe('geolocation permission', () => {
  test('unsupported without geolocation, unknown without the permissions API, else the browser’s state', async () => {
    expect(await geoPermission({} as Navigator)).toBe('unsupported');
    expect(await geoPermission({ geolocation: {} } as Navigator)).toBe('unknown');
    const asking = { geolocation: {}, permissions: { query: async () => ({ state: 'denied' }) } } as unknown as Navigator;
    expect(await geoPermission(asking)).toBe('denied');
    // Kept, so the next form starts from what the browser said.
    expect(keptPermission()).toBe('denied');
    const failing = { geolocation: {}, permissions: { query: async () => { throw new Error('no'); } } } as unknown as Navigator;
    expect(await geoPermission(failing)).toBe('unknown');
  });
});

describe('geocode cache', () => {
  test('keeps a place (and a failure) for one hour, then forgets it', () => {
    const place = { country: 'NL', region: 'Utrecht', city: 'Utrecht' };
    keepPlace(localStorage, place, 1_000);
    expect(cachedPlace(localStorage, 1_000 + GEOLOCATION_CACHE_MS - 1)).toEqual(place);
    expect(cachedPlace(localStorage, 1_000 + GEOLOCATION_CACHE_MS)).toBeUndefined();
    keepPlace(localStorage, false, 5_000);
    expect(cachedPlace(localStorage, 6_000)).toBe(false);
    localStorage.setItem('search:geocode', '{broken');
    expect(cachedPlace(localStorage, 6_000)).toBeUndefined();
  });
});
