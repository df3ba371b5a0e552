/**
 * Work the live page must not do at start. Every piece here was a long task on Lighthouse's phone
 * (docs/architecture.md, "Start-up work"): asking ICU whether the locale has number and date data
 * loads those tables (35 to 40 ms in one task in Chromium) on a page that formats no number;
 * react-intl's own createIntl asks on every provider (deploy/webpack/formatjs-intl.mjs). And the
 * likes remote, which nothing of a page's first view needs, loads after the page's first answers
 * (shell/src/likes/likes-companion-slot.tsx).
 */
import { expect, test } from '@playwright/test';
import { logIn } from './support.js';

test('the live /login asks ICU for no locale data: react-intl starts without the check', async ({ page }) => {
  await page.addInitScript(() => {
    const asked: string[] = [];
    (window as unknown as { localeDataAsked: string[] }).localeDataAsked = asked;
    for (const name of ['NumberFormat', 'DateTimeFormat'] as const) {
      // Typed loosely: the two constructors' overloads do not unify.
      const format = Intl[name] as unknown as { supportedLocalesOf: (locales: string | string[]) => string[] };
      const original = format.supportedLocalesOf.bind(format);
      format.supportedLocalesOf = (locales) => {
        asked.push(`${name}.supportedLocalesOf(${String(locales)})`);
        return original(locales);
      };
    }
  });
  await page.goto('/login');
  await expect(page.locator('#prerendered-page')).toHaveCount(0);
  await expect(page.getByTestId('login-submit')).toBeEnabled();
  // The live form shows its texts: the intl the providers made formats messages.
  await expect(page.getByTestId('login-submit')).toHaveText(/\S/);
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => (window as unknown as { localeDataAsked: string[] }).localeDataAsked)).toEqual([]);
});

test("the likes remote loads for /members only after the page's first results have come", async ({ page }) => {
  await logIn(page, 'free@example.com');
  await expect(page).toHaveURL(/\/members$/);
  await page.waitForLoadState('networkidle');
  // A fresh start of /members: its loading state renders first, its search answer comes later.
  const order: string[] = [];
  page.on('requestfinished', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname === '/api/search.php') order.push('search answered');
  });
  page.on('request', (request) => {
    if (/\/remotes\/mf-likes\/[^/]+\/remoteEntry\.js$/.test(new URL(request.url()).pathname)) order.push('likes remote asked');
  });
  // An answer held 1.5 s (well within the companion's 3 s wait for requests) leaves the page idle
  // meanwhile; it is fetched at once, so a slow server does not add to the hold.
  await page.route('**/api/search.php*', async (route) => {
    const held = new Promise((resolve) => setTimeout(resolve, 1_500));
    const response = await route.fetch();
    await held;
    await route.fulfill({ response });
  });
  await page.reload();
  await expect(page.locator('[data-testid^="search-results-card-"]').first()).toBeVisible();
  await expect.poll(() => order, { timeout: 15_000 }).toContain('likes remote asked');
  expect(order.indexOf('search answered'), order.join(' → ')).toBeGreaterThanOrEqual(0);
  expect(order.indexOf('search answered'), order.join(' → ')).toBeLessThan(order.indexOf('likes remote asked'));
});
