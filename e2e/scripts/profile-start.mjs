// `node e2e/scripts/profile-start.mjs [/path …]`: where the main thread's JavaScript goes while a
// page starts, by original source file (the builds' hidden source maps), from a CPU profile of one
// cold load until the page is ready (the live page shown, no page rendered ahead left). Self time,
// unthrottled, on this machine; a tool for finding start-up work, not a figure to compare
// (measure:lighthouse gives those). MEASURE_URL to use a running site; member paths log in first.
// TREE=1 prints the call tree instead, top down, with each function's total and self time (its
// callers' share of the start; TREE_MIN ms, 2, is the smallest node shown, TREE_DEPTH, 12, the deepest).
// TREE_FOCUS=<regex> prints instead which of the project's own functions (not a package's) ran
// inside the calls whose "source function" matches, by total time: what a React render was busy with.
import { chromium } from '@playwright/test';
import { sourceMapOf } from './source-maps.mjs';
import { CHROMIUM, CHROMIUM_FLAGS, isMemberPath, logInContext, startSite } from './measure-site.mjs';

const PORT = Number(process.env.MEASURE_PORT ?? 8216);
const paths = process.argv.slice(2).filter((arg) => arg.startsWith('/'));
const targets = paths.length ? paths : ['/login'];
const TOP = Number(process.env.TOP ?? 25);

/** "package or source file" of a profile node's function. */
function sourceOf(frame) {
  if (!frame.url) return frame.functionName ? `(${frame.functionName})` : '(program)';
  if (!/^https?:/.test(frame.url)) return frame.url;
  const consumer = sourceMapOf(frame.url);
  const original = consumer?.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber });
  const source = original?.source ?? new URL(frame.url).pathname;
  const pkg = source.match(/node_modules\/((@[^/]+\/)?[^/]+)/);
  return pkg ? pkg[1] : source.replace(/^webpack:\/\/[^/]*\//, '');
}

async function profile(browser, origin, target) {
  const context = await browser.newContext();
  if (isMemberPath(target)) await logInContext(context, origin);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  await page.goto(`${origin}${target}`);
  await page.waitForFunction(() => !document.getElementById('prerendered-page') && document.querySelector('[data-testid="remote-slot"][data-status="mounted"]'), undefined, { timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  const { profile: cpu } = await cdp.send('Profiler.stop');
  await context.close();
  const byId = new Map(cpu.nodes.map((node) => [node.id, node]));
  if (process.env.TREE) return printTree(cpu, byId, target);
  const self = new Map();
  const interval = new Map();
  for (let i = 0; i < cpu.samples.length; i++) interval.set(i, (cpu.timeDeltas[i + 1] ?? 0) / 1000);
  cpu.samples.forEach((id, i) => {
    const node = byId.get(id);
    const key = process.env.FUNCTIONS ? `${sourceOf(node.callFrame)} ${node.callFrame.functionName}:${node.callFrame.lineNumber}:${node.callFrame.columnNumber}` : sourceOf(node.callFrame);
    self.set(key, (self.get(key) ?? 0) + interval.get(i));
  });
  const idle = (key) => key === '((idle))';
  const total = [...self.entries()].filter(([key]) => !idle(key)).reduce((sum, [, ms]) => sum + ms, 0);
  console.log(`\n${target}: ${total.toFixed(0)} ms of main-thread work until ready ((program): the browser's own work, style, layout, parsing; self time by source, unthrottled)`);
  for (const [key, ms] of [...self.entries()].filter(([k]) => !idle(k)).sort((a, b) => b[1] - a[1]).slice(0, TOP)) console.log(`  ${ms.toFixed(1).padStart(7)} ms  ${key}`);
}

/** "source function:line" of a profile node, the function's name from the source map where it has one. */
function functionOf(frame) {
  const original = /^https?:/.test(frame.url ?? '') ? sourceMapOf(frame.url)?.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber }) : null;
  return `${sourceOf(frame)} ${original?.name ?? frame.functionName}${original?.line ? `:${original.line}` : ''}`;
}

/** The profile as a call tree, top down: total (self) ms of each node, largest first. */
function printTree(cpu, byId, target) {
  const MIN = Number(process.env.TREE_MIN ?? 2);
  const DEPTH = Number(process.env.TREE_DEPTH ?? 12);
  const self = new Map();
  cpu.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (cpu.timeDeltas[i + 1] ?? 0) / 1000));
  const total = new Map();
  const sum = (node) => {
    const ms = (self.get(node.id) ?? 0) + (node.children ?? []).reduce((acc, child) => acc + sum(byId.get(child)), 0);
    total.set(node.id, ms);
    return ms;
  };
  const root = cpu.nodes[0];
  sum(root);
  if (process.env.TREE_FOCUS) return printFocus(root, byId, total, target);
  console.log(`\n${target}: call tree until ready, total (self) ms, unthrottled`);
  const print = (node, depth) => {
    if (depth > DEPTH) return;
    const children = (node.children ?? []).map((id) => byId.get(id)).filter((child) => total.get(child.id) >= MIN && child.callFrame.functionName !== '(idle)');
    for (const child of children.sort((a, b) => total.get(b.id) - total.get(a.id))) {
      console.log(`${'  '.repeat(depth)}${total.get(child.id).toFixed(1)} (${(self.get(child.id) ?? 0).toFixed(1)}) ${functionOf(child.callFrame)}`);
      print(child, depth + 1);
    }
  };
  print(root, 0);
}

/** The project's own functions inside the calls that match TREE_FOCUS, by total time (each counted once per call). */
function printFocus(root, byId, total, target) {
  const focus = new RegExp(process.env.TREE_FOCUS);
  const own = new Map();
  let matched = 0;
  const visit = (node, inside, seen) => {
    const name = functionOf(node.callFrame);
    const starts = !inside && focus.test(name);
    if (starts) matched += total.get(node.id);
    const within = inside || starts;
    let counted = seen;
    if (within && /(^|\/)src\//.test(sourceOf(node.callFrame)) && !seen.has(name)) {
      own.set(name, (own.get(name) ?? 0) + total.get(node.id));
      counted = new Set(seen).add(name);
    }
    for (const child of node.children ?? []) visit(byId.get(child), within, counted);
  };
  visit(root, false, new Set());
  console.log(`\n${target}: the project's functions inside ${focus} (${matched.toFixed(1)} ms in all), total ms, unthrottled`);
  for (const [name, ms] of [...own.entries()].sort((a, b) => b[1] - a[1]).slice(0, TOP)) console.log(`  ${ms.toFixed(1).padStart(7)} ms  ${name}`);
}

const site = process.env.MEASURE_URL ? null : await startSite(PORT);
const origin = process.env.MEASURE_URL ?? site.origin;
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
try {
  for (const target of targets) await profile(browser, origin, target);
} finally {
  await browser.close();
  site?.stop();
}
