/**
 * axe-core on every route of the route table (shared-contracts), as a visitor and as a member, at
 * 375 and 1280 px: no serious or critical violations. The list comes from the table, so a route
 * added later is covered without editing this file; a route whose remote is not published yet
 * shows the shell's contained fallback, which is held to the same rule.
 */
import { expect, test as base, type Page } from '@playwright/test';
import { ROUTES } from '@dating/shared-contracts';
import { axeViolations, DEMO_PASSWORD } from './support.js';

/** A value for each path parameter, so every pattern becomes a real address. */
const PARAMS: Record<string, string> = { id: '1', type: 'new', slug: '', paymentmethod: '' };

/** The address a route pattern opens with sample parameters (optional ones left out). */
function addressOf(pattern: string): string {
  const path = pattern.replace(/\/:(\w+)\??/g, (_, name: string) => (PARAMS[name] ? `/${PARAMS[name]}` : ''));
  return path || '/';
}

/** The page has settled: the request burst is over and the main region has content. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => (document.getElementById('content')?.textContent ?? document.body.textContent ?? '').trim().length > 0);
}

/** Opened at 375 px, then widened to 1280 px: one load per address keeps the suite within CI's time. */
async function checkAtBothWidths(page: Page, address: string) {
  await page.setViewportSize({ width: 375, height: 900 });
  await page.goto(address);
  await settle(page);
  expect(await axeViolations(page), `${address} at 375 px`).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 900 });
  await settle(page);
  expect(await axeViolations(page), `${address} at 1280 px`).toEqual([]);
}

const addresses = [...new Set(ROUTES.map((route) => addressOf(route.path)))];

/**
 * One browser page per worker for the whole sweep. A fresh context per address loaded and compiled
 * every script again, cold, for each of the ~120 addresses: the sweep was a third of the journeys'
 * time. The page keeps only the browser's caches from one address to the next; each test starts
 * from no cookies and empty storage, as a new visitor (or a member who has just logged in) would.
 */
const test = base.extend<{ sweepPage: Page }, { sharedPage: Page }>({
  sharedPage: [async ({ browser }, use, workerInfo) => {
    const { baseURL, locale } = workerInfo.project.use;
    // The site's CSP allows no injected script; axe is the test's own, so the test may bypass it.
    const context = await browser.newContext({ baseURL, locale, reducedMotion: 'reduce', bypassCSP: true });
    await use(await context.newPage());
    await context.close();
  }, { scope: 'worker' }],
  sweepPage: async ({ sharedPage }, use) => {
    // Storage belongs to the site's origin, so it is emptied while the last address is still open.
    if (sharedPage.url().startsWith('http')) await sharedPage.evaluate(() => { localStorage.clear(); sessionStorage.clear(); });
    await sharedPage.goto('about:blank');
    await sharedPage.context().clearCookies();
    await use(sharedPage);
  },
});

// The longest file of the journeys: its tests share nothing but the worker's page, so both workers take them.
test.describe.configure({ mode: 'parallel' });

test.describe('as a visitor', () => {
  for (const address of addresses) {
    test(`${address}: no serious or critical axe violations at 375 and 1280 px`, async ({ sweepPage }) => {
      await checkAtBothWidths(sweepPage, address);
    });
  }
  test('the 404 page: no serious or critical axe violations', async ({ sweepPage }) => {
    await checkAtBothWidths(sweepPage, '/no-such-page');
  });
});

test.describe('as a member', () => {
  test.beforeEach(async ({ sweepPage }) => {
    const answer = await sweepPage.request.post('/api/user.php', { data: { email: 'premium@example.com', password: DEMO_PASSWORD } });
    expect(answer.status()).toBe(200);
  });
  for (const address of addresses) {
    test(`${address}: no serious or critical axe violations at 375 and 1280 px`, async ({ sweepPage }) => {
      await checkAtBothWidths(sweepPage, address);
    });
  }
});
