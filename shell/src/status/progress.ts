/**
 * What the page-load progress bar follows: the number of things loading (the first start, each
 * remote being fetched and mounted). The bar itself (shared-ui ProgressBar) applies the 200 ms
 * throttle and the 5000 ms duration of spec section 9.
 */
import { createStore } from '../shell/store.js';

/** Counts loads in progress. */
export interface ProgressTracker {
  get(): boolean;
  subscribe(listener: (busy: boolean) => void): () => void;
  /** Marks a load as started; call the returned function (once or more) when it ends. */
  begin(): () => void;
}

export function createProgressTracker(): ProgressTracker {
  let pending = 0;
  const busy = createStore(false);
  return {
    get: busy.get,
    subscribe: busy.subscribe,
    begin() {
      pending += 1;
      busy.set(true);
      let ended = false;
      return () => {
        if (ended) return;
        ended = true;
        pending -= 1;
        busy.set(pending > 0);
      };
    },
  };
}
