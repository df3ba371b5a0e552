/**
 * When a page has settled: it has said it rendered, the API requests then under way (its first
 * answers) have answered and the browser is idle. What is not the page's own waits for it, so its
 * code loads after the page is usable instead of competing with it: the likes companion, and the
 * widgets of other remotes on the visit's first page (shell/src/remotes/widget-host.tsx).
 */
import type { EventBus } from '@dating/shared-contracts';
import type { RequestsIdle } from './requests-in-flight.js';

/** The longest it waits for the page to say it rendered (a slow or failed page). */
export const SETTLE_PAGE_WAIT_MS = 3_000;
/** The longest it then waits for the API requests under way (the page's data). */
export const SETTLE_REQUESTS_WAIT_MS = 3_000;
/** The longest it then waits for the browser to be idle. */
export const SETTLE_IDLE_WAIT_MS = 1_000;

/**
 * Calls `ready` once the page has rendered (or after SETTLE_PAGE_WAIT_MS), the API requests then
 * under way have answered (or SETTLE_REQUESTS_WAIT_MS passed) and the browser is idle; returns
 * the cancel.
 */
export function afterPageSettles(bus: EventBus, requests: RequestsIdle, ready: () => void): () => void {
  let idle: number | undefined;
  let done = false;
  let cancelled = false;
  const settle = () => {
    if (done) return;
    done = true;
    off();
    clearTimeout(timer);
    void requests.whenIdle(SETTLE_REQUESTS_WAIT_MS).then(() => {
      if (cancelled) return;
      idle = typeof requestIdleCallback === 'function' ? requestIdleCallback(ready, { timeout: SETTLE_IDLE_WAIT_MS }) : window.setTimeout(ready, 0);
    });
  };
  const off = bus.on('page:rendered', settle);
  const timer = setTimeout(settle, SETTLE_PAGE_WAIT_MS);
  return () => {
    done = true;
    cancelled = true;
    off();
    clearTimeout(timer);
    if (idle !== undefined) (typeof cancelIdleCallback === 'function' ? cancelIdleCallback : clearTimeout)(idle);
  };
}
