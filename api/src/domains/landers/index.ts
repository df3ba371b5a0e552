/** The landers domain's public face: sample profiles for advertising pages and member landings. */
import type { Database } from '../../db/database.js';
import { createLandersRepository } from './repository.js';
import { createLandersService } from './service.js';

export type { LandersService } from './service.js';
export { landersPlugin } from './routes.js';

/** Wires the landers service. */
export function createLanders(db: Database) {
  return createLandersService(createLandersRepository(db));
}
