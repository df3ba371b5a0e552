/**
 * The shop in real browsers, with the sandbox provider: a free member buys the best package with
 * iDEAL through the sandbox's checkout; back on the site the result page shows pending and turns
 * completed by itself when the webhook arrives (on the event stream, no reload); the top bar of
 * a second tab turns from "premium" with a 0 badge to "credits", and the receipt is in
 * /transactions, and a photo that was locked for them is sharp; in German at 1280 px and Dutch at
 * 375 px. A failed card payment offers a retry and PayPal. With axe on the shop's pages, and
 * screenshots kept for the closing note.
 */
import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { LOCALE_COOKIE, TIME_BONUS_LOAD_LEAD_MS, TIME_BONUS_MODAL_DELAY_MS } from '@dating/shared-contracts';
import { freshMember } from './account-side-support.js';
import { axeViolations } from './support.js';
import { profileWithPhotos } from './search-support.js';

const SHOTS = path.resolve(import.meta.dirname, '..', '..', 'test-results', 'payments-screens');

async function member(browser: Browser, label: string, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ bypassCSP: true, viewport });
  const page = await context.newPage();
  await freshMember(page, label);
  // A member in the Netherlands (a signup without a country lives in the site's first, the US).
  const moved = await page.request.put('/api/profile.php', { data: { country: 'NL', region: null } });
  expect(moved.status(), await moved.text()).toBe(200);
  const { user } = await (await page.request.get('/api/user.php')).json();
  // The auto-like's modal stays out of these journeys.
  await page.evaluate((id) => sessionStorage.setItem(`likes-auto-like-asked:${id}`, 'journey'), user.id as number);
  return { context, page };
}

/**
 * One of the member's tabs holds the event stream; the others hear it from that one. The tab that
 * went to the checkout and back finds the stream already led by the tab that stayed.
 */
async function streamOpen(...pages: Page[]) {
  const leading = async () => (await Promise.all(pages.map((page) => page.evaluate(() => document.documentElement.dataset.eventStream ?? null)))).includes('leading');
  await expect.poll(leading, { timeout: 15_000 }).toBe(true);
}

async function shot(page: Page, name: string) {
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

/**
 * The purchase in both of the site's main languages, each at one width (German at 1280 px, Dutch
 * at 375 px): prices, legal lines, results and the bar's balance in the page's own language and format.
 */
const PURCHASES = [
  {
    locale: 'de', viewport: { width: 1280, height: 900 }, bestValue: 'Bester Preis', price: '18,75 €', withdrawal: '14 Tagen',
    balance: /1\.?000 Credits/, premium: 'Du bist jetzt Premium', left: 'noch 1.000 Credits',
  },
  {
    locale: 'nl', viewport: { width: 375, height: 800 }, bestValue: 'Beste koop', price: '€ 18,75', withdrawal: '14 dagen',
    balance: /1\.?000 credits/, premium: 'Je bent nu premium', left: 'nog 1.000 credits',
  },
] as const;

for (const { locale, viewport, ...texts } of PURCHASES) {
  test(`a free member buys credits with iDEAL through the sandbox and becomes premium live (${locale}, ${viewport.width} px)`, async ({ browser }) => {
    const { context, page } = await member(browser, `buyer-${locale}-${viewport.width}`, viewport);
    // The language cookie decides the page's language (spec section 1), as the language menu sets it.
    await context.addCookies([{ name: LOCALE_COOKIE, value: locale, url: new URL(page.url()).origin }]);
    const other = await context.newPage();
    // A profile whose second photo is for premium members: locked before the purchase.
    const { id: photoProfile } = await profileWithPhotos(page.request, 2);
    await other.goto(`/members/${photoProfile}`);
    await other.getByTestId('gallery-next').click();
    await expect(other.getByTestId('gallery-photo-1')).toHaveAttribute('data-locked', 'true');
    await expect(other.getByTestId('nav-premium')).toBeVisible();
    await expect(other.getByTestId('nav-credits-badge')).toHaveText('0');

    await page.goto('/credits');
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    const packages = page.getByTestId('package');
    await expect(packages).toHaveCount(4);
    // Euro prices by Intl in the page's language, the time bonus applied (a fresh member), the best value marked.
    await expect(packages.nth(3).getByTestId('best-value')).toHaveText(texts.bestValue);
    await expect(packages.nth(3).getByTestId('package-price')).toContainText(texts.price);
    await expect(page.getByTestId('method').filter({ hasText: 'iDEAL' })).toBeVisible();
    await expect(page.getByTestId('method').filter({ hasText: 'Bancontact' })).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, `credits-${locale}-${viewport.width}`);

    await packages.nth(3).getByTestId('package-choose').click();
    await expect(page).toHaveURL(/\/credits\/4$/);
    await page.getByTestId('method-choice').getByRole('radio', { name: 'iDEAL' }).check();
    await expect(page).toHaveURL(/\/credits\/4\/ideal$/);
    await expect(page.getByTestId('order-total')).toContainText(texts.price);
    await expect(page.getByTestId('legal-lines')).toContainText(texts.withdrawal);
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, `order-${locale}-${viewport.width}`);

    await page.getByTestId('order-pay').click();
    await expect(page).toHaveURL(/\/sandbox\/checkout\?payment=\d+/);
    await page.getByRole('button', { name: 'Pay' }).click();

    const result = page.getByTestId('payment-result');
    await expect(result).toHaveAttribute('data-status', /pending|completed/);
    await streamOpen(page, other);
    await expect(result).toHaveAttribute('data-status', 'completed', { timeout: 15_000 });
    await expect(page.getByTestId('result-balance')).toContainText(texts.balance);
    await expect(page.getByTestId('result-premium')).toContainText(texts.premium);
    await shot(page, `completed-${locale}-${viewport.width}`);

    // The other tab heard it too: the bar offers credits now, with the balance a paying member always sees (plain above 10).
    await expect(other.getByTestId('nav-credits')).toBeVisible();
    await expect(other.getByTestId('nav-premium')).toHaveCount(0);
    await expect(other.getByTestId('nav-credits-badge')).toHaveAttribute('data-kind', 'plain');
    await expect(other.getByTestId('nav-credits-badge')).toHaveAccessibleName(texts.left);
    // Premium now: the photo that was blurred is sharp.
    await other.reload();
    await other.getByTestId('gallery-next').click();
    await expect(other.getByTestId('gallery-photo-1')).not.toHaveAttribute('data-locked', 'true');
    await expect(other.getByTestId('gallery-photo-1').locator('img')).toBeVisible();

    await page.goto('/transactions');
    await expect(page.getByTestId('ledger-line').first()).toHaveAttribute('data-kind', 'purchase');
    await page.getByTestId('ledger-line').first().getByRole('link').click();
    await expect(page.getByTestId('receipt-amount')).toContainText(texts.price);
    await expect(page.getByTestId('receipt')).toContainText('NL864512379B01');
    await shot(page, `receipt-${locale}-${viewport.width}`);
    await context.close();
  });
}

