// `npm run measure:login [-- /path …]`: how much JavaScript a first visit loads until the page is
// ready, and how long that takes on localhost: /login until the login form is interactive, / until
// its page remote has settled, and /members (as a logged-in member, MEASURE_MEMBER) until the
// search form and the first results are interactive; /chats until the member's conversations are
// listed and /chats/{chat} (a conversation of the member's) until its messages and the composer
// are there. Without paths: /login, / and /members. For each script it reports the gzip size of the body (what compression
// could send) and the bytes actually transferred (CDP encodedDataLength: what the server sent);
// with compressed delivery the two agree within a few percent. Starts the production build the
// way `npm start` serves it (fresh temp database) unless MEASURE_URL names a running site, opens
// each page RUNS times in a fresh browser context (empty cache) and prints the medians.
// Budget per page (the developers' guide): 200 KB of JavaScript transferred, headers included; the gzip column is what
// zlib at its default level would make of each body, shown beside it for comparison.
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM, CHROMIUM_FLAGS, conversationOfMember, isMemberPath, kb, logInContext, median, startSite } from './measure-site.mjs';

const PORT = Number(process.env.MEASURE_PORT ?? 8215);
const RUNS = Number(process.env.RUNS ?? 7);
const BUDGET_KB = 200;
/** Pages held to the budget. */
const BUDGETED = new Set(['/login', '/members', '/chats', '/chats/{chat}']);

/** When each page counts as ready. */
const PAGES = {
  '/login': async (page) => {
    await page.getByTestId('login-submit').waitFor({ state: 'visible', timeout: 30_000 });
    await page.waitForFunction(() => {
      const button = document.querySelector('[data-testid="login-submit"]');
      return button && !button.hasAttribute('disabled');
    });
  },
  // The page remote of / has settled (mounted, or its contained fallback while it is unpublished).
  '/': async (page) => {
    await page.locator('main [data-testid="remote-slot"]:not([data-status="loading"])').first().waitFor({ timeout: 30_000 });
  },
  // The member's search: the live results on screen (the page rendered ahead has made way) and
  // the search button there, checked every frame (a locator's wait retries up to 500 ms apart, and
  // what loads meanwhile would count).
  '/members': async (page) => {
    await page.waitForFunction(() => {
      const card = document.querySelector('[data-testid^="search-results-card-"]');
      return Boolean(card?.checkVisibility() && document.querySelector('[data-testid="search-submit"]'));
    }, undefined, { polling: 'raf', timeout: 30_000 });
  },
  // The member's conversations listed (or the empty list), each row clickable; checked every
  // frame like /members (the widgets that load once the page has settled must not count).
  '/chats': async (page) => {
    await page.waitForFunction(() => Boolean(document.querySelector('[data-testid="chat-item"], [data-testid="chats-empty"]')?.checkVisibility()), undefined, { polling: 'raf', timeout: 30_000 });
  },
  // A conversation: its messages shown and the composer there to write in, checked every frame.
  '/chats/{chat}': async (page) => {
    await page.waitForFunction(() => Boolean(document.querySelector('[data-testid="message"]')?.checkVisibility() && document.querySelector('[data-testid="composer-text"]')), undefined, { polling: 'raf', timeout: 30_000 });
  },
};
const requested = process.argv.slice(2).filter((arg) => arg.startsWith('/'));
const measured = requested.length ? requested : Object.keys(PAGES);
for (const path of measured) if (!PAGES[path]) throw new Error(`no readiness rule for ${path} (known: ${Object.keys(PAGES).join(', ')})`);

/** One cold load of `path`: the scripts finished before the page was ready, with both sizes. */
async function load(browser, origin, path, url = path) {
  const context = await browser.newContext();
  // A member page is opened with a fresh login's cookie (the cache stays empty).
  if (isMemberPath(url)) await logInContext(context, origin);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const scripts = new Map();
  const transferred = new Map();
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    if (type === 'Script' || new URL(response.url).pathname.endsWith('.js')) scripts.set(requestId, { url: response.url });
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    transferred.set(requestId, { bytes: encodedDataLength, finishedAt: Date.now() });
  });
  const started = Date.now();
  await page.goto(`${origin}${url}`);
  await PAGES[path](page);
  const readyAt = Date.now();
  await page.waitForLoadState('networkidle');
  // Scripts finished before the page was ready count; prefetched or lazy parts loaded later do not.
  const files = [];
  const later = [];
  for (const [requestId, { url }] of scripts) {
    const done = transferred.get(requestId);
    if (!done) continue;
    const body = await cdp.send('Network.getResponseBody', { requestId }).catch(() => null);
    if (!body) continue;
    const bytes = Buffer.from(body.body, body.base64Encoded ? 'base64' : 'utf8');
    const file = { url, raw: bytes.length, gzip: zlib.gzipSync(bytes, { level: 9 }).length, transferred: done.bytes };
    (done.finishedAt <= readyAt ? files : later).push(file);
  }
  await context.close();
  const sum = (key) => files.reduce((total, file) => total + file[key], 0);
  return { readyMs: readyAt - started, raw: sum('raw'), gzip: sum('gzip'), transferred: sum('transferred'), files, later };
}

const site = process.env.MEASURE_URL ? null : await startSite(PORT);
const origin = process.env.MEASURE_URL ?? site.origin;
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
const results = {};
const chatId = measured.includes('/chats/{chat}') ? await conversationOfMember(origin) : null;
try {
  for (const path of measured) {
    results[path] = [];
    for (let i = 0; i < RUNS; i++) results[path].push(await load(browser, origin, path, path.replace('{chat}', String(chatId))));
  }
} finally {
  await browser.close();
  site?.stop();
}

let withinBudget = true;
for (const [path, runs] of Object.entries(results)) {
  const last = runs.at(-1);
  console.log(`\nJavaScript loaded until ${path} is ready (last run, ${last.files.length} files):`);
  for (const f of last.files.sort((a, b) => b.gzip - a.gzip)) {
    console.log(`  ${kb(f.gzip).padStart(9)} gzip ${kb(f.transferred).padStart(9)} sent ${kb(f.raw).padStart(9)} raw  ${new URL(f.url).pathname}`);
  }
  if (last.later.length) {
    console.log(`Loaded after the page was ready (not counted): ${last.later.map((f) => `${new URL(f.url).pathname} ${kb(f.transferred)}`).join(', ')}`);
  }
  const gzip = median(runs.map((r) => r.gzip));
  const sent = median(runs.map((r) => r.transferred));
  console.log(
    `Median of ${RUNS} cold loads of ${path}: ${kb(gzip)} gzip JS, ${kb(sent)} transferred (${((sent / gzip) * 100).toFixed(0)} % of gzip), ` +
      `${kb(median(runs.map((r) => r.raw)))} raw; ready after ${median(runs.map((r) => r.readyMs))} ms (runs: ${runs.map((r) => r.readyMs).join(', ')} ms)`,
  );
  if (BUDGETED.has(path)) {
    const within = sent / 1024 <= BUDGET_KB;
    withinBudget &&= within;
    console.log(`Budget ${BUDGET_KB} KB transferred for ${path}: ${within ? 'within' : 'OVER'}`);
  }
}
process.exit(withinBudget ? 0 : 1);
