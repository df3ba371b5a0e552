/** The landers domain's public face: sample profiles for advertising pages and member landings. */
import type { ProfilesService } from '../profiles/index.js';
import { createLandersService } from './service.js';

export type { LandersService } from './service.js';
export { landersPlugin } from './routes.js';

/** Wires the landers service over the profiles domain's sample cards. */
export function createLanders(needs: { profiles: ProfilesService }) {
  return createLandersService(needs.profiles);
}
