/**
 * A real browser on another site submits a hidden login form to this site and follows a link to
 * its logout: the server refuses both, so the visitor is not logged in as the attacker's account
 * and a member is not logged out.
 */
import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD } from './support';

/** The same server under another site's name. */
function otherSite(baseURL: string): string {
  return baseURL.replace('//localhost:', '//127.0.0.1:');
}

test('an auto-submitting login form on another site does not log the visitor in', async ({ page, baseURL }) => {
  // The attacker's page, served as http://evil.example (Playwright answers for that host).
  await page.route('http://evil.example/**', (route) => route.fulfill({
    contentType: 'text/html',
    body: `<form method="post" action="${baseURL}/api/user.php"><input name="email" value="premium@example.com"><input name="password" value="${DEMO_PASSWORD}"></form>
      <script>document.forms[0].submit()</script>`,
  }));
  const answer = page.waitForResponse((response) => response.url() === `${baseURL}/api/user.php`);
  await page.goto('http://evil.example/trap.html');
  expect((await answer).status()).toBe(403);
  expect(await (await answer).json()).toMatchObject({ code: 'cross_site_request' });
  const cookies = await page.context().cookies(baseURL!);
  expect(cookies.find((cookie) => cookie.name === 'auth')).toBeUndefined();
});

test('a link to /api/logout.php on another site does not log the member out', async ({ page, baseURL }) => {
  const login = await page.request.post('/api/user.php', { data: { email: 'free@example.com', password: DEMO_PASSWORD } });
  expect(login.status()).toBe(200);
  await page.goto(`${otherSite(baseURL!)}/api/settings.php`);
  await page.evaluate((href) => {
    const link = document.createElement('a');
    link.href = href;
    link.textContent = 'win a prize';
    document.body.append(link);
  }, `${baseURL}/api/logout.php`);
  const answer = page.waitForResponse((response) => response.url() === `${baseURL}/api/logout.php`);
  await page.getByText('win a prize').click();
  expect((await answer).status()).toBe(403);
  const me = await page.request.get('/api/user.php');
  expect((await me.json()).user).toMatchObject({ email: 'free@example.com' });
});
