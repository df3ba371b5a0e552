/** The shell around the remotes: language, one React, and a dead remote that does not take the page down. */
import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, countReactRenderers, logIn, ownClient, uniqueEmail } from './support.js';

test('a visitor switches the language; it changes the page and survives a reload', async ({ page }) => {
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
});

test('a member in a country with several languages switches language and it is saved', async ({ page }) => {
  // Belgium shows nl, fr and de (spec section 9); the demo members live in NL, which shows only nl.
  const answer = await page.request.post('/api/signup.php', {
    headers: ownClient(),
    data: { email: uniqueEmail('belgian'), name: 'Lotte', date_of_birth: '1992-02-02', password: DEMO_PASSWORD, gender: 'female', seeking: 'male', country: 'BE' },
  });
  expect(answer.status()).toBe(201);
  await page.goto('/login');
  await page.getByTestId('language-dropdown').click();
  await expect(page.getByTestId('language-option-en')).toHaveCount(0);
  await page.getByTestId('language-option-fr').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect.poll(async () => (await (await page.request.get('/api/user.php')).json()).user.language).toBe('fr');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
});

test('the page holds exactly one React and one styled-components', async ({ page }) => {
  await countReactRenderers(page);
  await logIn(page, 'premium@example.com');
  await expect(page).toHaveURL(/\/members$/);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/members$/); // a logged-in member who opens /login goes to /members
  // The server sends a member from /login straight to /members, so the page's load event can come
  // before the shared React has been loaded: count once the shell and the remote's page have rendered.
  await expect(page.getByTestId('top-navigation')).toBeVisible();
  await expect(page.getByTestId('search-count')).toBeVisible();
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
