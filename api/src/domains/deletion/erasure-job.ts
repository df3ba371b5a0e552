/**
 * Runs the erasure of expired deletions in the API process, on a timer. Several processes may run
 * it at once: erasing an erased account changes nothing (each erasure is one transaction over
 * rows it locks, and `erased_at` takes the account out of the next query).
 */
import { startBackgroundJob, type BackgroundJob } from '../../lib/background-job.js';
import type { DeletionService } from './service.js';

/** How often the job looks for accounts to erase. */
export const ERASURE_INTERVAL_MS = 60 * 60_000;

/** The erasure job: one pass now (also what the timer runs), and stop. */
export type ErasureJob = Pick<BackgroundJob, 'runOnce' | 'stop'>;

export function startErasureJob(deletion: DeletionService, options: { intervalMs?: number; onError?: (error: unknown) => void } = {}): ErasureJob {
  return startBackgroundJob(() => deletion.eraseDue(), {
    intervalMs: options.intervalMs ?? ERASURE_INTERVAL_MS,
    onError: options.onError ?? ((error) => console.error('Erasure job failed:', error)),
  });
}
