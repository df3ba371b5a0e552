/** The member's likes as the pages and widgets read them: one swr entry (GET /api/likes.php) for every part of mf-likes. */
import { useEndpoint } from '@dating/remote-kit';
import type { LikedProfile, LikesAnswer, ProfileCard } from '@dating/shared-contracts';

/** A mutual like: the other profile, and when the second like made it a match. */
export interface Match {
  profile: LikedProfile;
  /** ISO time of the later of the two likes. */
  matched_at: string;
}

/** The likes answer, shared (swr deduplicates) by every component of this remote on the page. */
export function useLikes() {
  return useEndpoint('likes');
}

/** Profiles in both lists, newest match first. */
export function matchesOf(answer: LikesAnswer | undefined): Match[] {
  if (!answer) return [];
  const given = new Map(answer.profiles.map((entry) => [entry.id, entry]));
  return answer.liked_by.flatMap((received) => {
    const mine = given.get(received.id);
    if (!mine) return [];
    return [{ profile: received, matched_at: mine.liked_at > received.liked_at ? mine.liked_at : received.liked_at }];
  }).sort((a, b) => b.matched_at.localeCompare(a.matched_at));
}

/** The URL of a card's main photo at about `width` pixels ('' without a photo). */
export function photoUrl(card: Pick<ProfileCard, 'photo'>, width = 400): string {
  const sizes = card.photo?.sizes ?? [];
  return (sizes.find((size) => size.width >= width) ?? sizes.at(-1))?.url ?? '';
}
