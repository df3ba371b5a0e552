/** The search domain's public face: search, the match finder and profile pages (under the profiles domain's visibility rule). */
import type { Database } from '../../db/database.js';
import type { DomainEventBus } from '../events.js';
import type { GeocodeService } from '../geocode/index.js';
import { createMatchFinderRepository } from './match-finder.js';
import { createSearchRepository } from './repository.js';
import { createSearchService } from './service.js';

export type { SearchService, SearchSite } from './service.js';
export { searchPlugin } from './routes.js';
export { searchStatement, type Criteria } from './repository.js';
export { matchFinderStatement } from './match-finder.js';

/** Wires the search service; "near me" searches use the geocoder; opening a profile emits `profile.viewed`. */
export function createSearch(db: Database, needs: { geocode: GeocodeService; events?: DomainEventBus }) {
  return createSearchService(createSearchRepository(db), { ...needs, matchFinder: createMatchFinderRepository(db) });
}
