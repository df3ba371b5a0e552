/**
 * What the journeys of live pages share: a fresh member in a browser of their own (and the same
 * member in another browser), the wait for the browser's event stream, and the moment a navigation
 * badge and the title show a count, or an element a text.
 */
import { expect, type Browser, type Page } from '@playwright/test';
import { freshMember } from './account-side-support.js';
import { logIn } from './support.js';

/** A fresh member in a browser of their own; the auto-like is marked as asked so its modal stays out of the journey. */
export async function liveMember(browser: Browser, label: string, options: { viewport?: { width: number; height: number }; init?: () => void } = {}) {
  const context = await browser.newContext({ bypassCSP: true, viewport: options.viewport ?? { width: 1280, height: 900 } });
  if (options.init) await context.addInitScript(options.init);
  const page = await context.newPage();
  const email = await freshMember(page, label);
  const { user } = await (await page.request.get('/api/user.php')).json();
  await page.evaluate((id) => sessionStorage.setItem(`likes-auto-like-asked:${id}`, 'journey'), user.id as number);
  return { context, page, email, memberId: user.id as number, profileId: user.profile.id as number };
}

/** The same member in another browser (a context and session of its own), logged in on /members; the auto-like kept out. */
export async function anotherBrowser(browser: Browser, member: { email: string; memberId: number }) {
  const context = await browser.newContext({ bypassCSP: true, viewport: { width: 1280, height: 900 } });
  await context.addInitScript((id) => sessionStorage.setItem(`likes-auto-like-asked:${id}`, 'journey'), member.memberId);
  const page = await context.newPage();
  await logIn(page, member.email);
  await expect(page).toHaveURL(/\/members$/);
  return { context, page };
}

/** Records in the page when the element `testId` first contains `text` (Date.now(), the clock presses are read with). */
export function watchText(page: Page, testId: string, text: string) {
  return page.evaluate(([id, expected]) => {
    const holder = window as unknown as { textShownAt?: number };
    delete holder.textShownAt;
    const observer = new MutationObserver(() => {
      if (!document.querySelector(`[data-testid="${id}"]`)?.textContent?.includes(expected)) return;
      holder.textShownAt = Date.now();
      observer.disconnect();
    });
    observer.observe(document, { subtree: true, childList: true, characterData: true });
  }, [testId, text] as const);
}

/** When the watched text showed (watchText), or null while it has not. */
export const textShownAt = (page: Page) => page.evaluate(() => (window as unknown as { textShownAt?: number }).textShownAt ?? null);

/** Resolves once this tab holds the browser's event stream and it is open. */
export async function streamOpen(page: Page) {
  await expect.poll(() => page.evaluate(() => document.documentElement.dataset.eventStream ?? null), { timeout: 15_000 }).toBe('leading');
}

/**
 * Records in the page when the element `testId` is first pressed (Date.now(), the clock the badge
 * is read with): the moment a member presses, not the moment the journey asked Playwright to, which
 * under load is hundreds of milliseconds earlier (Playwright first waits for the element to be
 * visible, stable and enabled).
 */
export function watchPress(page: Page, testId: string) {
  return page.evaluate((id) => {
    const holder = window as unknown as { pressedAt?: number };
    delete holder.pressedAt;
    document.addEventListener('pointerdown', (event) => {
      if ((event.target as Element | null)?.closest?.(`[data-testid="${id}"]`)) holder.pressedAt ??= Date.now();
    }, { capture: true });
  }, testId);
}

/** When the watched element was pressed (watchPress). */
export async function pressedAt(page: Page): Promise<number> {
  const at = await page.evaluate(() => (window as unknown as { pressedAt?: number }).pressedAt ?? null);
  expect(at, 'the press was seen').not.toBeNull();
  return at!;
}

/** Records in the page when the badge `badgeTestId` and the title first show `count` (Date.now(), the journey's clock too). */
export function watchBadge(page: Page, badgeTestId: string, count: number) {
  return page.evaluate(([testId, expected]) => {
    const holder = window as unknown as { badgeShownAt?: number };
    delete holder.badgeShownAt;
    const shows = () => document.querySelector(`[data-testid="${testId}"]`)?.textContent === String(expected) && document.title.startsWith(`(${expected}) `);
    const observer = new MutationObserver(() => {
      if (!shows()) return;
      holder.badgeShownAt = Date.now();
      observer.disconnect();
    });
    observer.observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
  }, [badgeTestId, count] as const);
}

/** When the watched badge showed its count, or null while it has not. */
export const badgeShownAt = (page: Page) => page.evaluate(() => (window as unknown as { badgeShownAt?: number }).badgeShownAt ?? null);
