/** The data-download domain's public face. */
import type { Database } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { createMyDataRepository } from './repository.js';
import { createMyDataService } from './service.js';

export type { MyDataService } from './service.js';
export { myDataPlugin } from './routes.js';

export function createMyData(db: Database, needs: { mediaDir: string; clock: Clock }) {
  return createMyDataService(createMyDataRepository(db), needs.mediaDir, needs.clock);
}
