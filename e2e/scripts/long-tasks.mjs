// `node e2e/scripts/long-tasks.mjs [/path]`: the main thread's long tasks while a page starts, each
// with what ran in it: the trace events inside it (layout, paint, script…) and the sources its CPU
// samples fall in, mapped through the builds' hidden source maps (FN=1 adds the function names).
// One cold load until the live page is shown and settled, unthrottled, on this machine: a tool for
// finding the task to cut, not a figure to compare (measure:lighthouse gives those). MIN (30) ms
// is the shortest task listed, RUNS (1) the loads; MEASURE_URL to use a running site; every path
// but /login and / is loaded as the measured member.
import { chromium } from '@playwright/test';
import { sourceMapOf } from './source-maps.mjs';
import { CHROMIUM, CHROMIUM_FLAGS, logInContext, startSite } from './measure-site.mjs';

const PORT = Number(process.env.MEASURE_PORT ?? 8219);
const target = process.argv.slice(2).find((arg) => arg.startsWith('/')) ?? '/members';
const MIN = Number(process.env.MIN ?? 30);
const RUNS = Number(process.env.RUNS ?? 1);
const CATEGORIES = 'blink.user_timing,devtools.timeline,v8.execute,disabled-by-default-devtools.timeline,disabled-by-default-v8.cpu_profiler,toplevel';

/** Where a sampled frame is in the original sources, or null. */
function originalOf(frame) {
  if (!/^https?:/.test(frame.url ?? '')) return null;
  return sourceMapOf(frame.url)?.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber }) ?? null;
}

/** "package or source file" (and the function, with FN=1) of a sampled frame. */
function sourceOf(frame) {
  if (!frame.url) return frame.functionName ? `(${frame.functionName})` : '(program)';
  const original = originalOf(frame);
  const source = original?.source ?? frame.url;
  const pkg = source.match(/node_modules\/((@[^/]+\/)?[^/]+)/);
  const name = pkg ? pkg[1] : source.replace(/^webpack:\/\/[^/]*\//, '');
  return process.env.FN ? `${name} ${original?.name ?? frame.functionName}` : name;
}

async function traceOneLoad(browser, origin) {
  const context = await browser.newContext();
  if (target !== '/login' && target !== '/') {
    await logInContext(context, origin);
  }
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const events = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
  await cdp.send('Tracing.start', { categories: CATEGORIES, transferMode: 'ReportEvents' });
  await page.goto(`${origin}${target}`);
  await page.waitForFunction(() => !document.getElementById('prerendered-page') && document.querySelector('[data-testid="remote-slot"][data-status="mounted"]'), undefined, { timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.end');
  await complete;
  await context.close();
  return events;
}

/** The page's main thread: the one that ran the most script. */
function mainThreadOf(events) {
  const script = new Map();
  for (const event of events) {
    if (event.name === 'EvaluateScript' || event.name === 'FunctionCall') script.set(`${event.pid}:${event.tid}`, (script.get(`${event.pid}:${event.tid}`) ?? 0) + (event.dur ?? 0));
  }
  const key = [...script.entries()].sort((a, b) => b[1] - a[1])[0][0];
  return (event) => `${event.pid}:${event.tid}` === key;
}

/** The main thread's CPU samples as [time, node], and the profile's nodes by id. */
function samplesOf(events, onMain) {
  const profiles = new Set(events.filter((event) => event.name === 'Profile' && onMain(event)).map((event) => event.id));
  const nodes = new Map();
  const samples = [];
  let time = 0;
  const chunks = events.filter((event) => (event.name === 'Profile' && onMain(event)) || (event.name === 'ProfileChunk' && profiles.has(event.id)));
  for (const event of chunks.sort((a, b) => a.ts - b.ts)) {
    if (event.name === 'Profile') {
      time = event.args.data.startTime;
      continue;
    }
    const profile = event.args.data.cpuProfile ?? {};
    for (const node of profile.nodes ?? []) nodes.set(node.id, node);
    const deltas = event.args.data.timeDeltas ?? [];
    (profile.samples ?? []).forEach((id, i) => {
      time += deltas[i];
      samples.push([time, id]);
    });
  }
  return { nodes, samples };
}

function report(events, run) {
  const onMain = mainThreadOf(events);
  const start = events.find((event) => event.name === 'navigationStart')?.ts ?? events[0].ts;
  const tasks = events.filter((event) => onMain(event) && event.ph === 'X' && event.name === 'RunTask' && event.dur > MIN * 1000 && event.ts > start);
  const { nodes, samples } = samplesOf(events, onMain);
  const top = (map, count, format) => [...map.entries()].sort((a, b) => b[1] - a[1]).slice(0, count).map(format).join(', ');
  console.log(`\n${target}, load ${run}: main-thread tasks over ${MIN} ms (start in ms from navigation, length)`);
  let over50 = 0;
  for (const task of tasks) {
    over50 += Math.max(0, task.dur / 1000 - 50);
    const inside = (time) => time >= task.ts && time <= task.ts + task.dur;
    const kinds = new Map();
    for (const event of events) {
      if (onMain(event) && event.ph === 'X' && !/RunTask$/.test(event.name) && inside(event.ts)) kinds.set(event.name, (kinds.get(event.name) ?? 0) + (event.dur ?? 0));
    }
    const sources = new Map();
    for (const [time, id] of samples) {
      if (!inside(time)) continue;
      const key = nodes.has(id) ? sourceOf(nodes.get(id).callFrame) : '?';
      sources.set(key, (sources.get(key) ?? 0) + 1);
    }
    const sampled = [...sources.values()].reduce((sum, count) => sum + count, 0) || 1;
    console.log(`${((task.ts - start) / 1000).toFixed(0).padStart(6)}  ${(task.dur / 1000).toFixed(1).padStart(6)} ms  ${top(kinds, 5, ([name, dur]) => `${name} ${(dur / 1000).toFixed(0)}`)}`);
    console.log(`                   ${top(sources, 6, ([name, count]) => `${name} ${Math.round((100 * count) / sampled)}%`)}`);
  }
  console.log(`  the listed tasks' time over 50 ms each: ${over50.toFixed(0)} ms (unthrottled)`);
}

const site = process.env.MEASURE_URL ? null : await startSite(PORT);
const origin = process.env.MEASURE_URL ?? site.origin;
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
try {
  for (let run = 1; run <= RUNS; run++) report(await traceOneLoad(browser, origin), run);
} finally {
  await browser.close();
  site?.stop();
}
