// `npm run measure:login`: how much JavaScript (gzip bytes) a first visit to /login loads until the
// login form is interactive, and how long that takes on localhost. Starts the production build
// the way `npm start` serves it (fresh temp database), opens /login RUNS times in a fresh browser
// context (empty cache), and prints the medians. Budget: 200 KB gzip.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const PORT = Number(process.env.MEASURE_PORT ?? 8191);
const RUNS = Number(process.env.RUNS ?? 7);
const BUDGET_KB = 200;
const base = `http://localhost:${PORT}`;

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

async function startSite() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-measure-'));
  const child = spawn(process.execPath, ['api/dist/main.js'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => String(chunk).includes('Site ready') && resolve());
    child.on('exit', (code) => reject(new Error(`site exited with ${code}`)));
  });
  return { child, dataDir };
}

const site = process.env.MEASURE_URL ? null : await startSite();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
const origin = process.env.MEASURE_URL ?? base;
const runs = [];
try {
  for (let i = 0; i < RUNS; i++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const scripts = new Map();
    page.on('requestfinished', async (request) => {
      const finishedAt = Date.now();
      if (request.resourceType() !== 'script' && !request.url().endsWith('.js')) return;
      const body = await (await request.response())?.body().catch(() => null);
      if (body) scripts.set(request.url(), { raw: body.length, gzip: zlib.gzipSync(body, { level: 9 }).length, finishedAt });
    });
    const started = Date.now();
    await page.goto(`${origin}/login`);
    const submit = page.getByTestId('login-submit');
    await submit.waitFor({ state: 'visible', timeout: 30_000 });
    await page.waitForFunction(() => {
      const button = document.querySelector('[data-testid="login-submit"]');
      return button && !button.hasAttribute('disabled');
    });
    const interactiveAt = Date.now();
    const interactiveMs = interactiveAt - started;
    // Scripts that finished loading before the form was interactive count; what loads after
    // (prefetched or lazy parts) does not. Let the event handlers above finish reading bodies.
    await page.waitForLoadState('networkidle');
    const files = [...scripts.entries()].filter(([, f]) => f.finishedAt <= interactiveAt);
    const later = [...scripts.entries()].filter(([, f]) => f.finishedAt > interactiveAt);
    runs.push({
      interactiveMs,
      gzip: files.reduce((sum, [, f]) => sum + f.gzip, 0),
      raw: files.reduce((sum, [, f]) => sum + f.raw, 0),
      files,
      later,
    });
    await context.close();
  }
} finally {
  await browser.close();
  if (site) {
    site.child.kill('SIGTERM');
    fs.rmSync(site.dataDir, { recursive: true, force: true });
  }
}

const last = runs.at(-1);
console.log(`\nJavaScript loaded until /login is interactive (last run, ${last.files.length} files):`);
for (const [url, f] of last.files.sort((a, b) => b[1].gzip - a[1].gzip)) {
  console.log(`  ${(f.gzip / 1024).toFixed(1).padStart(7)} KB gzip  ${(f.raw / 1024).toFixed(1).padStart(7)} KB raw  ${new URL(url).pathname}`);
}
if (last.later.length) {
  console.log(`Loaded after the form was interactive (not counted): ${last.later.map(([url, f]) => `${new URL(url).pathname} ${(f.gzip / 1024).toFixed(1)} KB`).join(', ')}`);
}
const gzipKb = median(runs.map((r) => r.gzip)) / 1024;
console.log(`\nMedian of ${RUNS} cold loads: ${gzipKb.toFixed(1)} KB gzip JS (${(median(runs.map((r) => r.raw)) / 1024).toFixed(1)} KB raw), interactive after ${median(runs.map((r) => r.interactiveMs))} ms (runs: ${runs.map((r) => r.interactiveMs).join(', ')} ms)`);
console.log(`Budget ${BUDGET_KB} KB gzip: ${gzipKb <= BUDGET_KB ? 'within' : 'OVER'} (${((gzipKb / BUDGET_KB) * 100).toFixed(0)} %)`);
process.exit(gzipKb <= BUDGET_KB ? 0 : 1);
