/**
 * The member's likes as the pages and widgets read them: the first page of every list is one swr
 * entry (GET /api/likes.php) for every part of mf-likes; one profile's likes (the like button on a
 * profile page, the match page) are their own small entry.
 */
import { useEndpoint } from '@dating/remote-kit';
import type { ProfileCard } from '@dating/shared-contracts';

/** The first page of each likes list, shared (swr deduplicates) by every component of this remote on the page. */
export function useLikes() {
  return useEndpoint('likes');
}

/** The likes between the member and one profile (each list holds it at most once); null waits. */
export function useLikesOf(profileId: number | null) {
  return useEndpoint(profileId === null ? null : 'likes', { profile_id: profileId ?? 0 });
}

/** The URL of a card's main photo at about `width` pixels ('' without a photo). */
export function photoUrl(card: Pick<ProfileCard, 'photo'>, width = 400): string {
  const sizes = card.photo?.sizes ?? [];
  return (sizes.find((size) => size.width >= width) ?? sizes.at(-1))?.url ?? '';
}
