// Screenshots of the visitor's account screens (/login, the signup steps) and the member screens
// (mf-search, mf-likes, mf-account) in long-word languages at
// phone and desktop width, against a running build, for a person to look at; it also lists what a
// machine can spot: the page wider than the window, text cut off in a control, a {placeholder} or
// a message key shown raw, and text that is the same as the English catalogue's.
// Usage: node e2e/scripts/screens-locale.mjs <base url> [out dir] [locales, default de,fi] [widths, default 375,1280]
// Logs in as the demo member free@example.com (not in production), whose language it sets per run.
// The build to run it against: `node scripts/build.mjs`, then `PORT=<port> DATA_DIR=<empty folder>
// node api/dist/main.js` (a fresh database seeds itself; /likes/given shows its "more" button once
// free@ has given more than a page of likes, e.g. 61 POST /api/like.php calls).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';

const [, , base = 'http://localhost:8080', outArg, localesArg = 'de,fi', widthsArg = '375,1280'] = process.argv;
const out = outArg ?? fs.mkdtempSync(path.join(os.tmpdir(), 'screens-locale-'));
const locales = localesArg.split(',');
const widths = widthsArg.split(',').map(Number);
const EMAIL = 'free@example.com';
const PASSWORD = 'demo1234';

/** The signup steps before the one to show: the answers visual.spec.ts gives. */
async function signupStep(page, step) {
  await page.getByTestId('signup-gender-male').click();
  await page.getByTestId('signup-seeking-female').click();
  await page.getByTestId('signup-next').click();
  if (step === 2) return page.getByTestId('signup-name').waitFor();
  await page.getByTestId('signup-name').fill('Joost');
  await page.getByTestId('signup-date-of-birth-year').selectOption('1988');
  await page.getByTestId('signup-date-of-birth-month').selectOption('3');
  await page.getByTestId('signup-date-of-birth-day').selectOption('14');
  await page.getByTestId('signup-next').click();
  await page.getByTestId('signup-email').waitFor();
}

/** A visitor's screens, taken before logging in. */
const VISITOR_SCREENS = [
  { name: 'login', path: '/login', ready: '[data-testid="login-submit"]' },
  { name: 'signup-step1', path: '/signup', ready: '[data-testid="signup-next"]' },
  { name: 'signup-step2', path: '/signup', ready: '[data-testid="signup-next"]', act: (page) => signupStep(page, 2) },
  { name: 'signup-step3', path: '/signup', ready: '[data-testid="signup-next"]', act: (page) => signupStep(page, 3) },
];

/** One screen: its file name, path, and what to do on it before the picture (open a dialog, go a step on). */
const SCREENS = [
  { name: 'members', path: '/members', ready: '[data-testid^="search-results-card-"], [data-testid="search-error"]' },
  { name: 'members-id', path: (ids) => `/members/${ids.member}` },
  { name: 'members-id-block', path: (ids) => `/members/${ids.member}`, act: (page) => page.getByTestId('profile-block').click() },
  { name: 'match-finder', path: '/match-finder' },
  { name: 'match-finder-step2', path: '/match-finder', act: (page) => page.getByTestId('finder-next').click() },
  { name: 'match-finder-step3', path: '/match-finder', act: async (page) => { await page.getByTestId('finder-next').click(); await page.getByTestId('finder-next').click(); } },
  { name: 'match-finder-results', path: '/match-finder', act: finishMatchFinder },
  { name: 'swipe-game', path: '/swipe-game' },
  { name: 'signup-matches', path: '/signup-matches' },
  { name: 'likes', path: '/likes' },
  { name: 'likes-given', path: '/likes/given' },
  { name: 'likes-matches', path: '/likes/matches' },
  { name: 'likes-m-id', path: (ids) => `/likes/m/${ids.match ?? ids.member}` },
  { name: 'profile', path: '/profile' },
  { name: 'notifications', path: '/notifications' },
  { name: 'notifications-delete', path: '/notifications', act: (page) => page.getByTestId('delete-start').click() },
  { name: 'complaints', path: '/complaints' },
  { name: 'mail-change-do', path: '/mail-change/do?token=not-a-token' },
  { name: 'account-deleted', path: '/account-deleted' },
];

/** Goes through the match finder's questions with their defaults and asks for the matches. */
async function finishMatchFinder(page) {
  const finish = page.getByTestId('finder-finish');
  for (let step = 0; step < 10 && !(await finish.isVisible()); step += 1) await page.getByTestId('finder-next').click();
  await finish.click();
  await page.locator('[data-testid^="finder-match-"], [data-testid="finder-none"]').first().waitFor({ timeout: 15_000 });
}