test('a failed card payment offers a retry and PayPal, and grants nothing', async ({ browser }) => {
  const { context, page } = await member(browser, 'card-failed', { width: 1280, height: 900 });
  await page.goto('/credits/1/visa');
  await page.getByTestId('order-pay').click();
  await expect(page).toHaveURL(/\/sandbox\/checkout/);
  await page.getByRole('button', { name: 'Fail' }).click();
  await expect(page.getByTestId('payment-result')).toHaveAttribute('data-status', 'failed', { timeout: 15_000 });
  await expect(page.getByTestId('retry-card')).toBeVisible();
  await shot(page, 'card-failed-1280');
  await page.getByTestId('retry-paypal').click();
  await expect(page).toHaveURL(/\/credits\/1\/paypal$/);
  const { user } = await (await page.request.get('/api/user.php')).json();
  expect(user).toMatchObject({ credits: 0, paid_user: false });
  await context.close();
});

test('a member about to delete the account takes the stay offer: /credits applies their own code, and a typed code is checked before paying', async ({ browser }) => {
  const { context, page } = await member(browser, 'stayer', { width: 375, height: 800 });
  await page.goto('/notifications');
  await page.getByTestId('delete-start').click();
  await expect(page.getByTestId('delete-offer')).toContainText('50%');
  await page.getByTestId('delete-stay').click();
  await expect(page).toHaveURL(/\/credits$/);
  // The stay code (50 %, for weeks) beats the new member's time bonus (25 %, hours).
  await expect(page.getByTestId('discount-banner')).toContainText('50% korting op alle pakketten. Geldig tot');
  await page.getByTestId('package-choose').nth(3).click();
  await expect(page.getByTestId('discount-code')).toHaveValue(/^STAY-[A-Z2-9]{8}$/);
  await expect(page.getByTestId('order-total')).toContainText('12,50');
  await page.getByTestId('discount-code').fill('NOSUCHCODE');
  await expect(page.getByTestId('order-total')).toContainText('25,00');
  await page.getByTestId('discount-apply').click();
  await expect(page.getByTestId('discount-code-error')).toHaveText('Code niet gevonden');
  expect(await axeViolations(page)).toEqual([]);
  await shot(page, 'order-code-refused-375');
  // On a German page the API's refusal is German too, whatever the member's saved language (Dutch).
  await context.addCookies([{ name: LOCALE_COOKIE, value: 'de', url: new URL(page.url()).origin }]);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await page.getByTestId('discount-code').fill('NOSUCHCODE');
  await page.getByTestId('discount-apply').click();
  await expect(page.getByTestId('discount-code-error')).toHaveText('Code nicht gefunden');
  await context.close();
});

