/**
 * What the page-load progress bar follows: the number of things loading (the first start, each
 * remote being fetched and mounted), as a jotai atom of the page store. The bar itself (shared-ui
 * ProgressBar) applies the 200 ms throttle and the 5000 ms duration of spec section 9.
 */
import { atom } from 'jotai';
import type { PageStore } from '../shell/page-store.js';

/** How many loads are under way. */
const pendingAtom = atom(0);

/** True while anything loads; what the bar shows. */
export const loadingAtom = atom((get) => get(pendingAtom) > 0);

/** Counts loads in progress. */
export interface ProgressTracker {
  /** Marks a load as started; call the returned function (once or more) when it ends. */
  begin(): () => void;
}

export function createProgressTracker(store: PageStore): ProgressTracker {
  return {
    begin() {
      store.set(pendingAtom, (pending) => pending + 1);
      let ended = false;
      return () => {
        if (ended) return;
        ended = true;
        store.set(pendingAtom, (pending) => pending - 1);
      };
    },
  };
}
