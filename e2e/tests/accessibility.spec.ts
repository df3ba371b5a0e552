/**
 * axe-core on every route of the route table (shared-contracts), as a visitor and as a member, at
 * 375 and 1280 px: no serious or critical violations. The list comes from the table, so a route
 * added later is covered without editing this file; a route whose remote is not published yet
 * shows the shell's contained fallback, which is held to the same rule.
 */
import { expect, test, type Page } from '@playwright/test';
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

// The site's CSP allows no injected script; axe is the test's own, so the test may bypass it.
test.use({ reducedMotion: 'reduce', bypassCSP: true });
// The longest file of the journeys: its tests share nothing, so both workers take them.
test.describe.configure({ mode: 'parallel' });

test.describe('as a visitor', () => {
  for (const address of addresses) {
    test(`${address}: no serious or critical axe violations at 375 and 1280 px`, async ({ page }) => {
      await checkAtBothWidths(page, address);
    });
  }
  test('the 404 page: no serious or critical axe violations', async ({ page }) => {
    await checkAtBothWidths(page, '/no-such-page');
  });
});

test.describe('as a member', () => {
  test.beforeEach(async ({ page }) => {
    const answer = await page.request.post('/api/user.php', { data: { email: 'premium@example.com', password: DEMO_PASSWORD } });
    expect(answer.status()).toBe(200);
  });
  for (const address of addresses) {
    test(`${address}: no serious or critical axe violations at 375 and 1280 px`, async ({ page }) => {
      await checkAtBothWidths(page, address);
    });
  }
});
