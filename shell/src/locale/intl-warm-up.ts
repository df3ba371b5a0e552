/**
 * The first number or date formatter a page makes has ICU load the locale's data: 45–95 ms of one
 * main-thread task in Chromium on this machine (several times that on a phone: total blocking
 * time), and every member page makes one while it starts (the credit balance in the top bar).
 * ICU's data caches belong to the browser's renderer process, shared by its threads, so a worker
 * that makes the same formatters first takes that load off the main thread; the page's own
 * formatters then take well under a millisecond (docs/performance.md, "ICU's data off the main
 * thread").
 */
export function warmUpIntlOffThread(locale: string): void {
  if (typeof Worker === 'undefined' || !locale) return;
  try {
    const worker = new Worker(new URL('./intl-warm-up.worker.ts', import.meta.url), { name: 'intl-warm-up' });
    worker.onmessage = () => worker.terminate();
    worker.onerror = () => worker.terminate();
    worker.postMessage(locale);
  } catch {
    // A browser that refuses the worker formats on the main thread, as before.
  }
}
