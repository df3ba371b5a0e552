/**
 * The counters behind the abuse limits: in this process's memory by default, in Redis when
 * REDIS_URL is set so every API process shares them. Should Redis fail, a memory counter stands in
 * (rate-limiter-flexible's insurance limiter) rather than letting every request through or none.
 */
import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { AbuseLimit } from './limits.js';

export interface AbuseStore {
  limiter(name: string, limit: AbuseLimit): RateLimiterAbstract;
  /** Resolves once the shared store answers (at once for memory); until then memory counts. */
  ready(): Promise<void>;
  close(): Promise<void>;
}

export function createAbuseStore(redisUrl: string): AbuseStore {
  // enableOfflineQueue off: a down Redis fails fast and the insurance counter answers.
  const redis = redisUrl ? new Redis(redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1 }) : null;
  // While Redis is away the insurance counter answers and ioredis reconnects on its own; an
  // unhandled 'error' event would end the process instead.
  redis?.on('error', () => {});
  return {
    limiter(name, limit) {
      const options = { keyPrefix: `abuse:${name}`, points: limit.points, duration: limit.seconds };
      const memory = new RateLimiterMemory(options);
      return redis ? new RateLimiterRedis({ ...options, storeClient: redis, insuranceLimiter: memory }) : memory;
    },
    ready() {
      if (!redis || redis.status === 'ready') return Promise.resolve();
      return new Promise((resolve) => redis.once('ready', () => resolve()));
    },
    async close() {
      await redis?.quit().catch(() => redis.disconnect());
    },
  };
}
