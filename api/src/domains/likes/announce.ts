/**
 * What a like tells the members' browsers, written as server events in the like's own
 * transaction: the liked member hears `like.received` and their new-likes total, and when the
 * like made a match, each member of the pair hears `match.created` with who the other is (name,
 * fictional mark, main photo), so the browser says "It's a match" without asking first.
 */
import type { Transaction } from '../../db/transaction.js';
import type { ServerEventsService } from '../server-events/index.js';
import type { LikesQueries } from './repository.js';

/** The server events a like writes (the liker is a member's profile or a fictional one). */
export async function announceLike(
  events: Pick<ServerEventsService, 'record'>,
  tx: Transaction,
  likes: LikesQueries,
  like: { likerProfileId: number; likerMemberId: number | null; likedProfileId: number; at: Date; matchedAt: string | null },
): Promise<void> {
  const liked = await likes.likedSide(like.likedProfileId);
  const likedMemberId = liked.memberId;
  if (likedMemberId !== null) {
    await events.record(tx, likedMemberId, 'like.received', { profile_id: like.likerProfileId, liked_at: like.at.toISOString() });
    await events.record(tx, likedMemberId, 'counts.changed', { counts: { likes: liked.newLikes } });
  }
  if (like.matchedAt === null) return;
  const matchedAt = like.matchedAt;
  const shown = await likes.announced([like.likerProfileId, like.likedProfileId]);
  const about = (profileId: number) => {
    const profile = shown.get(profileId);
    // A 120 px round picture: the first size sharp on a 2× screen, else the largest there is.
    const sizes = profile?.main_sizes ?? [];
    const picture = sizes.find((size) => size.width >= 240) ?? sizes.at(-1);
    return { profile_id: profileId, matched_at: matchedAt, name: profile?.name ?? '', fictional: profile?.fictional ?? false, main_image: picture ? { match: picture.file } : null };
  };
  if (likedMemberId !== null) await events.record(tx, likedMemberId, 'match.created', about(like.likerProfileId));
  if (like.likerMemberId !== null) await events.record(tx, like.likerMemberId, 'match.created', about(like.likedProfileId));
}

/** The member's new-likes total as it stands in `tx` (after a like came, was seen or went). */
export async function announceNewLikes(events: Pick<ServerEventsService, 'record'>, tx: Transaction, likes: LikesQueries, memberId: number): Promise<void> {
  await events.record(tx, memberId, 'counts.changed', { counts: { likes: await likes.newLikes(memberId) } });
}
