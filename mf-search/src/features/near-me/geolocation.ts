/**
 * "Near me" (spec sections 4 and 9): the browser's geolocation permission as the spec names its
 * states (unsupported, unknown, or the browser's own value), and the reverse-geocoded place kept
 * for one hour (GEOLOCATION_CACHE_MS), a failure stored as false like any other answer.
 */
import { GEOLOCATION_CACHE_MS, type GeocodeAnswer } from '@dating/shared-contracts';

/** The geolocation permission: no geolocation at all, not knowable, or the browser's state. */
export type GeoPermission = 'unsupported' | 'unknown' | PermissionState;

/** Where the place found last is kept (one per browser, like the spec's store). */
export const GEOCODE_CACHE_KEY = 'search:geocode';

/** What the cache holds: the answer and when it was asked. */
interface CachedPlace {
  at: number;
  answer: GeocodeAnswer;
}

/** The state found last in this page's life (the spec keeps it), so a form that mounts again starts from it. */
let kept: GeoPermission = 'unknown';

/** The permission state last found ('unknown' before the first look). */
export function keptPermission(): GeoPermission {
  return kept;
}

/** Remembers a state learnt otherwise (a refused position request means denied). */
export function keepPermission(state: GeoPermission): void {
  kept = state;
}

/** The permission state this browser reports, never throwing; kept for the next form. */
export async function geoPermission(nav: Navigator | undefined = globalThis.navigator): Promise<GeoPermission> {
  let state: GeoPermission;
  if (!nav?.geolocation) state = 'unsupported';
  else if (!nav.permissions?.query) state = 'unknown';
  else {
    try {
      state = (await nav.permissions.query({ name: 'geolocation' })).state;
    } catch {
      state = 'unknown';
    }
  }
  kept = state;
  return state;
}

/** The place geocoded within the last hour, or undefined when there is none (false is a kept failure). */
export function cachedPlace(storage: Storage | undefined, now = Date.now()): GeocodeAnswer | undefined {
  try {
    const raw = storage?.getItem(GEOCODE_CACHE_KEY);
    if (!raw) return undefined;
    const cached = JSON.parse(raw) as CachedPlace;
    if (typeof cached.at !== 'number' || now - cached.at >= GEOLOCATION_CACHE_MS || now < cached.at) return undefined;
    return cached.answer;
  } catch {
    return undefined;
  }
}

/** Keeps a geocode answer (or failure) for the next hour. */
export function keepPlace(storage: Storage | undefined, answer: GeocodeAnswer, now = Date.now()): void {
  try {
    storage?.setItem(GEOCODE_CACHE_KEY, JSON.stringify({ at: now, answer } satisfies CachedPlace));
  } catch {
    // Private mode or a full store: the place is simply asked again next time.
  }
}

/** The browser's position, as a promise (rejects when denied or unavailable). */
export function currentPosition(nav: Navigator = globalThis.navigator): Promise<{ lat: number; lon: number }> {
  return new Promise((resolve, reject) => {
    nav.geolocation.getCurrentPosition(
      (position) => resolve({ lat: position.coords.latitude, lon: position.coords.longitude }),
      reject,
      { maximumAge: GEOLOCATION_CACHE_MS, timeout: 15_000 },
    );
  });
}
