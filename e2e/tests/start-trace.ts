/**
 * The main thread's scripting until a page is ready, from a Chromium trace of one cold load: the
 * time covered by script events (evaluation, compilation, callbacks, microtasks) on the page's
 * main thread, overlaps counted once, up to the user-timing mark the readiness check sets.
 */
import type { Page } from '@playwright/test';

/** The trace events that are the page's JavaScript running (nested ones overlap; counted once). */
const SCRIPT_EVENTS = new Set([
  'EvaluateScript', 'v8.compile', 'v8.compileModule', 'v8.evaluateModule', 'FunctionCall', 'TimerFire',
  'FireAnimationFrame', 'FireIdleCallback', 'EventDispatch', 'RunMicrotasks', 'V8.RunMicrotasks', 'v8.callFunction',
]);
/** The user-timing mark the readiness check sets when the page is ready. */
export const READY_MARK = 'start-budget-ready';

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  cat: string;
}

/** Milliseconds covered by the union of `intervals` ([start, end] in µs). */
function covered(intervals: [number, number][]): number {
  const sorted = intervals.sort((a, b) => a[0] - b[0]);
  let total = 0;
  let [start, end] = sorted[0] ?? [0, 0];
  for (const [from, to] of sorted.slice(1)) {
    if (from > end) {
      total += end - start;
      [start, end] = [from, to];
    } else end = Math.max(end, to);
  }
  return (total + end - start) / 1000;
}

/** Scripting (ms) on the thread that set READY_MARK, until it was set. */
export function scriptingUntilReady(events: TraceEvent[]): number {
  const mark = events.find((event) => event.name === READY_MARK && event.cat.includes('user_timing'));
  if (!mark) throw new Error(`the trace has no ${READY_MARK} mark`);
  const intervals = events
    .filter((event) => event.ph === 'X' && event.pid === mark.pid && event.tid === mark.tid && SCRIPT_EVENTS.has(event.name) && event.ts < mark.ts)
    .map((event): [number, number] => [event.ts, Math.min(event.ts + (event.dur ?? 0), mark.ts)]);
  return covered(intervals);
}

/** What one cold load cost until it was ready. */
export interface StartCost {
  /** Main-thread scripting until ready (ms). */
  scripting: number;
  /** JavaScript transferred until ready (bytes: CDP's encodedDataLength, headers included). */
  jsBytes: number;
}

/**
 * Opens `url` in `page` (a fresh context: nothing cached) under a trace, waits until `ready`
 * (checked every frame; it must set READY_MARK when true) and returns what the start cost until
 * then. Scripts count when their transfer finished before the page was ready (as measure:login counts).
 */
export async function traceUntilReady(page: Page, url: string, ready: () => boolean): Promise<StartCost> {
  const cdp = await page.context().newCDPSession(page);
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])));
  const scripts = new Set<string>();
  const finished: { requestId: string; bytes: number }[] = [];
  let readyYet = false;
  await cdp.send('Network.enable');
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    if (type === 'Script' || new URL(response.url).pathname.endsWith('.js')) scripts.add(requestId);
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    if (!readyYet) finished.push({ requestId, bytes: encodedDataLength });
  });
  await cdp.send('Tracing.start', { categories: 'devtools.timeline,v8.execute,v8,blink.user_timing,disabled-by-default-devtools.timeline', transferMode: 'ReportEvents' });
  await page.goto(url);
  await page.waitForFunction(ready, undefined, { polling: 'raf', timeout: 45_000 });
  readyYet = true;
  const complete = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
  await cdp.send('Tracing.end');
  await complete;
  await cdp.detach();
  const jsBytes = finished.filter(({ requestId }) => scripts.has(requestId)).reduce((sum, { bytes }) => sum + bytes, 0);
  return { scripting: scriptingUntilReady(events), jsBytes };
}
