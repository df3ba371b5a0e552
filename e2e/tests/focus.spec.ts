/**
 * Focus and scroll after a page change (spec section 2): after login focus is on the
 * new page's main heading; a link to another page scrolls to the top and focuses its heading;
 * back keeps the browser's own behaviour.
 */
import { expect, test } from '@playwright/test';
import { logIn } from './support.js';

test('after login focus moves to the heading of /members', async ({ page }) => {
  await logIn(page, 'free@example.com');
  await expect(page).toHaveURL(/\/members$/);
  const heading = page.locator('#content h1');
  await expect(heading).toBeFocused();
  // Focus did not scroll: the page starts at its top.
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test('a link to another page scrolls to the top and focuses the new heading', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 480 });
  await page.goto('/login');
  await expect(page.locator('#content h1')).toBeVisible();
  // The first load leaves focus to the browser.
  await expect(page.locator('#content h1')).not.toBeFocused();
  const link = page.getByTestId('login-signup-link');
  await link.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await link.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/signup$/);
  const heading = page.locator('#content h1');
  await expect(heading).toBeFocused();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  // The next Tab goes to the first control of the new page, not back to the old link's place.
  await page.keyboard.press('Tab');
  const inside = await page.evaluate(() => document.getElementById('content')?.contains(document.activeElement) ?? false);
  expect(inside).toBe(true);
});
