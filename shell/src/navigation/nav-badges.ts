/** Badge rules of the top navigation (spec sections 2 and 9). */
import { CREDITS_BADGE_THRESHOLD } from '@dating/shared-contracts';

/** The credits badge colour: shown at 10 credits or fewer, warning above 0, danger at 0; null hides it. */
export function creditsBadgeKind(credits: number): 'warning' | 'danger' | null {
  if (credits > CREDITS_BADGE_THRESHOLD) return null;
  return credits > 0 ? 'warning' : 'danger';
}

/** The number in the title prefix and on the app icon: unread messages plus new likes. */
export function attentionCount(unreadMessages: number, newLikes: number): number {
  return Math.max(0, unreadMessages) + Math.max(0, newLikes);
}
