/** Keyboard only, on a phone-sized screen: a member can log in without a pointer. */
import { expect, test } from '@playwright/test';

test.use({ viewport: { width: 375, height: 740 }, hasTouch: true });

test('a member logs in with the keyboard alone on a small screen', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByTestId('login-submit')).toBeVisible();
  // Tab from the top of the page until the e-mail field has focus (through the header's links).
  for (let i = 0; i < 30; i++) {
    if (await page.getByTestId('login-email').evaluate((el) => el === document.activeElement)) break;
    await page.keyboard.press('Tab');
  }
  await expect(page.getByTestId('login-email')).toBeFocused();
  await page.keyboard.type('premium@example.com');
  await page.keyboard.press('Tab');
  await expect(page.getByTestId('login-password')).toBeFocused();
  await page.keyboard.type('demo1234');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/members$/);
  // Focus lands on the new page's heading once the page has rendered (the shell's focus rule).
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();

  // The profile menu opens, moves and closes by keyboard.
  await page.getByTestId('profile-dropdown').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('profile-menu-profile')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('profile-menu-profile')).toHaveCount(0);
  await expect(page.getByTestId('profile-dropdown')).toBeFocused();
  // Nothing is wider than the screen.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
