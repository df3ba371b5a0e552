/**
 * A like that fails says so: a member has a profile open, the profile becomes hidden from them
 * (they blocked it from another tab), and the like button's press is answered 404 by the real API.
 * mf-likes asks the shell for a toast on the app bus; the shell shows it, in Dutch, with the API's
 * reason, at 375 and 1280 px, below the top bar (never over its links), without serious or critical
 * axe violations, and the keyboard reaches and closes it.
 */
import { expect, test, type Page } from '@playwright/test';
import { axeViolations, ownClient, uniqueEmail } from './support';

/** A browser request from the page (same-origin, the member's cookie). */
function call(page: Page, method: string, path: string, body?: unknown) {
  return page.evaluate(async ({ method, path, body }) => {
    const answer = await fetch(path, { method, headers: { 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
    return { status: answer.status, body: await answer.json() };
  }, { method, path, body });
}

for (const width of [375, 1280]) {
  test(`at ${width} px a like of a profile hidden meanwhile shows the API's refusal in a toast`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width, height: 800 } });
    const page = await context.newPage();
    // A member of its own, so blocking a profile changes nothing another journey sees.
    const signup = await page.request.post('/api/signup.php', {
      headers: ownClient(),
      data: { email: uniqueEmail('like-failure'), name: 'Liker', date_of_birth: '1990-05-17', password: 'demo1234', gender: 'male', seeking: 'female' },
    });
    expect(signup.status(), await signup.text()).toBe(201);
    const { user } = await (await page.request.get('/api/user.php')).json();
    await page.goto('/members');
    // The auto-like's modal stays out of this journey.
    await page.evaluate((id) => sessionStorage.setItem(`likes-auto-like-asked:${id}`, 'journey'), user.id as number);
    const { profiles } = await (await page.request.get('/api/search.php?all=1')).json();
    const profileId = (profiles as { id: number }[])[width === 375 ? 0 : 1]!.id;

    await page.goto(`/members/${profileId}`);
    const like = page.getByTestId('like-button');
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    await expect(like).toBeEnabled();

    expect(await call(page, 'POST', '/api/block.php', { profile_id: profileId })).toMatchObject({ status: 200 });
    await like.click();

    const toast = page.getByTestId('toast');
    await expect(toast).toHaveText('Je like is niet gelukt. Niet gevonden.');
    await expect(toast).toHaveAttribute('role', 'alert');
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    const box = (await toast.boundingBox())!;
    expect(box.width).toBeLessThanOrEqual(350);
    expect(box.x + box.width).toBeLessThanOrEqual(width);
    // Held by the pointer while it is judged and pictured, so it does not close itself meanwhile.
    await toast.hover();
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath(`like-failure-toast-${width}.png`) });
    // The toast sits under the top bar (its height wraps to two rows on phones), not over its links.
    const bar = (await page.getByTestId('top-navigation').boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(bar.y + bar.height);

    // By keyboard: F8 takes the focus to the toast, Escape closes it and gives the focus back.
    await page.mouse.move(0, 0);
    await like.focus();
    await page.keyboard.press('F8');
    await expect(toast.getByRole('button')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(toast).toBeHidden();
    await expect(like).toBeFocused();

    await call(page, 'DELETE', '/api/block.php', { profile_id: profileId });
    await context.close();
  });
}
