/** The deletion domain's public face: delete, reactivate, the erasure job, and the routes plugin. */
import type { Database } from '../../db/database.js';
import type { ChatService } from '../chat/index.js';
import type { ProfilesService } from '../profiles/index.js';
import type { PhotosService } from '../photos/index.js';
import { createDeletionRepository } from './repository.js';
import { createDeletionService, type DeletionDeps } from './service.js';

export type { DeletionService } from './service.js';
export { startErasureJob, ERASURE_INTERVAL_MS, type ErasureJob } from './erasure-job.js';
export { deletionPlugin } from './routes.js';

/**
 * Wires the deletion service; the profiles domain hides and shows the account's profile, the chat
 * and photos domains remove an erased account's conversations and photos.
 */
export function createDeletion(db: Database, { profiles, chat, photos, ...needs }: DeletionDeps & { profiles: ProfilesService; chat: ChatService; photos: PhotosService }) {
  return createDeletionService(createDeletionRepository(db, profiles, chat, photos), needs);
}
