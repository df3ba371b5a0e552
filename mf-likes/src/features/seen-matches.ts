/**
 * Which match to announce ("It's a match"), and telling the account it was: whether a match was
 * announced is stored on the account (POST /api/match-seen.php; the likes answer's
 * `matches_announced_until`), so a new browser or session does not announce it again. Within the
 * page, the like button and the companion share the matches they showed, so the stream's echo of a
 * match the button announced does not announce it twice while the account's answer is on its way.
 */
import type { HostProps } from '@dating/shared-contracts';

/** Matches announced on this page (module state: one set for every part of mf-likes on the page). */
const shownHere = new Set<number>();

/** A match as the likes answer carries it: the profile and when the match was made (the later like, ISO). */
export interface MatchSeen {
  id: number;
  liked_at: string;
}

/**
 * The newest match not announced yet (made after the account's `announcedUntil` and not shown on
 * this page), or undefined. Only the newest is announced: telling the account of it covers the older ones.
 */
export function matchToAnnounce<M extends MatchSeen>(matches: readonly M[], announcedUntil: string): M | undefined {
  const until = Date.parse(announcedUntil);
  const fresh = matches.filter((match) => Date.parse(match.liked_at) > until && !shownHere.has(match.id));
  return fresh.sort((a, b) => Date.parse(b.liked_at) - Date.parse(a.liked_at))[0];
}

/**
 * Claims the announcement of the match with `profileId` on this page: true once (the like button's
 * answer and the stream's event may come in either order), then tells the account as markMatchAnnounced.
 */
export function claimAnnouncement(api: HostProps['api'], profileId: number): boolean {
  if (shownHere.has(profileId)) return false;
  markMatchAnnounced(api, profileId);
  return true;
}

/** Records the match with `profileId` as announced: on this page at once, on the account by the API. */
export function markMatchAnnounced(api: HostProps['api'], profileId: number): void {
  shownHere.add(profileId);
  // A failure leaves the match to be announced again on another visit: better twice than never.
  api.call('matchSeen', { profile_id: profileId }).catch(() => undefined);
}

/** Forgets what this page showed (tests). */
export function forgetShownHere(): void {
  shownHere.clear();
}
