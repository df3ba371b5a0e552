/** The page-bounces domain's public face: the `?lb` beacon's storage and its route. */
import type { Database } from '../../db/database.js';
import { createPageBouncesRepository } from './repository.js';
import { createPageBouncesService } from './service.js';

export type { PageBouncesService } from './service.js';
export { pageBouncesPlugin } from './routes.js';

export function createPageBounces(db: Database, needs: { now: () => Date }) {
  return createPageBouncesService(createPageBouncesRepository(db), needs);
}
