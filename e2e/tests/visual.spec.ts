/**
 * Visual regression of the account screens against the production build: /login, each signup
 * step and the 404 page at 375 and 1280 px, compared with the reference images beside this file
 * (update them with --update-snapshots when a change is meant). Pages are made deterministic:
 * reduced motion, animations off, the self-hosted font loaded, the caret hidden.
 */
import { expect, test, type Page } from '@playwright/test';

test.use({ reducedMotion: 'reduce' });

const WIDTHS = [375, 1280] as const;

/** Opens a page at a width and waits until nothing can still move or swap. */
async function open(page: Page, path: string, width: number) {
  await page.setViewportSize({ width, height: 900 });
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('#content h1')).toBeVisible();
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  expect(await page.evaluate(() => document.fonts.check("16px 'Nunito Variable'"))).toBe(true);
}

async function same(page: Page, name: string) {
  await expect(page).toHaveScreenshot(name, { fullPage: true, animations: 'disabled', caret: 'hide', maxDiffPixelRatio: 0.002 });
}

for (const width of WIDTHS) {
  test(`/login at ${width} px matches its reference`, async ({ page }) => {
    await open(page, '/login', width);
    await same(page, `login-${width}.png`);
  });

  test(`the signup steps at ${width} px match their references`, async ({ page }) => {
    await open(page, '/signup', width);
    await same(page, `signup-step1-${width}.png`);
    await page.getByTestId('signup-gender-male').click();
    await page.getByTestId('signup-seeking-female').click();
    await page.getByTestId('signup-next').click();
    await expect(page.getByTestId('signup-name')).toBeFocused();
    await page.locator(':focus').blur();
    await same(page, `signup-step2-${width}.png`);
    await page.getByTestId('signup-name').fill('Joost');
    await page.getByTestId('signup-date-of-birth-year').selectOption('1988');
    await page.getByTestId('signup-date-of-birth-month').selectOption('3');
    await page.getByTestId('signup-date-of-birth-day').selectOption('14');
    await page.getByTestId('signup-next').click();
    await expect(page.getByTestId('signup-email')).toBeFocused();
    await page.locator(':focus').blur();
    await same(page, `signup-step3-${width}.png`);
  });

  test(`the 404 page at ${width} px matches its reference`, async ({ page }) => {
    // Two segments: one segment would be a site's token page (mf-landers' own "no such page").
    await open(page, '/no/such-page', width);
    await same(page, `not-found-${width}.png`);
  });

  test(`an unknown one-segment path (a site's token) at ${width} px is the same 404 page`, async ({ page }) => {
    // mf-landers answers /{token}; an unknown one wears the shell's not-found card, so it matches the same reference.
    await open(page, '/this-does-not-exist', width);
    await same(page, `not-found-${width}.png`);
  });
}
