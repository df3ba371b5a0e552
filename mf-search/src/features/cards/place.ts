/** How a profile's place and presence read on cards and the profile page. */
import type { Locale, ProfileCard } from '@dating/shared-contracts';

/** Minutes since last seen under which a profile counts as online. */
export const ONLINE_MINUTES = 10;

/** The country's name in the page language (the code when the browser has no name for it). */
export function countryName(code: string, locale: Locale): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** "Utrecht, Nederland": the town (else region) and the country. */
export function placeOf(profile: Pick<ProfileCard, 'city' | 'region' | 'country'>, locale: Locale): string {
  return [profile.city ?? profile.region, countryName(profile.country, locale)].filter(Boolean).join(', ');
}

/** Whether the profile was seen in the last few minutes. */
export function isOnline(lastSeen: string | null, now = Date.now()): boolean {
  if (!lastSeen) return false;
  const at = Date.parse(lastSeen);
  return Number.isFinite(at) && now - at < ONLINE_MINUTES * 60_000;
}
