/**
 * The like button as a widget across remotes: mf-search's cards on /members and its
 * profile page /members/{id} mount mf-likes' 'like-button'. Needs mf-search's pages (the search
 * branch); on the likes branch alone /members has no cards yet, so this journey proves itself after
 * the merge.
 */
import { expect, test, type Browser } from '@playwright/test';
import { logIn } from './support';

async function member(browser: Browser, email: string, block?: RegExp) {
  const context = await browser.newContext({ bypassCSP: true });
  if (block) await context.route(block, (route) => route.abort());
  const page = await context.newPage();
  await logIn(page, email);
  await expect(page).toHaveURL(/\/members$/);
  const { user } = await (await page.request.get('/api/user.php')).json();
  await page.evaluate((id) => sessionStorage.setItem(`likes-auto-like-asked:${id}`, 'journey'), user.id as number);
  return { context, page };
}

test('the like button on a search card likes the profile, and the likes page lists it', async ({ browser }) => {
  const { context, page } = await member(browser, 'premium@example.com');
  const button = page.getByTestId('like-button').first();
  await expect(button).toBeVisible();
  if ((await button.getAttribute('aria-pressed')) === 'true') {
    await button.click();
    await expect(button).toHaveAttribute('aria-pressed', 'false');
  }
  await button.click();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
  await page.goto('/likes/given');
  await expect(page.getByTestId('liked-card').first()).toBeVisible();
  await context.close();
});

test('with mf-likes unreachable the profile page works and the like slot is contained', async ({ browser }) => {
  const { context, page } = await member(browser, 'premium@example.com', /\/remotes\/mf-likes\//);
  const first = page.locator('[data-testid="remote-slot"][data-remote="mf-search"] a[href^="/members/"]').first();
  await expect(first).toBeVisible();
  await first.click();
  await expect(page).toHaveURL(/\/members\/\d+$/);
  await expect(page.locator('[data-testid="remote-slot"][data-remote="mf-search"]').first()).toHaveAttribute('data-status', 'mounted');
  await expect(page.locator('[data-widget-slot="like-button"] [data-testid="remote-slot"]').first()).toHaveAttribute('data-status', 'failed', { timeout: 20_000 });
  await expect(page.getByTestId('top-navigation')).toBeVisible();
  await context.close();
});
