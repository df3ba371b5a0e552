/**
 * Gives the browser a turn (input, paint) before the next piece of start-up work: `scheduler.yield`
 * where the browser has it (the work continues ahead of other queued tasks), else a new task.
 * Its own entry point (`@dating/remote-kit/yield-to-browser`), so the shell can use it before it has
 * evaluated anything else of the kit.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
