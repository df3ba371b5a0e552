/**
 * What a like tells the members' browsers, written as server events in the like's own
 * transaction: the liked member hears `like.received` and their new-likes total, and when the
 * like made a match, each member of the pair hears `match.created`.
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
  const likedMemberId = await likes.memberOf(like.likedProfileId);
  if (likedMemberId !== null) {
    await events.record(tx, likedMemberId, 'like.received', { profile_id: like.likerProfileId, liked_at: like.at.toISOString() });
    await announceNewLikes(events, tx, likes, likedMemberId);
  }
  if (like.matchedAt === null) return;
  if (likedMemberId !== null) await events.record(tx, likedMemberId, 'match.created', { profile_id: like.likerProfileId, matched_at: like.matchedAt });
  if (like.likerMemberId !== null) await events.record(tx, like.likerMemberId, 'match.created', { profile_id: like.likedProfileId, matched_at: like.matchedAt });
}

/** The member's new-likes total as it stands in `tx` (after a like came, was seen or went). */
export async function announceNewLikes(events: Pick<ServerEventsService, 'record'>, tx: Transaction, likes: LikesQueries, memberId: number): Promise<void> {
  await events.record(tx, memberId, 'counts.changed', { counts: { likes: await likes.newLikes(memberId) } });
}
