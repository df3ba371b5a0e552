/**
 * mf-search's pages by route name (shared-contracts/src/routes.ts). The search, the usual way in,
 * comes with the remote; the others load when their route opens, so /members stays light.
 */
import { lazy } from 'react';
import type { Pages } from '@dating/remote-kit';
import { MembersPage } from './pages/members';

/** The page of each route this remote owns. */
export const pages: Pages = {
  members: MembersPage,
  'members-id': lazy(() => import('./pages/member-profile').then((page) => ({ default: page.MemberProfilePage }))),
  'match-finder': lazy(() => import('./pages/match-finder').then((page) => ({ default: page.MatchFinderPage }))),
  'swipe-game': lazy(() => import('./pages/swipe-game').then((page) => ({ default: page.SwipeGamePage }))),
  'signup-matches': lazy(() => import('./pages/signup-matches').then((page) => ({ default: page.SignupMatchesPage }))),
};
