/** The landers domain's public face: sample profiles for advertising pages and member landings. */
import type { SearchService } from '../search/index.js';
import { createLandersService } from './service.js';

export type { LandersService } from './service.js';
export { landersPlugin } from './routes.js';

/** Wires the landers service over search's public service (the one card query). */
export function createLanders(needs: { search: SearchService }) {
  return createLandersService(needs.search);
}
