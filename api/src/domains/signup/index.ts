/** The signup domain's public face: its service and its routes plugin. */
import type { Database } from '../../db/database.js';
import type { ProfilesService } from '../profiles/index.js';
import { createSignupRepository } from './repository.js';
import { createSignupService, type SignupNeeds } from './service.js';

export type { SignupService } from './service.js';
export { signupPlugin } from './routes.js';

/**
 * Wires the signup service; the profiles domain creates the profile, and a new member gets the
 * site's signup credits and the activation mail at once.
 */
export function createSignup(db: Database, needs: SignupNeeds & { profiles: ProfilesService }) {
  return createSignupService(createSignupRepository(db, needs.profiles), needs);
}
