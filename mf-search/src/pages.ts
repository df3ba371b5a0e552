/** mf-search's pages by route name (shared-contracts/src/routes.ts). */
import type { Pages } from '@dating/remote-kit';
import { MembersPage } from './pages/members';

/** The page of each route this remote owns. */
export const pages: Pages = { 'members': MembersPage };
