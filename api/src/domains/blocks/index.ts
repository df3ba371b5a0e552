/** The blocks domain's public face: block and unblock, announced on the domain event bus. */
import type { Database } from '../../db/database.js';
import type { DomainEventBus } from '../events.js';
import { createBlocksRepository } from './repository.js';
import { createBlocksService } from './service.js';

export type { BlocksService } from './service.js';
export { blocksPlugin } from './routes.js';

export function createBlocks(db: Database, needs: { events: DomainEventBus }) {
  return createBlocksService(createBlocksRepository(db), needs.events);
}
