/** mf-landers's pages by route name (shared-contracts/src/routes.ts). */
import type { Pages } from '@dating/remote-kit';
import { IndexPage } from './pages/index';

/** The page of each route this remote owns. */
export const pages: Pages = { 'index': IndexPage };
