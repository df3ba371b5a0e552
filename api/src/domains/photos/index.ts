/** The photos domain's public face: its service (also used by the erasure job) and routes plugin. */
import type { Database } from '../../db/database.js';
import type { UsersService } from '../users/index.js';
import { createPhotosRepository } from './repository.js';
import { createPhotosService, type PhotosNeeds } from './service.js';

export type { PhotosService, OwnPhotos } from './service.js';
export { filesOf } from './service.js';
export { photosPlugin } from './routes.js';

/** Wires the photos service over the media folder; a change drops the member's cached answer (main photo). */
export function createPhotos(db: Database, needs: { users: UsersService; mediaDir: string; serverEvents: PhotosNeeds['serverEvents'] }) {
  return createPhotosService(createPhotosRepository(db), {
    mediaDir: needs.mediaDir, serverEvents: needs.serverEvents, onChange: (memberId) => needs.users.forget(memberId),
  });
}
