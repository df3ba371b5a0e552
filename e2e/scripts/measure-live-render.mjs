// `node e2e/scripts/measure-live-render.mjs [/path]`: what a live badge change costs the page a
// member has open. The measured member (free@) keeps /members (or the path) open at 375 px with
// the CPU slowed down (RATE, 4×); another member (premium@) likes them and takes the like back,
// ROUNDS (7) times. For each like: the main thread's script time from the request until the page
// is quiet again (a CPU profile, idle and the browser's own work left out), and the time from the
// counts.changed event reaching the page to the title showing the new total (both in the page's
// clock). Medians. `npm run build` first; MEASURE_URL to use a running site.
import { chromium } from '@playwright/test';
import { CHROMIUM, CHROMIUM_FLAGS, addMemberCookie, median, memberCookie, startSite } from './measure-site.mjs';

const PORT = Number(process.env.MEASURE_PORT ?? 8229);
const ROUNDS = Number(process.env.ROUNDS ?? 7);
const RATE = Number(process.env.RATE ?? 4);
const target = process.argv.slice(2).find((arg) => arg.startsWith('/')) ?? '/members';

const site = process.env.MEASURE_URL ? null : await startSite(PORT);
const origin = process.env.MEASURE_URL ?? site.origin;
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });

/** Counts the new total shows in the title ("(n) …"), 0 without one. */
const titleTotal = () => Number(document.title.match(/^\((\d+)\) /)?.[1] ?? 0);

try {
  const watched = await memberCookie(origin);
  const liker = await memberCookie(origin, 'premium@example.com');
  const me = await fetch(`${origin}/api/user.php`, { headers: { cookie: watched, accept: 'application/json' } }).then((r) => r.json());
  const like = (method) =>
    fetch(`${origin}/api/like.php`, {
      method,
      headers: { cookie: liker, accept: 'application/json', 'content-type': 'application/json' },
      body: JSON.stringify({ profile_id: me.user.profile.id }),
    });

  const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
  await addMemberCookie(context, origin, watched);
  const page = await context.newPage();
  // When each server event reaches the page: the stream's listeners are wrapped before the shell opens it.
  await page.addInitScript(() => {
    const Original = window.EventSource;
    window.eventTimes = [];
    window.EventSource = class extends Original {
      addEventListener(name, listener, options) {
        super.addEventListener(name, (event) => {
          window.eventTimes.push([name, performance.now()]);
          listener(event);
        }, options);
      }
    };
  });
  await page.goto(`${origin}${target}`);
  await page.waitForFunction(() => document.documentElement.dataset.eventStream === 'leading', undefined, { timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  await like('DELETE');
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: RATE });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });

  const scripts = [];
  const toTitle = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    await page.waitForTimeout(1_000);
    const before = await page.evaluate(titleTotal);
    await page.evaluate(() => (window.eventTimes = []));
    await page.evaluate((expected) => {
      window.titleAt = null;
      const observer = new MutationObserver(() => {
        if (Number(document.title.match(/^\((\d+)\) /)?.[1] ?? 0) !== expected) return;
        window.titleAt = performance.now();
        observer.disconnect();
      });
      observer.observe(document.head, { subtree: true, childList: true, characterData: true });
    }, before + 1);
    await cdp.send('Profiler.start');
    const answer = await like('POST');
    if (!answer.ok) throw new Error(`the like was refused: ${answer.status}`);
    await page.waitForFunction(() => window.titleAt !== null, undefined, { timeout: 10_000 });
    await page.waitForTimeout(1_000);
    const { profile } = await cdp.send('Profiler.stop');
    const quiet = new Set(profile.nodes.filter((node) => ['(idle)', '(program)', '(garbage collector)'].includes(node.callFrame.functionName)).map((node) => node.id));
    let busy = 0;
    profile.samples.forEach((id, index) => {
      if (!quiet.has(id)) busy += profile.timeDeltas[index] ?? 0;
    });
    const { events, titleAt } = await page.evaluate(() => ({ events: window.eventTimes, titleAt: window.titleAt }));
    const counted = events.find(([name]) => name === 'counts.changed');
    scripts.push(busy / 1000);
    if (counted) toTitle.push(titleAt - counted[1]);
    await like('DELETE');
    await page.waitForFunction((expected) => Number(document.title.match(/^\((\d+)\) /)?.[1] ?? 0) === expected, before, { timeout: 10_000 });
  }
  const list = (values) => values.map((value) => Math.round(value)).join(', ');
  console.log(`${target} at ${RATE}× CPU, ${ROUNDS} likes`);
  console.log(`script time per like: median ${Math.round(median(scripts))} ms (${list(scripts)})`);
  console.log(`counts.changed → title: median ${Math.round(median(toTitle))} ms (${list(toTitle)})`);
} finally {
  await browser.close();
  site?.stop();
}
