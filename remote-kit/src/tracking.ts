/**
 * The visit's advertising tracking data (spec section 3: network, ref, sub1–3). The landing URL's
 * query is kept in the browser for 30 days and the first touch wins: a visitor who arrived from
 * one network and later comes back through another still signs up as the first network's. Every
 * kit page remembers it on mount, so whichever remote the visitor lands on, signup sends it.
 */
import type { TrackingData } from '@dating/shared-contracts';

/** How long the first touch is kept. */
export const TRACKING_DAYS = 30;
/** Where the first touch is kept (localStorage). */
export const TRACKING_STORAGE_KEY = 'visit-tracking';

/** Longest tracking values the API accepts; longer ones are cut so they never block a signup. */
const TRACKING_LIMITS = { network: 100, ref: 100, sub1: 200, sub2: 200, sub3: 200 } as const;
const DAY_MS = 86_400_000;

/** Advertising tracking data from a route query (network, ref, sub1–3), trimmed, or undefined if none. */
export function trackingFromQuery(query: Record<string, string>): TrackingData | undefined {
  const tracking: TrackingData = {};
  for (const [key, limit] of Object.entries(TRACKING_LIMITS) as Array<[keyof TrackingData, number]>) {
    const value = query[key]?.trim();
    if (value) tracking[key] = value.slice(0, limit);
  }
  return Object.keys(tracking).length ? tracking : undefined;
}

interface Stored {
  tracking: TrackingData;
  /** When the first touch happened (ms since epoch). */
  at: number;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // Storage refused (privacy mode): tracking then lives only in the URL.
  }
}

function readStored(store: Storage, now: number): TrackingData | undefined {
  try {
    const stored = JSON.parse(store.getItem(TRACKING_STORAGE_KEY) ?? 'null') as Stored | null;
    if (stored && typeof stored.at === 'number' && now - stored.at < TRACKING_DAYS * DAY_MS && stored.tracking) {
      return trackingFromQuery(stored.tracking as Record<string, string>);
    }
  } catch {
    // A damaged entry counts as none.
  }
  store.removeItem(TRACKING_STORAGE_KEY);
  return undefined;
}

/**
 * The visit's tracking data: the kept first touch while it is younger than 30 days, else the one
 * in this query (which then becomes the first touch), else undefined.
 */
export function visitTracking(query: Record<string, string>, now: number = Date.now()): TrackingData | undefined {
  const fromQuery = trackingFromQuery(query);
  const store = storage();
  if (!store) return fromQuery;
  const kept = readStored(store, now);
  if (kept) return kept;
  if (fromQuery) {
    try {
      store.setItem(TRACKING_STORAGE_KEY, JSON.stringify({ tracking: fromQuery, at: now } satisfies Stored));
    } catch {
      // Full or refused storage: the query still serves this page.
    }
  }
  return fromQuery;
}
