/**
 * Runs the erasure of expired deletions in the API process, on a timer. Several processes may run
 * it at once: erasing an erased account changes nothing (each erasure is one transaction over
 * rows it locks, and `erased_at` takes the account out of the next query).
 */
import type { DeletionService } from './service.js';

/** How often the job looks for accounts to erase. */
export const ERASURE_INTERVAL_MS = 60 * 60_000;

export interface ErasureJob {
  /** One pass now (also what the timer runs). */
  runOnce(): Promise<number>;
  stop(): void;
}

export function startErasureJob(deletion: DeletionService, options: { intervalMs?: number; onError?: (error: unknown) => void } = {}): ErasureJob {
  const onError = options.onError ?? ((error) => console.error('Erasure job failed:', error));
  let running: Promise<number> | null = null;
  const runOnce = () => {
    // One pass at a time: a slow pass is not overlapped by the next tick.
    running ??= deletion.eraseDue().finally(() => {
      running = null;
    });
    return running;
  };
  const timer = setInterval(() => void runOnce().catch(onError), options.intervalMs ?? ERASURE_INTERVAL_MS);
  timer.unref();
  return { runOnce, stop: () => clearInterval(timer) };
}
