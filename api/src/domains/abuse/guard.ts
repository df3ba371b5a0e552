/**
 * The abuse guard: counts uses of an action per key (a client's IP, or site + e-mail address) and
 * refuses with a translated 429 that says when to try again (minutes in the text, Retry-After in
 * seconds) once the action's budget in ABUSE_LIMITS is spent.
 */
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { DomainError } from '../domain-error.js';
import { ABUSE_LIMITS, type AbuseAction } from './limits.js';
import { createAbuseStore } from './store.js';

/** The refusal for a spent budget: 429 with the action's code, minutes and Retry-After. */
function refusal(action: AbuseAction, msBeforeNext: number): DomainError {
  const seconds = Math.max(1, Math.ceil(msBeforeNext / 1000));
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return new DomainError(ABUSE_LIMITS[action].code, { minutes, values: { minutes }, retryAfterSeconds: seconds });
}

export function createAbuseGuard(options: { redisUrl: string }) {
  const store = createAbuseStore(options.redisUrl);
  const limiters = new Map<AbuseAction, RateLimiterAbstract>();
  const limiter = (action: AbuseAction) => {
    let found = limiters.get(action);
    if (!found) limiters.set(action, (found = store.limiter(action, ABUSE_LIMITS[action])));
    return found;
  };

  /** Counts one use; the answer says whether the budget is now over. */
  async function consume(action: AbuseAction, key: string): Promise<{ over: boolean; msBeforeNext: number }> {
    try {
      const result = await limiter(action).consume(key);
      return { over: false, msBeforeNext: result.msBeforeNext };
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) return { over: true, msBeforeNext: rejection.msBeforeNext };
      throw rejection;
    }
  }

  return {
    /** Counts one use of `action` by `key`; throws the 429 when that use is over the budget. */
    async take(action: AbuseAction, key: string): Promise<void> {
      const { over, msBeforeNext } = await consume(action, key);
      if (over) throw refusal(action, msBeforeNext);
    },

    /** Counts one use without refusing (failures are counted after the fact). */
    async count(action: AbuseAction, key: string): Promise<void> {
      await consume(action, key);
    },

    /** Throws the 429 while the budget of `action` for `key` is spent; counts nothing. */
    async check(action: AbuseAction, key: string): Promise<void> {
      const state = await limiter(action).get(key);
      if (state && state.consumedPoints >= ABUSE_LIMITS[action].points) throw refusal(action, state.msBeforeNext);
    },

    /** True once `key` has used up the budget of `action` in the current window. */
    async spent(action: AbuseAction, key: string): Promise<boolean> {
      const state = await limiter(action).get(key);
      return Boolean(state && state.consumedPoints >= ABUSE_LIMITS[action].points);
    },

    /** Forgets what `key` used of `action` (e.g. after the owner proved who they are). */
    async forget(action: AbuseAction, key: string): Promise<void> {
      await limiter(action).delete(key);
    },

    ready: () => store.ready(),
    close: () => store.close(),
  };
}
/** The abuse guard, as the services and the HTTP layer use it. */
export type AbuseGuard = ReturnType<typeof createAbuseGuard>;
