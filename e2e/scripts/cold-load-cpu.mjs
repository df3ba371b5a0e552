// `node e2e/scripts/cold-load-cpu.mjs [/path]`: what one cold load of a page costs the machine's
// CPU, by process (docs/performance.md, "The suite's own time"): RUNS (6) loads, each in a fresh
// browser context as a journey's own (logged in as the measured member on member pages), with the
// journeys' Chromium flags; the CPU time of Chromium's browser, GPU and network processes, of its
// renderers (counted in the zygote's reaped children once they end) and of the site's server, read
// from /proc before and after. EXTRA_FLAGS adds Chromium flags to compare. MEASURE_URL to use a
// running site (its server is then counted only if it is this machine's `api/dist/main.js`).
import fs from 'node:fs';
import { chromium } from '@playwright/test';
import { CHROMIUM, CHROMIUM_FLAGS, isMemberPath, logInContext, startSite } from './measure-site.mjs';

const PORT = Number(process.env.MEASURE_PORT ?? 8219);
const RUNS = Number(process.env.RUNS ?? 6);
const target = process.argv.slice(2).find((arg) => arg.startsWith('/')) ?? '/members';
const extraFlags = process.env.EXTRA_FLAGS ? process.env.EXTRA_FLAGS.split(' ') : [];
/** Linux counts CPU time in ticks of 1/100 s (USER_HZ). */
const TICK_MS = 10;

/** CPU milliseconds so far of each kind of process, its reaped children included. */
function cpuByKind() {
  const totals = {};
  for (const pid of fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    let command;
    let stat;
    try {
      command = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    } catch {
      continue;
    }
    const kind = command.includes('chromium')
      ? (command.match(/--type=([a-z-]+)/)?.[1] ?? 'browser')
      : command.includes('api/dist/main.js') ? 'site server' : null;
    if (!kind) continue;
    // utime, stime, cutime, cstime: fields 14–17, after the command name in parentheses.
    const [utime, stime, cutime, cstime] = stat.slice(stat.lastIndexOf(')') + 2).split(' ').slice(11, 15).map(Number);
    // A renderer that ended is counted by the zygote that forked it; one still open by itself.
    const key = kind === 'zygote' || kind === 'renderer' ? 'renderers' : kind;
    totals[key] = (totals[key] ?? 0) + (utime + stime + (kind === 'zygote' ? cutime + cstime : 0)) * TICK_MS;
  }
  return totals;
}

const site = process.env.MEASURE_URL ? null : await startSite(PORT);
const origin = process.env.MEASURE_URL ?? site.origin;
const browser = await chromium.launch({ executablePath: CHROMIUM, args: [...CHROMIUM_FLAGS, ...extraFlags] });
try {
  const before = cpuByKind();
  const started = Date.now();
  for (let run = 0; run < RUNS; run++) {
    const context = await browser.newContext({ baseURL: origin, viewport: { width: 1280, height: 900 } });
    if (isMemberPath(target)) await logInContext(context, origin);
    const page = await context.newPage();
    await page.goto(target, { waitUntil: 'load' });
    // Until the live page has replaced the one rendered ahead, and the requests that fill it are done.
    await page.waitForFunction(() => !document.getElementById('prerendered-page'), undefined, { timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    await context.close();
  }
  const after = cpuByKind();
  const perLoad = Object.fromEntries(Object.keys(after).map((kind) => [kind, Math.round((after[kind] - (before[kind] ?? 0)) / RUNS)]));
  const total = Object.values(perLoad).reduce((sum, ms) => sum + ms, 0);
  console.log(`${target}: ${RUNS} cold loads in fresh contexts, ${Date.now() - started} ms of wall time${extraFlags.length ? `, with ${extraFlags.join(' ')}` : ''}`);
  console.log(`CPU per load: ${total} ms in all; ${Object.entries(perLoad).sort((a, b) => b[1] - a[1]).map(([kind, ms]) => `${kind} ${ms} ms`).join(', ')}`);
} finally {
  await browser.close();
  site?.stop();
}
