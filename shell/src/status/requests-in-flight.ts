/**
 * The API requests under way. Work that can wait for the page's first answers (the likes
 * companion) waits for `whenIdle`, so its code does not load while the page still waits for its
 * data: on /members the likes remote's 23 KB had come in before the first results.
 */
import type { BootFetch } from '../shell/boot-data.js';

/** Waits until no API request is under way. */
export interface RequestsIdle {
  /** Resolves once no request is under way (at once when none is), or after `timeoutMs`. */
  whenIdle(timeoutMs: number): Promise<void>;
}

/** Counts the requests sent through its fetch. */
export interface RequestsInFlight extends RequestsIdle {
  /** The fetch to send API requests with. */
  fetch: BootFetch;
}

/** For a shell that sends no requests (server rendering, tests): always idle. */
export const ALWAYS_IDLE: RequestsIdle = { whenIdle: () => Promise.resolve() };

/** Counts the requests `network` is given while they are under way (until their answer's headers). */
export function countRequests(network: BootFetch): RequestsInFlight {
  let pending = 0;
  let waiting: (() => void)[] = [];
  const settle = () => {
    if (pending > 0) return;
    const done = waiting;
    waiting = [];
    for (const finish of done) finish();
  };
  return {
    async fetch(input, init) {
      pending += 1;
      try {
        return await network(input, init);
      } finally {
        pending -= 1;
        settle();
      }
    },
    whenIdle(timeoutMs) {
      if (pending === 0) return Promise.resolve();
      return new Promise((resolve) => {
        const finish = () => {
          clearTimeout(timer);
          waiting = waiting.filter((other) => other !== finish);
          resolve();
        };
        const timer = setTimeout(finish, timeoutMs);
        waiting.push(finish);
      });
    },
  };
}
