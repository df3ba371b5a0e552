/**
 * Dev overrides (`?remote-override=`) are a development tool: the production build the site ships
 * must ignore them, so no link can point a visitor's shell at foreign code. (The dev path, where an
 * override replaces a registry entry, is covered by shell/src/remotes/dev-overrides.test.ts.)
 */
import { expect, test } from '@playwright/test';

test('the production shell ignores a remote override and remembers none', async ({ page }) => {
  const overrideHits: string[] = [];
  // Port 9 (discard) on this machine: a request there would mean the override was followed.
  page.on('request', (request) => {
    if (request.url().startsWith('http://127.0.0.1:9/')) overrideHits.push(request.url());
  });
  await page.goto('/login?remote-override=mf-account@http://127.0.0.1:9/mf-manifest.json');
  await expect(page.getByTestId('login-email')).toBeVisible();
  expect(overrideHits).toEqual([]);
  expect(await page.evaluate(() => window.localStorage.getItem('remote-overrides'))).toBeNull();
  const entries = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name));
  expect(entries.some((name) => name.includes('/remotes/mf-account/'))).toBe(true);
});
