/**
 * Work the live page must not do at start. Every piece here was a long task on Lighthouse's phone
 * (docs/architecture.md, "Start-up work"): asking ICU whether the locale has number and date data
 * loads those tables (35 to 40 ms in one task in Chromium) on a page that formats no number;
 * react-intl's own createIntl asks on every provider (deploy/webpack/formatjs-intl.mjs).
 */
import { expect, test } from '@playwright/test';

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
