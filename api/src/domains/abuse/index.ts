/** The abuse domain's public face: the guard other domains and the HTTP edge count uses with. */
import type { Config } from '../../config.js';
import { createAbuseGuard } from './guard.js';

export type { AbuseGuard } from './guard.js';
export { ABUSE_LIMITS, type AbuseAction, type AbuseLimit } from './limits.js';

/** Wires the guard: memory counters, or Redis ones when REDIS_URL is set. */
export function createAbuse(config: Pick<Config, 'redisUrl'>) {
  return createAbuseGuard({ redisUrl: config.redisUrl });
}
