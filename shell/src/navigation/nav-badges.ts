/** Badge rules of the top navigation (spec sections 2 and 9). */
import { CREDITS_BADGE_THRESHOLD } from '@dating/shared-contracts';

/** The credits badge colour: shown at 10 credits or fewer, warning above 0, danger at 0; null hides it. */
export function creditsBadgeKind(credits: number): 'warning' | 'danger' | null {
  if (credits > CREDITS_BADGE_THRESHOLD) return null;
  return credits > 0 ? 'warning' : 'danger';
}

/** How the bar shows the member's credit balance: the spec's badge colours, plain for a paying member above 10, else hidden. */
export type CreditBalanceKind = 'warning' | 'danger' | 'plain';

/** A paying member always sees the balance (plain above 10); the others see it as the spec's credits badge only. */
export function creditBalanceKind(credits: number, paying: boolean): CreditBalanceKind | null {
  return creditsBadgeKind(credits) ?? (paying ? 'plain' : null);
}
