// `node e2e/scripts/trace-swap.mjs [/path]`: what the swap from the page rendered ahead to the live
// page costs the main thread (docs/performance.md, "Hydration"): from a Chromium trace of cold
// loads until the live page is shown, the style and layout work before and after the stand-in left,
// and the script work, unthrottled. RUNS (3) loads; medians. MEASURE_URL to use a running site.
import { chromium } from '@playwright/test';
import { CHROMIUM, CHROMIUM_FLAGS, median, startSite } from './measure-site.mjs';

const PORT = Number(process.env.MEASURE_PORT ?? 8218);
const RUNS = Number(process.env.RUNS ?? 3);
const target = process.argv.slice(2).find((arg) => arg.startsWith('/')) ?? '/login';
const STYLE_LAYOUT = new Set(['UpdateLayoutTree', 'Layout', 'RecalculateStyles', 'PrePaint', 'Paint', 'Layerize']);
const SCRIPT = new Set(['EvaluateScript', 'v8.compile', 'v8.compileModule', 'v8.evaluateModule', 'FunctionCall', 'TimerFire', 'FireAnimationFrame', 'FireIdleCallback', 'EventDispatch', 'RunMicrotasks', 'V8.RunMicrotasks']);

async function once(browser, origin) {
  const context = await browser.newContext();
  const page = await context.newPage();
  // The moment the stand-in leaves, as a user-timing mark in the trace.
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (document.readyState !== 'loading' && !document.getElementById('prerendered-page')) {
        performance.mark('stand-in-gone');
        observer.disconnect();
      }
    }).observe(document, { childList: true, subtree: true });
  });
  const cdp = await context.newCDPSession(page);
  const events = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
  await cdp.send('Tracing.start', { categories: 'devtools.timeline,v8.execute,blink.user_timing,disabled-by-default-devtools.timeline', transferMode: 'ReportEvents' });
  await page.goto(`${origin}${target}`);
  await page.waitForFunction(() => performance.getEntriesByName('stand-in-gone').length > 0, undefined, { timeout: 45_000 });
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 200))));
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.end');
  await complete;
  await context.close();
  const mark = events.find((event) => event.name === 'stand-in-gone');
  const main = events.filter((event) => event.ph === 'X' && event.pid === mark.pid && event.tid === mark.tid);
  const sum = (list) => list.reduce((total, event) => total + (event.dur ?? 0), 0) / 1000;
  // The frame after the swap: style and layout of the live page (the first 100 ms after the mark).
  const after = main.filter((event) => STYLE_LAYOUT.has(event.name) && event.ts >= mark.ts && event.ts < mark.ts + 100_000);
  const before = main.filter((event) => STYLE_LAYOUT.has(event.name) && event.ts < mark.ts);
  const longestTask = Math.max(...main.filter((event) => event.name === 'RunTask' && event.ts >= mark.ts - 50_000 && event.ts < mark.ts + 100_000).map((event) => event.dur / 1000));
  return { styleLayoutBefore: sum(before), swapStyleLayout: sum(after), swapTask: longestTask, scripting: sum(main.filter((event) => SCRIPT.has(event.name) && event.ts < mark.ts)) };
}

const site = process.env.MEASURE_URL ? null : await startSite(PORT);
const origin = process.env.MEASURE_URL ?? site.origin;
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
const runs = [];
try {
  for (let i = 0; i < RUNS; i++) runs.push(await once(browser, origin));
} finally {
  await browser.close();
  site?.stop();
}
for (const run of runs) console.log(Object.fromEntries(Object.entries(run).map(([key, ms]) => [key, Math.round(ms)])));
const pick = (key) => Math.round(median(runs.map((run) => run[key])));
console.log(`${target}, median of ${RUNS} (unthrottled): style and layout before the swap ${pick('styleLayoutBefore')} ms; at the swap ${pick('swapStyleLayout')} ms, in a task of ${pick('swapTask')} ms; scripting until the swap ${pick('scripting')} ms (nested events summed)`);
