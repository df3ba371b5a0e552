/**
 * Likes journeys with two members in two browser contexts: premium@ likes free@, free@
 * sees the new like (badge, title prefix, the received tab, whose look clears the badge), likes back
 * and both get "It's a match" (premium@ on the page already open, from the event stream); the `?t=3` like popup; and with mf-likes' entry unreachable the members area
 * still works with the companion's slot contained; a list longer than a page loads more by
 * keyboard and by scrolling, each profile once. Axe and screenshots at 375 and 1280 px.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { axeViolations, logIn } from './support';

test.describe.configure({ mode: 'serial' });

/** A logged-in member in their own context; the auto-like is marked as asked so its modal stays out of this journey. */
async function member(browser: Browser, email: string, viewport = { width: 1280, height: 900 }) {
  const context = await browser.newContext({ bypassCSP: true, viewport });
  const page = await context.newPage();
  await logIn(page, email);
  await expect(page).toHaveURL(/\/members$/);
  const { user } = await (await page.request.get('/api/user.php')).json();
  await page.evaluate((id) => sessionStorage.setItem(`likes-auto-like-asked:${id}`, 'journey'), user.id as number);
  return { context, page, profileId: user.profile.id as number };
}

/** A browser request from the page (same-origin, the member's cookie). */
function call(page: Page, method: string, path: string, body?: unknown) {
  return page.evaluate(async ({ method, path, body }) => {
    const answer = await fetch(path, { method, headers: { 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
    return { status: answer.status, body: await answer.json() };
  }, { method, path, body });
}

/** The same request for each body, a few at a time from the page; answers the statuses in order. */
function callEach(page: Page, method: string, path: string, bodies: unknown[]) {
  return page.evaluate(async ({ method, path, bodies }) => {
    const statuses: number[] = new Array(bodies.length);
    let next = 0;
    const worker = async () => {
      for (let index = next++; index < bodies.length; index = next++) {
        const answer = await fetch(path, { method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(bodies[index]) });
        statuses[index] = answer.status;
      }
    };
    await Promise.all(Array.from({ length: 6 }, worker));
    return statuses;
  }, { method, path, bodies });
}

test('premium likes free; free sees the new like, likes back, and both get the match modal', async ({ browser }) => {
  // Two members' browsers, screens at two widths and axe: within 60 s on a quiet 2-core machine, not on a busy one.
  test.setTimeout(120_000);
  const premium = await member(browser, 'premium@example.com');
  const free = await member(browser, 'free@example.com', { width: 375, height: 800 });
  // Start clean: earlier runs on the same database may have left likes between the two.
  await call(premium.page, 'DELETE', '/api/like.php', { profile_id: free.profileId });
  await call(free.page, 'DELETE', '/api/like.php', { profile_id: premium.profileId });
  // free@'s auto-like of the day (spec section 7) comes at the first visit of the day, whichever
  // journey makes it: take it now, and look at the received likes, so the badge counts premium@'s alone.
  expect((await call(free.page, 'GET', '/api/auto-like.php')).status).toBe(200);
  expect((await call(free.page, 'POST', '/api/likes-seen.php', {})).status).toBe(200);
  await premium.page.goto('/likes');
  await expect(premium.page.getByTestId('likes-page')).toBeVisible();

  const liked = await call(premium.page, 'POST', '/api/like.php', { profile_id: free.profileId });
  expect(liked).toMatchObject({ status: 200, body: { match: false } });

  // free@: the badge and the title prefix count the new like.
  await free.page.reload();
  await expect(free.page.getByTestId('nav-likes-badge')).toHaveText('1');
  await expect.poll(() => free.page.title()).toMatch(/^\(1\) /);

  // The received tab marks it new; looking at it clears the badge (no liker's profile opened).
  await free.page.goto('/likes');
  const card = free.page.getByTestId('liked-card').filter({ hasText: 'Sanne' });
  await expect(card).toBeVisible();
  await expect(card.getByTestId('like-new')).toBeVisible();
  await expect(free.page.getByTestId('nav-likes-badge')).toBeHidden();
  await expect.poll(() => free.page.title()).not.toMatch(/^\(1\) /);
  expect(await axeViolations(free.page)).toEqual([]);
  await free.page.screenshot({ path: test.info().outputPath('likes-received-375.png'), fullPage: true });

  // Likes back from the list: "It's a match".
  await card.getByTestId('like-button').click();
  await expect(free.page.getByTestId('match-modal')).toContainText('Het is een match!');
  // axeViolations waits for the modal's fade-in: half-way its buttons' colours are part-transparent.
  expect(await axeViolations(free.page)).toEqual([]);
  await free.page.screenshot({ path: test.info().outputPath('likes-match-modal-375.png') });
  // The backdrop closes it.
  await free.page.mouse.click(5, 5);
  await expect(free.page.getByTestId('match-modal')).toBeHidden();

  // premium@ learns of the match at once, on the page still open (the event stream, no reload).
  await expect(premium.page.getByTestId('match-modal')).toContainText('Het is een match!');
  await premium.page.screenshot({ path: test.info().outputPath('likes-match-modal-1280.png') });
  // "View" leads to the profile.
  await premium.page.getByTestId('match-modal-button').click();
  await expect(premium.page).toHaveURL(new RegExp(`/members/${free.profileId}$`));

  // The matches tab and the match page: both photos, when, the way to chat.
  await premium.page.goto('/likes/matches');
  await premium.page.getByTestId('liked-card').filter({ hasText: 'Mark' }).getByRole('link').first().click();
  await expect(premium.page).toHaveURL(new RegExp(`/likes/m/${free.profileId}$`));
  await expect(premium.page.getByTestId('match-when')).toBeVisible();
  await expect(premium.page.getByTestId('match-chat')).toBeVisible();
  expect(await axeViolations(premium.page)).toEqual([]);
  await premium.page.screenshot({ path: test.info().outputPath('likes-match-page-1280.png'), fullPage: true });
  await premium.page.getByTestId('match-chat').click();
  await expect(premium.page).toHaveURL(new RegExp(`/members/${free.profileId}/chat$`));

  await premium.context.close();
  await free.context.close();
});

test('a list longer than a page loads more by keyboard and by scrolling, each profile once', async ({ browser }) => {
  // 130 likes given and taken back by API around the page: longer than a page view.
  test.setTimeout(180_000);
  const premium = await member(browser, 'premium@example.com', { width: 375, height: 800 });
  // Enough likes for three pages of the given list (60 a page): profiles of the search, liked by API.
  const ids = new Set<number>();
  for (let page = 1; ids.size < 130 && page <= 20; page++) {
    const found = await call(premium.page, 'GET', `/api/search.php?all=1&page=${page}`);
    for (const profile of found.body.profiles as { id: number }[]) ids.add(profile.id);
  }
  expect(ids.size).toBeGreaterThan(120);
  // Only the likes made here are taken back after: one premium@ gave before (free@'s match) stays.
  // Six at a time: one after another, the likes were most of this journey's time.
  const liked = [...ids];
  const statuses = await callEach(premium.page, 'POST', '/api/like.php', liked.map((id) => ({ profile_id: id })));
  for (const status of statuses) expect([200, 409]).toContain(status);
  const made = liked.filter((_, index) => statuses[index] === 200);
  const first = await call(premium.page, 'GET', '/api/likes.php');
  expect(first.body.profiles).toHaveLength(60);

  await premium.page.goto('/likes/given');
  const cards = premium.page.getByTestId('liked-card');
  await expect(cards).toHaveCount(60);
  // By keyboard: Tab reaches "more", Enter loads the next page; focus moves to its first card.
  const more = premium.page.getByTestId('likes-more');
  await more.focus();
  await premium.page.keyboard.press('Enter');
  await expect(cards).toHaveCount(120);
  await expect(premium.page.getByTestId('likes-more-status')).toHaveText('60 meer getoond.');
  await expect(cards.nth(60).getByRole('link').first()).toBeFocused();
  await expect(cards).toHaveCount(120);
  expect(await axeViolations(premium.page)).toEqual([]);
  // By scrolling: the list's end near the view asks for the rest.
  await more.scrollIntoViewIfNeeded();
  await expect.poll(() => cards.count()).toBeGreaterThan(120);
  await expect(premium.page.getByTestId('likes-more-status')).toHaveText('Alle likes worden getoond.');
  await expect(more).toBeHidden();
  await premium.page.screenshot({ path: test.info().outputPath('likes-more-375.png'), fullPage: false });
  // Each liked profile once, all of them.
  const shown = await cards.evaluateAll((all) => all.map((card) => card.querySelector('a[href]')?.getAttribute('href')));
  const unique = new Set(shown);
  expect(unique.size).toBe(shown.length);
  for (const id of ids) expect(unique.has(`/members/${id}`)).toBe(true);

  // Clean up for the other journeys.
  expect(await callEach(premium.page, 'DELETE', '/api/like.php', made.map((id) => ({ profile_id: id })))).toEqual(made.map(() => 200));
  await premium.context.close();
});

test('?t=3 shows the like popup after about 3 s and t leaves the URL at once', async ({ browser }) => {
  const free = await member(browser, 'free@example.com');
  await free.page.goto('/likes/received?t=3&x=1');
  await expect(free.page.getByTestId('likes-page')).toBeVisible();
  await expect.poll(() => new URL(free.page.url()).search).toBe('?x=1');
  const entries = await free.page.evaluate(() => window.history.length);
  const start = Date.now();
  await expect(free.page.getByTestId('like-popup')).toBeVisible({ timeout: 8_000 });
  expect(Date.now() - start).toBeGreaterThan(1_500);
  expect(await free.page.evaluate(() => window.history.length)).toBe(entries);
  expect(await axeViolations(free.page)).toEqual([]);
  await free.page.screenshot({ path: test.info().outputPath('likes-popup-1280.png') });
  await free.page.getByTestId('like-popup-view').click();
  await expect(free.page).toHaveURL(/\/members\/\d+$/);
  await free.context.close();
});

test('?lb logs a page bounce when the page is hidden', async ({ browser }) => {
  const free = await member(browser, 'free@example.com');
  await free.page.goto('/likes?lb=1');
  await expect(free.page.getByTestId('likes-page')).toBeVisible();
  const beacon = free.page.waitForRequest((request) => request.url().endsWith('/api/page-hidden.php') && request.method() === 'POST');
  // Playwright cannot minimise the window: announce "hidden" as the browser would.
  await free.page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  const sent = await beacon;
  // (Playwright does not expose a beacon's Blob body; the API test checks what is stored.)
  expect((await sent.response())?.status()).toBe(200);
  await free.context.close();
});

test('with mf-likes unreachable the members area still works and the slots are contained', async ({ browser }) => {
  const context = await browser.newContext({ bypassCSP: true });
  await context.route(/\/remotes\/mf-likes\//, (route) => route.abort());
  const page = await context.newPage();
  await logIn(page, 'free@example.com');
  await expect(page).toHaveURL(/\/members$/);
  // The members page (another remote) mounts although the companion widget cannot load.
  await expect(page.locator('[data-testid="remote-slot"][data-remote="mf-search"]')).toHaveAttribute('data-status', 'mounted');
  await expect(page.getByTestId('top-navigation')).toBeVisible();
  // The likes page shows its contained fallback; the navigation still works.
  await page.goto('/likes');
  await expect(page.locator('main [data-testid="remote-slot"][data-remote="mf-likes"]')).toHaveAttribute('data-status', 'failed', { timeout: 20_000 });
  // The companion widget's slot, outside the page, failed in place too.
  await expect(page.locator('[data-widget-slot="likes-companion"] [data-testid="remote-slot"]')).toHaveAttribute('data-status', 'failed', { timeout: 20_000 });
  await expect(page.getByTestId('top-navigation')).toBeVisible();
  await page.getByTestId('nav-members').click();
  await expect(page).toHaveURL(/\/members$/);
  await expect(page.locator('[data-testid="remote-slot"][data-remote="mf-search"]')).toHaveAttribute('data-status', 'mounted');
  await context.close();
});
