/**
 * The site a describe block runs against, on a clock the tests may move: started before the
 * block's first test, closed after its last. Suites that move time (token expiry, deletion windows)
 * share this set-up instead of writing the same hooks again.
 */
import { afterAll, beforeAll } from 'vitest';
import type { Config } from '../../src/config.js';
import { movableClock } from '../../src/lib/clock.js';
import type { Backend } from './backends.js';
import { startTestSite, type TestSite } from './test-site.js';

/** A movable clock and the block's site; `site` stands for the running site from beforeAll on. */
export function suiteSite(backend: Backend, overrides: Partial<Config> = {}) {
  const clock = movableClock();
  let running: TestSite | undefined;
  beforeAll(async () => {
    running = await startTestSite(backend, overrides, { clock });
  });
  afterAll(async () => {
    await running?.close();
  });
  const site = new Proxy({} as TestSite, {
    get(_, key) {
      if (!running) throw new Error('the suite site is used before beforeAll started it');
      const value = Reflect.get(running, key);
      return typeof value === 'function' ? value.bind(running) : value;
    },
  });
  return { clock, site };
}