test('a new member with 0 credits gets the time-bonus modal 40 s into the members area, with its countdown, in German at 375 px', async ({ browser }) => {
  const { context, page } = await member(browser, 'bonus-de', { width: 375, height: 800 });
  // The language cookie decides the page's language (spec section 1), as the language menu sets it.
  await context.addCookies([{ name: LOCALE_COOKIE, value: 'de', url: new URL(page.url()).origin }]);
  // The browser's clock is the test's: the 40 s are jumped over, not waited for.
  await page.clock.install();
  const paymentsCode: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/remotes/mf-payments/')) paymentsCode.push(request.url());
  });
  // The members page's own slot (widgets on it, the like buttons and the companion, mount slots of their own).
  const searchPage = page.locator('[data-testid="remote-slot"][data-remote="mf-search"][data-exposed="lifecycles"]');
  await page.goto('/members');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(searchPage).toHaveAttribute('data-status', 'mounted');
  const slot = page.locator('[data-remote="mf-payments"][data-exposed="time-bonus-modal"]');
  // The page starts without mf-payments' code: the widget loads shortly before the modal is due.
  // (The count began when the shell started, a moment before this line: the first jump stops short by 10 s.)
  await page.clock.fastForward(TIME_BONUS_MODAL_DELAY_MS - TIME_BONUS_LOAD_LEAD_MS - 10_000);
  await expect(slot).toHaveCount(0);
  expect(paymentsCode).toEqual([]);
  await page.clock.fastForward(10_000);
  await expect(slot).toHaveAttribute('data-status', 'mounted');
  await expect(page.getByTestId('time-bonus-modal')).toHaveCount(0);
  await page.clock.fastForward(TIME_BONUS_LOAD_LEAD_MS);
  const modal = page.getByTestId('time-bonus-modal');
  await expect(modal).toContainText('Schnell sein lohnt sich');
  await expect(page.getByTestId('time-bonus-modal-countdown')).toHaveText(/^Noch 3:5\d:\d\d$/);
  expect(await axeViolations(page)).toEqual([]);
  await shot(page, 'time-bonus-modal-de-375');
  await modal.getByRole('button', { name: 'Zu den Paketen' }).click();
  await expect(page).toHaveURL(/\/credits$/);
  await expect(page.getByTestId('time-bonus-countdown')).toHaveText(/^Noch 3:5\d:\d\d$/);
  // Taken once, the modal stays away: the members area again, 40 s on.
  await page.goto('/members');
  await expect(searchPage).toHaveAttribute('data-status', 'mounted');
  await page.clock.fastForward(TIME_BONUS_MODAL_DELAY_MS - TIME_BONUS_LOAD_LEAD_MS);
  await expect(slot).toHaveAttribute('data-status', 'mounted');
  await page.clock.fastForward(TIME_BONUS_LOAD_LEAD_MS);
  await expect(page.getByTestId('time-bonus-modal')).toHaveCount(0);
  await context.close();
});

test('/pricing shows a visitor the packages and methods, and the way to sign up', async ({ page }) => {
  await page.goto('/pricing');
  await expect(page.getByTestId('package')).toHaveCount(4);
  await expect(page.getByTestId('package-choose')).toHaveCount(0);
  await expect(page.getByTestId('method').first()).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await shot(page, 'pricing-visitor-1280');
});

test('/pricing in German at 375 px: euro prices by the German format, the texts in German, axe clean', async ({ browser }) => {
  const context = await browser.newContext({ bypassCSP: true, viewport: { width: 375, height: 800 }, locale: 'de-DE' });
  const page = await context.newPage();
  await page.goto('/pricing?lang=de');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Preise');
  await expect(page.getByTestId('package').nth(3).getByTestId('best-value')).toHaveText('Bester Preis');
  await expect(page.getByTestId('package').nth(3).getByTestId('package-price')).toHaveText('25,00 €');
  await expect(page.getByTestId('package').nth(3)).toContainText('0,25 € pro Nachricht');
  expect(await axeViolations(page)).toEqual([]);
  await shot(page, 'pricing-visitor-de-375');
  await context.close();
});
