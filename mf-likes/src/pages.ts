/** mf-likes's pages by route name (shared-contracts/src/routes.ts). */
import type { Pages } from '@dating/remote-kit';
import { LikesPage } from './pages/likes';
import { MatchPage } from './pages/match';

/** The page of each route this remote owns. */
export const pages: Pages = { 'likes': LikesPage, 'likes-type': LikesPage, 'likes-m-id': MatchPage };
