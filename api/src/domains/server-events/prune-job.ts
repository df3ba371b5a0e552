/**
 * Prunes the outbox on a timer in the API process. Several processes may run it at once: a
 * second delete of the same rows finds nothing.
 */
import type { ServerEventsService } from './service.js';

/** How often old events are removed. */
export const PRUNE_INTERVAL_MS = 60 * 60_000;

export function startPruneJob(events: Pick<ServerEventsService, 'prune'>, options: { intervalMs?: number; onError?: (error: unknown) => void } = {}) {
  const onError = options.onError ?? ((error) => console.error('Server event pruning failed:', error));
  let running: Promise<number> | null = null;
  const runOnce = () => {
    running ??= events.prune().finally(() => {
      running = null;
    });
    return running;
  };
  const timer = setInterval(() => void runOnce().catch(onError), options.intervalMs ?? PRUNE_INTERVAL_MS);
  timer.unref();
  return { runOnce, stop: () => clearInterval(timer) };
}
