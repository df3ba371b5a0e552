/** The likes domain's public face: the swipe game's likes, the daily limit, and the block handler. */
import type { Database } from '../../db/database.js';
import type { DomainEventBus } from '../events.js';
import type { SearchService } from '../search/index.js';
import { createLikesRepository } from './repository.js';
import { createLikesService } from './service.js';

export type { LikesService } from './service.js';
export { memberDay, COUNTRY_TIME_ZONES } from './member-day.js';
export { likesPlugin } from './routes.js';

/** Wires the likes service; it registers its `member.blocked` handler on the bus. */
export function createLikes(db: Database, needs: { search: SearchService; events: DomainEventBus }) {
  return createLikesService(createLikesRepository(db), needs);
}
