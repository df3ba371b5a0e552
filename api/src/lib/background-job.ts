/**
 * Work the API process does apart from any request: a pass over what is due (mail to deliver,
 * accounts to erase, reset requests to answer), run on a timer, soon after new work is queued, and
 * to the end on demand. One pass at a time per process; several processes may run passes at once,
 * so a pass must claim its rows (each job's repository does).
 */

export interface BackgroundJob {
  /** One pass now (joins the pass under way); resolves with how many items it handled. */
  runOnce(): Promise<number>;
  /** New work was queued: a pass starts shortly, after the request that queued it has answered. */
  notify(): void;
  /** Passes until one finds nothing due (what a test or the dev outbox waits for). */
  drain(): Promise<void>;
  /** No more passes; resolves once the pass under way (if any) has ended, before the database closes. */
  stop(): Promise<void>;
}

/** How soon after `notify` a pass starts: long enough for the queuing request to send its answer. */
export const PICKUP_DELAY_MS = 20;

export function startBackgroundJob(
  pass: () => Promise<number>,
  options: { intervalMs: number; onError: (error: unknown) => void },
): BackgroundJob {
  let running: Promise<number> | null = null;
  let pickup: NodeJS.Timeout | null = null;
  let stopped = false;
  const runOnce = () => {
    // After stop no pass starts (the database may be closing): a drain under way ends.
    if (stopped) return running ?? Promise.resolve(0);
    running ??= pass().finally(() => {
      running = null;
    });
    return running;
  };
  const runQuietly = () => void runOnce().catch(options.onError);
  const timer = setInterval(runQuietly, options.intervalMs);
  timer.unref();
  return {
    runOnce,
    notify() {
      if (pickup) return;
      pickup = setTimeout(() => {
        pickup = null;
        runQuietly();
      }, PICKUP_DELAY_MS);
      pickup.unref();
    },
    async drain() {
      // The passes below do what a pending pickup would have done.
      if (pickup) clearTimeout(pickup);
      pickup = null;
      while ((await runOnce()) > 0);
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      if (pickup) clearTimeout(pickup);
      await running?.catch(() => {});
    },
  };
}
