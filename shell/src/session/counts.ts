/**
 * The unread-message and new-like totals behind the navigation badges, the title prefix and the
 * app badge. They come from the chats and likes answers, so the badges stay right on pages whose
 * remote (mf-chat, mf-likes) is not mounted.
 */
import type { ApiClient } from '@dating/shared-contracts';

/** Endpoints of the chat list and the likes (spec section 7 "GET chats", "GET likes"). */
export const CHATS_PATH = '/api/chats.php';
export const LIKES_PATH = '/api/likes.php';

/** The parts of the chats answer the shell reads. */
export interface ChatsAnswerPart {
  chats?: { num_unread_messages?: number }[];
}
/** The parts of the likes answer the shell reads. */
export interface LikesAnswerPart {
  liked_by?: { like_new?: boolean }[];
}

/** Badge totals. */
export interface Counts {
  unreadMessages: number;
  newLikes: number;
}

/** Total unread messages over all conversations. */
export function unreadTotal(answer: ChatsAnswerPart): number {
  return (answer.chats ?? []).reduce((sum, chat) => sum + Math.max(0, chat.num_unread_messages ?? 0), 0);
}

/** Likes received that the member has not seen yet. */
export function newLikesTotal(answer: LikesAnswerPart): number {
  return (answer.liked_by ?? []).filter((like) => like.like_new).length;
}

/**
 * Both totals; a total whose request fails keeps its previous value, so one slow endpoint does
 * not blank the other badge.
 */
export async function fetchCounts(api: ApiClient, previous: Counts): Promise<Counts> {
  const [chats, likes] = await Promise.allSettled([api.get<ChatsAnswerPart>(CHATS_PATH), api.get<LikesAnswerPart>(LIKES_PATH)]);
  return {
    unreadMessages: chats.status === 'fulfilled' ? unreadTotal(chats.value) : previous.unreadMessages,
    newLikes: likes.status === 'fulfilled' ? newLikesTotal(likes.value) : previous.newLikes,
  };
}
