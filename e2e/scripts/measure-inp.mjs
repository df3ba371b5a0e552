// `npm run measure:inp`: Interaction to Next Paint of the site's typical interactions in Chromium,
// with the CPU slowed down as for Lighthouse's mid-tier phone, calibrated to this machine
// (cpu-calibration.mjs: Lighthouse's benchmark, run in the browser before each round; CPU=4 for
// Lighthouse's fixed 4×). Each page loads unthrottled until it is ready and settled; then the
// slowdown is applied and the interaction runs. INP here is the longest interaction's duration
// (Event Timing, as web-vitals counts it for a page with few interactions). Median of RUNS (3).
// Aim: 200 ms each (docs/performance.md). Starts its own server (MEASURE_PORT, 8217) unless MEASURE_URL.
import os from 'node:os';
import { chromium } from '@playwright/test';
import { CHROMIUM, CHROMIUM_FLAGS, median, logInContext, startSite } from './measure-site.mjs';
import { benchmarkIndex, calibratedSlowdown } from './cpu-calibration.mjs';

const RUNS = Number(process.env.RUNS ?? 3);
const PORT = Number(process.env.MEASURE_PORT ?? 8217);
const FIXED = process.env.CPU ? Number(process.env.CPU) : null;
const AIM_MS = 200;

/** Records every interaction's longest event duration (Event Timing), by interaction id. */
function recordInteractions() {
  const interactions = new Map();
  window.__interactions = interactions;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.interactionId) continue;
      interactions.set(entry.interactionId, Math.max(interactions.get(entry.interactionId) ?? 0, entry.duration));
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
}

/** The page has settled: no page rendered ahead, the network quiet. */
async function settled(page) {
  await page.waitForFunction(() => !document.getElementById('prerendered-page'), undefined, { timeout: 45_000 });
  await page.waitForLoadState('networkidle');
}

/** The interactions: how to open the page (member or not), and what to do once it is ready. */
const INTERACTIONS = {
  'typing in the login form': {
    path: '/login',
    ready: (page) => page.waitForFunction(() => !document.querySelector('[data-testid="login-submit"]')?.hasAttribute('disabled')),
    act: (page) => page.getByTestId('login-email').pressSequentially('anna@example.com', { delay: 30 }),
  },
  'pressing Like on a card': {
    path: '/members',
    member: true,
    ready: (page) => page.locator('[data-testid^="search-results-card-"] [data-testid="like-button"]').first().waitFor({ timeout: 30_000 }),
    act: async (page) => {
      await page.locator('[data-testid^="search-results-card-"] [data-testid="like-button"]:not([aria-pressed="true"])').first().click();
      await page.waitForLoadState('networkidle');
    },
  },
  'opening the filters on /members': {
    path: '/members',
    member: true,
    ready: (page) => page.getByTestId('search-filters-toggle').waitFor({ timeout: 30_000 }),
    act: (page) => page.getByTestId('search-filters-toggle').click(),
  },
  'switching a likes tab': {
    path: '/likes',
    member: true,
    ready: (page) => page.locator('[role="tab"]').nth(1).waitFor({ timeout: 30_000 }),
    act: async (page) => {
      await page.locator('[role="tab"]').nth(1).click();
      await page.waitForLoadState('networkidle');
    },
  },
};

const site = process.env.MEASURE_URL ? null : await startSite(PORT);
const origin = process.env.MEASURE_URL ?? site.origin;
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
const results = Object.fromEntries(Object.keys(INTERACTIONS).map((name) => [name, []]));
const rates = [];
try {
  for (let i = 0; i < RUNS; i++) {
    for (const [name, interaction] of Object.entries(INTERACTIONS)) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
      if (interaction.member) {
        await logInContext(context, origin);
      }
      await context.addInitScript(recordInteractions);
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      const index = await benchmarkIndex(page);
      const rate = FIXED ?? calibratedSlowdown(index);
      rates.push({ index, rate });
      await page.goto(`${origin}${interaction.path}`);
      await settled(page);
      await interaction.ready(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate });
      await interaction.act(page);
      // Event Timing reports an interaction after its next paint.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))));
      const durations = await page.evaluate(() => [...window.__interactions.values()]);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      const inp = durations.length ? Math.max(...durations) : 0;
      results[name].push(inp);
      console.log(`${name} run ${i + 1}: index ${Math.round(index)} → ${rate.toFixed(1)}× CPU: INP ${Math.round(inp)} ms (${durations.length} interactions: ${durations.map(Math.round).join(', ')})`);
      await context.close();
    }
  }
} finally {
  await browser.close();
  site?.stop();
}
console.log(`\nINP, median of ${RUNS} (CPU ${FIXED ? `${FIXED}× fixed` : `calibrated, ${Math.min(...rates.map((r) => r.rate)).toFixed(1)}–${Math.max(...rates.map((r) => r.rate)).toFixed(1)}× from index ${Math.round(Math.min(...rates.map((r) => r.index)))}–${Math.round(Math.max(...rates.map((r) => r.index)))}`}; load average ${os.loadavg().map((n) => n.toFixed(1)).join(' ')}):`);
console.table(Object.entries(results).map(([name, values]) => ({ interaction: name, 'INP ms': Math.round(median(values)), runs: values.map(Math.round).join(', '), [`≤ ${AIM_MS} ms`]: median(values) <= AIM_MS ? 'yes' : 'no' })));
