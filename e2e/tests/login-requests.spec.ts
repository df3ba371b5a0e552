/**
 * What pressing "Inloggen" costs on the wire, until the members route shows its slot: the login
 * itself is the one request that carries the member; the session takes it from there (no
 * refetch), and the badge totals are one record. The members page then asks for its own data.
 */
import { expect, test, type Request } from '@playwright/test';
import { DEMO_PASSWORD } from './support.js';

test('logging in sends the member once and the badge totals once', async ({ page }) => {
  await page.goto('/login');
  await page.getByTestId('login-email').fill('premium@example.com');
  await page.getByTestId('login-password').fill(DEMO_PASSWORD);
  // Everything the page loaded for /login is in; from here on, the login's own traffic.
  await page.waitForLoadState('networkidle');

  const sent: Request[] = [];
  page.on('request', (request) => sent.push(request));
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/members$/);
  await expect(page.locator('[data-testid="remote-slot"][data-remote="mf-search"]')).toHaveAttribute('data-status', /failed|mounted/);
  await page.waitForLoadState('networkidle');

  const api = sent.filter((request) => new URL(request.url()).pathname.startsWith('/api/')).map((request) => `${request.method()} ${new URL(request.url()).pathname}`);
  console.log(`[login requests] all=${sent.length} api=${api.length}: ${sent.map((r) => `${r.method()} ${new URL(r.url()).pathname}`).join(', ')}`);
  expect(api.filter((call) => call === 'POST /api/user.php')).toHaveLength(1);
  expect(api).not.toContain('GET /api/user.php');
  // The session reads the badge totals once; what else is asked is the members page's own data.
  expect(api.filter((call) => call === 'GET /api/counts.php').length).toBeLessThanOrEqual(1);
});
