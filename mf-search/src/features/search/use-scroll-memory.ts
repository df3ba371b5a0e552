/**
 * Back to the same scroll position: the page keeps its scroll offset per history entry (the
 * router's entry key in history.state) and, once its results are on screen again, scrolls back.
 * The browser's own restoration happens before the results arrive, so it cannot do this itself.
 */
import { useEffect } from 'react';

const PREFIX = 'search:scroll:';

/** The key of the history entry being shown (each push gets a new one, back returns to the old). */
function entryKey(): string {
  const state = window.history.state as { key?: unknown } | null;
  return typeof state?.key === 'string' ? state.key : 'initial';
}

/** The tab's session storage; none on the server, where the page is rendered for its answers. */
function tabStorage(): Storage | null {
  return typeof window === 'undefined' ? null : window.sessionStorage;
}

/** Whether the history entry being shown was shown before (the member came back to it). */
export function isReturnVisit(storage: Storage | null = tabStorage()): boolean {
  return storage !== null && storage.getItem(PREFIX + entryKey()) !== null;
}

/**
 * Restores this entry's scroll offset when `ready`, then keeps recording it while the page is
 * shown; `location` (path and query) changes with each entry, so a new entry starts afresh.
 */
export function useScrollMemory(ready: boolean, location: string, storage: Storage | null = tabStorage()): void {
  useEffect(() => {
    if (!ready || !storage) return;
    const key = entryKey();
    const saved = Number(storage.getItem(PREFIX + key));
    if (saved > 0) window.scrollTo(0, saved);
    let frame = 0;
    const record = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        // Only while this entry is shown: a navigation away changes the key first.
        if (entryKey() === key) {
          try {
            storage.setItem(PREFIX + key, String(Math.round(window.scrollY)));
          } catch {
            // A full store only costs the restored position.
          }
        }
      });
    };
    window.addEventListener('scroll', record, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', record);
    };
  }, [ready, location, storage]);
}
