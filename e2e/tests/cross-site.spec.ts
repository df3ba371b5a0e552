/**
 * A real browser on another site (127.0.0.1 is another site than localhost) submits a hidden
 * login form to this site and opens its logout link: the server refuses both, so the visitor is
 * not logged in as the attacker's account and a member is not logged out.
 */
import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD } from './support';

/** The same server under another site's name. */
function otherSite(baseURL: string): string {
  return baseURL.replace('//localhost:', '//127.0.0.1:');
}

test('an auto-submitting login form on another site does not log the visitor in', async ({ page, baseURL }) => {
  await page.goto(`${otherSite(baseURL!)}/api/settings.php`);
  const answer = page.waitForResponse((response) => response.url() === `${baseURL}/api/user.php`);
  await page.evaluate(({ action, password }) => {
    const form = document.createElement('form');
    form.method = 'POST';
    form.action = action;
    for (const [name, value] of Object.entries({ email: 'premium@example.com', password })) {
      const input = document.createElement('input');
      input.name = name;
      input.value = value;
      form.append(input);
    }
    document.body.append(form);
    form.submit();
  }, { action: `${baseURL}/api/user.php`, password: DEMO_PASSWORD });
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
