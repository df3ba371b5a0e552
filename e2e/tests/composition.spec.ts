/** The shell around the remotes: language, one React, and a dead remote that does not take the page down. */
import { expect, test } from '@playwright/test';
import { countReactRenderers, logIn } from './support.js';

test('switching the language changes the page, survives a reload and is saved for the member', async ({ page }) => {
  await logIn(page, 'free@example.com');
  await expect(page).toHaveURL(/\/members$/);
  await page.goto('/login');
  await expect(page.getByTestId('login-submit')).toHaveText('Inloggen');
  await page.getByTestId('language-dropdown').click();
  await page.getByTestId('language-option-en').click();
  await expect(page.getByTestId('login-submit')).toHaveText('Log in');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.reload();
  await expect(page.getByTestId('login-submit')).toHaveText('Log in');
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === 'i18n_redirected')?.value).toBe('en');
  await expect.poll(async () => (await (await page.request.get('/api/user.php')).json()).user.language).toBe('en');
  // Put it back for the other journeys that use this member.
  await page.request.put('/api/user.php', { data: { language: 'nl' } });
});

test('the page holds exactly one React and one styled-components', async ({ page }) => {
  await countReactRenderers(page);
  await logIn(page, 'premium@example.com');
  await expect(page).toHaveURL(/\/members$/);
  await page.goto('/login');
  await expect(page.getByTestId('login-submit')).toBeVisible();
  const versions = await page.evaluate(() => (window as unknown as { __reactRendererVersions: string[] }).__reactRendererVersions);
  expect(versions).toHaveLength(1);
  // Each styled-components copy keeps its own style sheet element.
  await expect(page.locator('style[data-styled]')).toHaveCount(1);
});

test('with mf-account unreachable, /login shows the fallback while the header keeps working', async ({ page }) => {
  await page.route('**/remotes/mf-account/**', (route) => route.abort('connectionrefused'));
  await page.goto('/login');
  await expect(page.getByTestId('remote-fallback')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('top-navigation')).toBeVisible();
  await expect(page.getByTestId('nav-login')).toBeVisible();
  await expect(page.getByTestId('site-footer')).toBeVisible();
  // The header still works: the language dropdown switches the shell's texts.
  await page.getByTestId('language-dropdown').click();
  await page.getByTestId('language-option-de').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');

  // Once the remote is reachable again, Retry brings the login form back without a reload.
  await page.unroute('**/remotes/mf-account/**');
  await page.getByTestId('remote-retry').click();
  await expect(page.getByTestId('login-submit')).toBeVisible({ timeout: 20_000 });
});
