/**
 * Remembered dismissals (spec section 4): the dismissal time is stored under the spec's key and
 * the alert is not shown again. Storage may be unavailable (private modes): then nothing is
 * remembered and nothing breaks.
 */

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** Whether the alert under `key` was dismissed before. */
export function isDismissed(storage: KeyValueStorage, key: string): boolean {
  try {
    return storage.getItem(key) !== null;
  } catch {
    return false;
  }
}

/** Remembers the dismissal time (ms since the epoch). */
export function rememberDismissal(storage: KeyValueStorage, key: string, now: number = Date.now()): void {
  try {
    storage.setItem(key, String(now));
  } catch {
    // Not remembered; the alert comes back on the next visit.
  }
}

/** The browser's localStorage, or null where access throws. */
export function browserStorage(): KeyValueStorage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
