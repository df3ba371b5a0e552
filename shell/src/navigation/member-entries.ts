/**
 * The logged-in member's navigation entries (spec section 2). An entry with a badge names its
 * BadgeKey; the total comes from the session's counts record, so a new remote's badge is one row.
 */
import type { BadgeKey, RouteName } from '@dating/shared-contracts';
import type { MessageKey } from '@dating/remote-kit';

/** One entry of the top navigation. */
export interface MemberEntry {
  id: string;
  route: RouteName;
  text: MessageKey;
  /** Active only on the route itself, not on its sub-pages. */
  end?: boolean;
  /** The badge total it shows and the accessible name of that badge ({count}). */
  badge?: { key: BadgeKey; label: MessageKey; testId: string };
}

export const MEMBER_ENTRIES: readonly MemberEntry[] = [
  { id: 'members', route: 'members', text: 'nav.members', end: true },
  { id: 'chats', route: 'chats', text: 'nav.chats', badge: { key: 'messages', label: 'nav.unread', testId: 'nav-unread-badge' } },
  { id: 'likes', route: 'likes', text: 'nav.likes', badge: { key: 'likes', label: 'nav.newLikes', testId: 'nav-likes-badge' } },
];
