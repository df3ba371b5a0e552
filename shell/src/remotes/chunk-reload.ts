/**
 * A chunk-load failure usually means the page runs an old build whose files are gone: reload it,
 * but at most once per 60 s (spec section 8), so a real outage does not become a reload loop.
 */
import { CHUNK_RELOAD_MIN_INTERVAL_MS } from '@dating/shared-contracts';

/** sessionStorage key holding the time of the last reload for a chunk failure. */
export const CHUNK_RELOAD_KEY = 'chunk-reload-at';

/** Whether an error is webpack's (or the browser's) failure to load a code chunk. */
export function isChunkLoadError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { name, message } = error as { name?: unknown; message?: unknown };
  if (name === 'ChunkLoadError') return true;
  const text = typeof message === 'string' ? message : '';
  return /Loading (CSS )?chunk [\w./-]+ failed/i.test(text) || /Failed to fetch dynamically imported module/i.test(text);
}

export interface ReloadDeps {
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  now: number;
  reload(): void;
}

/** Reloads unless a reload for a chunk failure happened in the last 60 s; true when it reloaded. */
export function reloadAfterChunkFailure({ storage, now, reload }: ReloadDeps): boolean {
  try {
    const last = Number(storage.getItem(CHUNK_RELOAD_KEY));
    if (last && now - last >= 0 && now - last < CHUNK_RELOAD_MIN_INTERVAL_MS) return false;
    storage.setItem(CHUNK_RELOAD_KEY, String(now));
  } catch {
    // Without storage the limit cannot be kept, and an unlimited reload could loop.
    return false;
  }
  reload();
  return true;
}

/** Handles a failure that may be a chunk-load failure; true when the page is reloading. */
export function handleChunkFailure(error: unknown, win: Window = window): boolean {
  if (!isChunkLoadError(error)) return false;
  return reloadAfterChunkFailure({ storage: win.sessionStorage, now: Date.now(), reload: () => win.location.reload() });
}

/** Catches chunk-load failures nobody handled (lazy chunks of the shell or a remote). */
export function installChunkReloadGuard(win: Window = window): () => void {
  const onRejection = (event: PromiseRejectionEvent) => void handleChunkFailure(event.reason, win);
  const onError = (event: ErrorEvent) => void handleChunkFailure(event.error, win);
  win.addEventListener('unhandledrejection', onRejection);
  win.addEventListener('error', onError);
  return () => {
    win.removeEventListener('unhandledrejection', onRejection);
    win.removeEventListener('error', onError);
  };
}
