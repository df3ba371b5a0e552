/** The likes domain's public face: likes and matches, auto-likes, the swipe game's daily limit, and the event handlers. */
import type { Database } from '../../db/database.js';
import { createLikesRepository } from './repository.js';
import { createLikesService, type LikesNeeds } from './service.js';

export type { LikesService } from './service.js';
export { memberDay, COUNTRY_TIME_ZONES } from './member-day.js';
export { likesPlugin } from './routes.js';

/** Wires the likes service; it registers its `member.blocked` and `profile.viewed` handlers and the likes badge. */
export function createLikes(db: Database, needs: LikesNeeds) {
  return createLikesService(createLikesRepository(db), needs);
}
