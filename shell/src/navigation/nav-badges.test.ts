import { expect, it } from '@jest/globals';
import { creditBalanceKind, creditsBadgeKind } from './nav-badges.js';
import { attentionCount } from '../session/counts.js';

it('shows the credits badge at 10 or fewer: warning above 0, danger at 0', () => {
  expect(creditsBadgeKind(11)).toBeNull();
  expect(creditsBadgeKind(10)).toBe('warning');
  expect(creditsBadgeKind(1)).toBe('warning');
  expect(creditsBadgeKind(0)).toBe('danger');
});

it('counts unread messages plus new likes for the title and app badge', () => {
  expect(attentionCount({ messages: 3, likes: 2 })).toBe(5);
  expect(attentionCount({ messages: 0, likes: 0 })).toBe(0);
});

it('shows a paying member the balance at every amount, plain above 10, and the others the badge only', () => {
  expect(creditBalanceKind(250, true)).toBe('plain');
  expect(creditBalanceKind(11, true)).toBe('plain');
  expect(creditBalanceKind(10, true)).toBe('warning');
  expect(creditBalanceKind(0, true)).toBe('danger');
  expect(creditBalanceKind(11, false)).toBeNull();
  expect(creditBalanceKind(3, false)).toBe('warning');
  expect(creditBalanceKind(0, false)).toBe('danger');
});
