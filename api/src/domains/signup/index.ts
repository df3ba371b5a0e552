/** The signup domain's public face: its service and its routes plugin. */
import type { Database } from '../../db/database.js';
import type { ActivationService } from '../activation/index.js';
import { createSignupRepository } from './repository.js';
import { createSignupService } from './service.js';

export type { SignupService } from './service.js';
export { signupPlugin } from './routes.js';

/** Wires the signup service; a new member gets the activation mail at once. */
export function createSignup(db: Database, needs: { activation: ActivationService }) {
  return createSignupService(createSignupRepository(db), needs.activation);
}
