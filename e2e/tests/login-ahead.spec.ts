/**
 * /login rendered ahead (docs/architecture.md, "Pages rendered ahead"): the HTML the server sends
 * already shows the login form, so the first paint does not wait for the shell and mf-account.
 * A visitor who types before the live page has started loses nothing: the typing and the focus
 * move to the live form, and the stand-in itself sends nothing.
 */
import { expect, test } from '@playwright/test';

test('the server sends /login with its form rendered ahead, in the visitor language', async ({ request }) => {
  const html = await (await request.get('/login?lang=de')).text();
  const ahead = html.match(/<div id="prerendered-page">[\s\S]*?<main[^>]*>([\s\S]*?)<\/main>/)?.[1] ?? '';
  expect(ahead).toContain('name="email"');
  expect(ahead).toContain('name="password"');
  expect(ahead).toContain('<form method="post"');
  expect(ahead).toMatch(/<button disabled="" type="submit"/);
  expect(ahead).toMatch(/<h1[^>]*>Anmelden<\/h1>/);
});

test('what is typed before the live page starts moves to the live form', async ({ page }) => {
  // The shell's start is held back until the visitor has typed into the page rendered ahead.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/main.js*', async (route) => {
    await held;
    await route.continue();
  });
  // The page's scripts wait for main.js, so its load events wait too: the stand-in is there before them.
  await page.goto('/login', { waitUntil: 'commit' });
  const standIn = page.locator('#prerendered-page input[name="email"]');
  await standIn.fill('premium@example.com');
  await page.locator('#prerendered-page input[name="password"]').press('Enter');
  // The stand-in sends nothing: still /login, no credentials in the address.
  expect(new URL(page.url()).search).toBe('');
  await standIn.focus();
  release();

  await expect(page.locator('#prerendered-page')).toHaveCount(0);
  await expect(page.getByTestId('login-email')).toHaveValue('premium@example.com');
  await expect(page.getByTestId('login-email')).toBeFocused();
});
