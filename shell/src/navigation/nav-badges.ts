/** Badge rules of the top navigation (spec sections 2 and 9). */
import { CREDITS_BADGE_THRESHOLD } from '@dating/shared-contracts';

/** The credits badge colour: shown at 10 credits or fewer, warning above 0, danger at 0; null hides it. */
export function creditsBadgeKind(credits: number): 'warning' | 'danger' | null {
  if (credits > CREDITS_BADGE_THRESHOLD) return null;
  return credits > 0 ? 'warning' : 'danger';
}
