/** The deletion domain's public face: delete, reactivate, the erasure job, and the routes plugin. */
import type { Database } from '../../db/database.js';
import { createDeletionRepository } from './repository.js';
import { createDeletionService, type DeletionDeps } from './service.js';

export type { DeletionService } from './service.js';
export { startErasureJob, ERASURE_INTERVAL_MS, type ErasureJob } from './erasure-job.js';
export { deletionPlugin } from './routes.js';

export function createDeletion(db: Database, needs: DeletionDeps) {
  return createDeletionService(createDeletionRepository(db), needs);
}