/** What a machine can see wrong on the page: overflow, clipped controls, raw placeholders or keys. */
async function problemsOn(page, englishTexts) {
  return page.evaluate((english) => {
    const found = [];
    const width = window.innerWidth;
    if (document.documentElement.scrollWidth > width + 1) found.push(`page is ${document.documentElement.scrollWidth}px wide in a ${width}px window`);
    const visible = (el) => { const r = el.getBoundingClientRect(); return r.width > 0 && r.height > 0 && getComputedStyle(el).visibility !== 'hidden'; };
    for (const el of document.querySelectorAll('button, a, label, legend, h1, h2, h3, [role="tab"], th, dt')) {
      if (!visible(el)) continue;
      const style = getComputedStyle(el);
      const text = el.textContent.trim().replace(/\s+/g, ' ');
      if (!text) continue;
      if (el.scrollWidth > el.clientWidth + 1 && style.overflowX !== 'visible') found.push(`cut off (${el.scrollWidth}>${el.clientWidth}px): <${el.tagName.toLowerCase()}> "${text.slice(0, 60)}"`);
      const r = el.getBoundingClientRect();
      // A row that scrolls sideways (the top navigation on a phone) may hold items beyond the edge.
      const inScroller = (() => { for (let p = el.parentElement; p; p = p.parentElement) if (/auto|scroll/.test(getComputedStyle(p).overflowX)) return true; return false; })();
      if (!inScroller && (r.right > width + 1 || r.left < -1)) found.push(`outside the window: <${el.tagName.toLowerCase()}> "${text.slice(0, 60)}"`);
    }
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent.trim();
      if (!text || !node.parentElement || !visible(node.parentElement) || node.parentElement.closest('script, style')) continue;
      if (/\{[a-z_]+[,}]/i.test(text)) found.push(`raw placeholder: "${text.slice(0, 80)}"`);
      if (/^[a-z]+(\.[a-zA-Z_-]+)+$/.test(text)) found.push(`raw message key: "${text}"`);
      if (text.length > 3 && english.includes(text)) found.push(`English text: "${text.slice(0, 80)}"`);
    }
    return [...new Set(found)];
  }, englishTexts);
}

/** The English catalogue texts of the member apps (without placeholders), to spot English left on a page. */
function englishTexts() {
  const root = path.resolve(import.meta.dirname, '..', '..');
  const texts = new Set();
  for (const app of ['shell', 'mf-search', 'mf-likes', 'mf-account']) {
    const file = fs.readFileSync(path.join(root, app, 'src', 'i18n', 'messages', 'en.ts'), 'utf8');
    for (const m of file.matchAll(/^\s*'[^']+':\s*['"`](.*)['"`],?\s*$/gm)) if (!m[1].includes('{') && /[a-z]{4}/.test(m[1])) texts.add(m[1].replace(/\\(.)/g, '$1'));
  }
  // Words every language writes the same way are not English left behind.
  for (const same of ['Premium', 'Chats', 'Likes', 'Cookies', 'Privacy', 'Filters', 'Region', 'Queer', 'Single', 'Blond', 'Matches', 'Dating', 'Tattoos']) texts.delete(same);
  return [...texts];
}

/** Opens one screen, prepares it, takes its picture and notes what a machine sees wrong on it. */
async function shoot(page, screen, ids, locale, width) {
  const route = typeof screen.path === 'function' ? screen.path(ids) : screen.path;
  await page.goto(base + route);
  await page.waitForLoadState('networkidle');
  if (screen.ready) await page.locator(screen.ready).first().waitFor({ timeout: 15_000 }).catch(() => {});
  try {
    if (screen.act) await screen.act(page);
  } catch (error) {
    report.push(`${locale} ${width} ${screen.name}: could not prepare (${error.message.split('\n')[0]})`);
  }
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(400);
  const file = path.join(out, `${screen.name}-${locale}-${width}.png`);
  await page.screenshot({ path: file, fullPage: true });
  for (const problem of await problemsOn(page, english)) report.push(`${locale} ${width} ${screen.name}: ${problem}`);
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
const english = englishTexts();
const report = [];
for (const locale of locales) {
  for (const width of widths) {
    const context = await browser.newContext({ viewport: { width, height: width < 576 ? 812 : 900 }, locale, deviceScaleFactor: 1 });
    await context.addCookies([{ name: 'i18n_redirected', value: locale, url: base }]);
    const page = await context.newPage();
    for (const screen of VISITOR_SCREENS) await shoot(page, screen, {}, locale, width);
    const login = await page.request.post(`${base}/api/user.php`, { data: { email: EMAIL, password: PASSWORD } });
    if (!login.ok()) throw new Error(`login as ${EMAIL} failed: ${login.status()} ${await login.text()}`);
    await page.request.put(`${base}/api/user.php`, { data: { language: locale } });
    const found = await (await page.request.get(`${base}/api/search.php`)).json();
    // A match to show on /likes/m/{id}: a profile in both lists, else like back someone who liked the member.
    const likes = await (await page.request.get(`${base}/api/likes.php`)).json();
    let match = likes.profiles.find((given) => likes.liked_by.some((received) => received.id === given.id))?.id;
    if (!match && likes.liked_by[0]) {
      match = likes.liked_by[0].id;
      await page.request.post(`${base}/api/like.php`, { data: { profile_id: match } });
    }
    const ids = { member: found.profiles[0]?.id ?? 1, match };
    for (const screen of SCREENS) await shoot(page, screen, ids, locale, width);
    await context.close();
  }
}
await browser.close();
fs.writeFileSync(path.join(out, 'report.txt'), report.join('\n') + '\n');
console.log(report.join('\n') || 'nothing a machine can spot');
console.log(`screenshots and report.txt in ${out}`);
