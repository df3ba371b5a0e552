/**
 * Likes. A member likes a profile (page, card or swipe game); a like back makes a match. The swipe
 * game allows SWIPE_LIKES_PER_DAY likes a member's day (member-day.ts); the count lives on the
 * server, in a row of its own (unliking or blocking refunds nothing). An auto-like (a fictional profile liking the member) comes at most once a member's day.
 * Opening a profile marks that profile's like as seen, looking at the received list marks them all;
 * a block removes the likes between the two. Which match was announced is stored on the account (seen.ts).
 */
import {
  LIKES_PAGE_SIZE, LIKE_LISTS, LIKE_LIST_FIELDS, SWIPE_LIKES_PER_DAY,
  type AutoLikeAnswer, type SwipeStatus, type LikeAnswer, type LikeList, type LikedProfile, type LikesAnswer, type LikesQuery,
  type ProfileCard, type SwipeAnswer,
} from '@dating/shared-contracts';
import type { CountsService } from '../counts/index.js';
import { DomainError } from '../domain-error.js';
import type { DomainEventBus } from '../events.js';
import type { CardSite, ProfilesService, Viewer } from '../profiles/index.js';
import type { ServerEventsService } from '../server-events/index.js';
import { announceLike, announceNewLikes } from './announce.js';
import { countedDay, memberDay } from './member-day.js';
import { decodeCursor, encodeCursor } from './cursor.js';
import type { LikePageRow, LikesRepository, ListAsk, SwipeDay } from './repository.js';

/** The notification kind that, switched off, also stops auto-likes (the member wants no like alerts). */
const LIKE_NOTIFICATION = 'like';

export interface LikesNeeds {
  profiles: ProfilesService;
  events: DomainEventBus;
  /** Where a like's server events are recorded, in the like's transaction. */
  serverEvents: Pick<ServerEventsService, 'record'>;
  counts: CountsService;
  now?: () => Date;
}

/**
 * One list's page from its rows (up to one more than a page): the entries whose cards the member
 * may see (likes of since hidden or blocked profiles drop out), and the cursor after the last row
 * of the page when another row follows.
 */
function page(list: LikeList, rows: LikePageRow[], cards: Map<number, ProfileCard>): { entries: LikedProfile[]; next: string | null } {
  const shown = rows.slice(0, LIKES_PAGE_SIZE);
  const last = shown.at(-1);
  return {
    entries: shown.flatMap((row) => {
      const card = cards.get(row.profile_id);
      return card ? [{ ...card, like_new: row.like_new, liked_at: row.liked_at }] : [];
    }),
    next: rows.length > LIKES_PAGE_SIZE && last ? encodeCursor({ list, at: last.key_at, id: last.key_id }) : null,
  };
}

/** The swipe day in progress at `now`: the stored one while it lasts, else a new one with nothing used. */
function todayOf(stored: SwipeDay | null, viewer: Viewer, now: Date): SwipeDay {
  const day = countedDay(stored, viewer.country, now);
  return stored && day === stored ? stored : { ...day, used: 0 };
}

/**
 * The swipe answer for a day: the likes left and when the next day begins. Premium members swipe
 * without the daily limit (docs/discovery.md): no count left to show.
 */
function swipeAnswer(day: SwipeDay, viewer: Viewer, liked: boolean, matched = false): SwipeAnswer {
  const likesLeft = viewer.premium ? null : Math.max(0, SWIPE_LIKES_PER_DAY - day.used);
  return { liked, matched, likes_left: likesLeft, resets_at: day.end.toISOString() };
}

