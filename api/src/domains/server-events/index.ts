/** The server-events domain's public face: the outbox every domain records into, the open streams, and the routes plugin. */
import type { Config } from '../../config.js';
import type { Database } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { createServerEventsRepository } from './repository.js';
import { createServerEventsService } from './service.js';
import { createWakeups, type Wakeups } from './wakeups/index.js';

export type { ServerEventsService, ServerEventInput, StaffEventInput } from './service.js';
export { memberStream, staffStream } from './service.js';
export { serverEventsPlugin } from './routes.js';
export { createWakeups, type Wakeups } from './wakeups/index.js';

/**
 * Wires the outbox and this process's streams; wake-ups reach other processes through Redis
 * (REDIS_URL) and PostgreSQL's LISTEN/NOTIFY (DATABASE_URL), or stay in the process (PGlite).
 */
export function createServerEvents(db: Database, config: Pick<Config, 'redisUrl' | 'databaseUrl'>, options: { clock?: Clock; wakeups?: Wakeups } = {}) {
  const wakeups = options.wakeups ?? createWakeups({ redisUrl: config.redisUrl, databaseUrl: config.databaseUrl });
  return createServerEventsService(createServerEventsRepository(db), wakeups, { clock: options.clock });
}