export function createLikesService(repository: LikesRepository, needs: LikesNeeds) {
  const now = needs.now ?? (() => new Date());

  const { serverEvents } = needs;

  needs.events.on('member.blocked', async (event) => {
    await repository.inTransaction(async (tx, likes) => {
      await likes.removeBetween(
        { memberId: event.blockerMemberId, profileId: event.blockerProfileId },
        { memberId: event.blockedMemberId, profileId: event.blockedProfileId },
      );
      // Both badges may have lost a new like.
      await announceNewLikes(serverEvents, tx, likes, event.blockerMemberId);
      if (event.blockedMemberId !== null) await announceNewLikes(serverEvents, tx, likes, event.blockedMemberId);
    });
  });
  needs.events.on('profile.viewed', async (event) => {
    const viewerProfileId = event.viewerProfileId;
    if (viewerProfileId === null) return;
    // Most views find no unseen like: one read then, instead of a transaction that holds the
    // embedded database across its round trips. A like arriving after the read was not seen.
    if (!(await repository.hasUnseen(viewerProfileId, event.profileId))) return;
    await repository.inTransaction(async (tx, likes) => {
      // The viewer's other tabs lower their likes badge too.
      if (await likes.markSeen(viewerProfileId, event.profileId)) await announceNewLikes(serverEvents, tx, likes, event.viewerMemberId);
    });
  });
  needs.counts.register('likes', (memberId) => repository.newLikes(memberId));

  return {
    /**
     * A page of each likes list (given, received, matches), newest first, as cards the member may
     * see; with `after`, the next page of that cursor's list only; with `profileId`, that profile's
     * entries only. `new_likes` is the badge's count.
     */
    async list(site: CardSite, viewer: Viewer, query: LikesQuery): Promise<LikesAnswer> {
      const after = query.after === undefined ? undefined : decodeCursor(query.after);
      const asks: ListAsk[] = (after ? [after.list] : LIKE_LISTS).map((list) => ({ list, after, profileId: query.profile_id }));
      const [rows, newLikes, announcedUntil] = await Promise.all([
        repository.pages(viewer, asks), repository.newLikes(viewer.memberId), repository.matchesAnnouncedUntil(viewer.memberId),
      ]);
      const cards = await needs.profiles.cards(site, viewer, [...new Set(rows.map((row) => row.profile_id))]);
      const answer: LikesAnswer = {
        profiles: [], liked_by: [], matches: [], new_likes: newLikes, matches_announced_until: announcedUntil, next: { given: null, received: null, matches: null },
      };
      for (const list of LIKE_LISTS) {
        const listRows = rows.filter((row) => row.list === list);
        if (listRows.length === 0) continue;
        const { entries, next } = page(list, listRows, cards);
        answer[LIKE_LIST_FIELDS[list]] = entries;
        answer.next[list] = next;
      }
      return answer;
    },

    /** Likes a profile the member may see; a second like of the same profile is refused (409). */
    async like(site: CardSite, viewer: Viewer, profileId: number): Promise<LikeAnswer> {
      const at = now();
      // The visibility check and the like go to the database together, inside the transaction:
      // under a busy embedded database each trip outside a transaction waits its turn, and each
      // answer waits for the event loop. A like of a profile the member may not see is rolled back.
      const added = await repository.inTransaction(async (tx, likes) => {
        const [cards, insert] = await Promise.allSettled([needs.profiles.cards(site, viewer, [profileId], tx), likes.add(viewer.memberId, profileId, 'profile', at)]);
        if (cards.status === 'rejected') throw cards.reason;
        const card = cards.value.get(profileId);
        // Unknown, hidden, blocked and one's own profile alike: nothing tells which.
        if (!card) throw new DomainError('not_found');
        if (insert.status === 'rejected') throw insert.reason;
        const stored = insert.value;
        if (stored && viewer.profileId !== null) {
          await announceLike(serverEvents, tx, likes, { likerProfileId: viewer.profileId, likerMemberId: viewer.memberId, likedProfileId: profileId, at, matchedAt: stored.matchedAt });
        }
        return stored && { ...stored, card };
      });
      if (!added) throw new DomainError('already_liked');
      return { match: added.matchedAt !== null, profile: added.card };
    },

    /** The match with `profileId` (and every older one) was announced to the member; 404 without such a match. */
    async matchSeen(viewer: Viewer, profileId: number): Promise<void> {
      if (!(await repository.markMatchAnnounced(viewer.memberId, profileId))) throw new DomainError('not_found');
    },

    /** The member looked at the received likes: all count as seen, and the badge hears so in the same transaction. */
    async likesSeen(viewer: Viewer): Promise<void> {
      const profileId = viewer.profileId;
      if (profileId === null) return;
      await repository.inTransaction(async (tx, likes) => {
        if (await likes.markReceivedSeen(profileId)) await announceNewLikes(serverEvents, tx, likes, viewer.memberId);
      });
    },

    /** Takes a like back (404 when the member had not liked the profile). */
    async unlike(viewer: Viewer, profileId: number): Promise<void> {
      const gone = await repository.inTransaction(async (tx, likes) => {
        const removed = await likes.remove(viewer.memberId, profileId);
        const likedMemberId = removed?.likeNew ? await likes.memberOf(profileId) : null;
        // An unseen like taken back leaves the liked member's badge.
        if (likedMemberId !== null) await announceNewLikes(serverEvents, tx, likes, likedMemberId);
        return removed;
      });
      if (!gone) throw new DomainError('not_found');
    },

    /**
     * A fictional profile fitting the member's seeking likes the member: at most once a member's
     * day, never for a member who switched like notifications off, never the same profile twice.
     */
    async autoLike(memberId: number): Promise<AutoLikeAnswer> {
      const member = await repository.autoLikeMember(memberId);
      if (!member || member.notificationsDisabled.includes(LIKE_NOTIFICATION)) return { profile: null };
      const at = now();
      const day = memberDay(member.country, at);
      return repository.exclusively(memberId, async (tx, locked) => {
        // Stored on the account: a block of the liker (which removes its like) brings no second one.
        if (await locked.autoLikedSince(memberId, day.start)) return { profile: null };
        const candidate = await locked.autoLikeCandidate(memberId, member);
        const stored = candidate ? await locked.addFromProfile(candidate.id, member.profileId, at) : null;
        if (!candidate || !stored) return { profile: null };
        await locked.recordAutoLike(memberId, at);
        await announceLike(serverEvents, tx, locked, { likerProfileId: candidate.id, likerMemberId: null, likedProfileId: member.profileId, at, matchedAt: stored.matchedAt });
        const largest = candidate.main_sizes?.at(-1);
        return { profile: { id: candidate.id, name: candidate.name, fictional: true, main_image: largest ? { match: largest.file } : null } };
      });
    },

    /** The likes left today in the swipe game and when the member's day ends (nothing is spent). */
    async status(viewer: Viewer): Promise<SwipeStatus> {
      const { likes_left, resets_at } = swipeAnswer(todayOf(await repository.swipeDay(viewer.memberId), viewer, now()), viewer, false);
      return { likes_left, resets_at };
    },

    /**
     * Likes (or skips) a profile in the swipe game; a free member's fifth like of a day is refused
     * with when the next is possible, a premium member's never. The day's count is its own row:
     * taking a like back refunds nothing. The answer says whether the like made a match.
     */
    async swipe(siteId: number, viewer: Viewer, profileId: number, liked: boolean): Promise<SwipeAnswer> {
      if (!(await needs.profiles.isVisible(siteId, viewer, profileId))) throw new DomainError('not_found');
      const at = now();
      if (!liked) return swipeAnswer(todayOf(await repository.swipeDay(viewer.memberId), viewer, at), viewer, false);
      return repository.exclusively(viewer.memberId, async (tx, likes) => {
        const today = todayOf(await likes.swipeDay(viewer.memberId), viewer, at);
        // Liking a profile already liked changes nothing and costs nothing.
        if (await likes.has(viewer.memberId, profileId)) return swipeAnswer(today, viewer, true);
        if (!viewer.premium && today.used >= SWIPE_LIKES_PER_DAY) {
          throw new DomainError('swipe_limit', { values: { limit: SWIPE_LIKES_PER_DAY }, retryAt: today.end });
        }
        const stored = await likes.add(viewer.memberId, profileId, 'swipe', at);
        if (stored && viewer.profileId !== null) {
          await announceLike(serverEvents, tx, likes, { likerProfileId: viewer.profileId, likerMemberId: viewer.memberId, likedProfileId: profileId, at, matchedAt: stored.matchedAt });
        }
        const counted = { ...today, used: today.used + 1 };
        await likes.saveSwipeDay(viewer.memberId, counted);
        return swipeAnswer(counted, viewer, true, stored?.matchedAt != null);
      });
    },
  };
}
export type LikesService = ReturnType<typeof createLikesService>;
