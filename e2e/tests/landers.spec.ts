/**
 * The advertising pages: each lander renders its own design (a reference screenshot at
 * 375 px; the sample profiles come in a fixed order and motion is off under reduced motion), a
 * visitor signs up from a lander and the stored tracking row is the first touch's, member
 * landings for a known and an unknown id, the with_trafficsource signup rule, and axe-core at
 * 375 and 1280 px.
 */
import { unzipSync, strFromU8 } from 'fflate';
import { expect, test, type Page } from '@playwright/test';
import { axeViolations, chooseDateOfBirth, DEMO_PASSWORD, uniqueEmail } from './support';

/** axe-core's source, run through evaluate: the site's CSP (script-src 'self') refuses injected script tags. */

/** The visitor accepted the site-entry warning before (it shows once, on lander layouts in NL and DE). */
const ACCEPTED_ENTRY_WARNING = () => localStorage.setItem('site-entry-warning-seen', String(Date.now()));

/** Every lander (with a niche slug where it takes one) and the design it must show. */
const LANDERS = [
  ['/landers/tinderswipe', 'tinderswipe'],
  ['/landers/alonetonight', 'alonetonight'],
  ['/landers/collagelanding/milf', 'collagelanding'],
  ['/landers/gallery/milf', 'gallery'],
  ['/landers/iconslanding', 'iconslanding'],
  ['/landers/maplanding', 'maplanding'],
  ['/landers/socialnetwork/gay', 'socialnetwork'],
  ['/landers/transitionsvideolanding', 'transitionsvideolanding'],
  ['/landers/video/bbw', 'video'],
] as const;

test.use({ reducedMotion: 'reduce' });
test.beforeEach(async ({ context }) => context.addInitScript(ACCEPTED_ENTRY_WARNING));

/** Opens a page and waits until its photos (and the font) are in, so screenshots are stable. */
async function openSettled(page: Page, path: string, design: string) {
  await page.goto(path);
  // A visitor first sees the page the server rendered ahead; the live page then takes its place.
  await expect(page.locator('#prerendered-page')).toHaveCount(0);
  await expect(page.locator(`[data-lander="${design}"]`)).toBeVisible();
  await expect(page.getByTestId('profile-tile').first()).toBeVisible();
  await page.evaluate(() => Array.from(document.images).forEach((img) => (img.loading = 'eager')));
  await page.waitForFunction(() => Array.from(document.images).every((img) => img.complete));
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}


/** A sample profile a member landing can be about. */
async function sampleProfile(page: Page): Promise<{ id: number; name: string }> {
  const answer = await page.request.get('/api/lander.php?niche=1');
  return (await answer.json()).profiles[0];
}

/** Goes through mf-account's signup steps (in the modal or in place) with a fresh address. */
async function fillSignup(page: Page, email: string) {
  await page.getByTestId('signup-gender-male').click();
  await page.getByTestId('signup-seeking-female').click();
  await page.getByTestId('signup-next').click();
  await page.getByTestId('signup-name').fill('Lander');
  await chooseDateOfBirth(page, '1988-03-14');
  await page.getByTestId('signup-next').click();
  await page.getByTestId('signup-email').fill(email);
  await page.getByTestId('signup-password').fill(DEMO_PASSWORD);
  await page.getByTestId('signup-submit').click();
}

/** What the page logs as an error from now on (a CSP refusal, an uncaught failure). */
function loggedErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

for (const [path, design] of LANDERS) {
  test(`${design} shows its own design at 375 px, logs no error, ends in the signup, and has no serious accessibility violations`, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 900 });
    const errors = loggedErrors(page);
    await openSettled(page, path, design);
    // No page may log an error: the page rendered ahead carries no inline script the CSP would refuse.
    expect(errors).toEqual([]);
    // The lander's bar keeps its height for the toasts, which start below it (shared-ui's topBarHeightVar).
    const barHeight = await page.evaluate(() => document.documentElement.style.getPropertyValue('--top-bar-height'));
    expect(barHeight).toBe(`${(await page.locator('[data-layout="lander"] > header').boundingBox())!.height}px`);
    await expect(page).toHaveScreenshot(`lander-${design}-375.png`, { fullPage: true, animations: 'disabled', maxDiffPixelRatio: 0.01 });
    expect(await axeViolations(page)).toEqual([]);

    await page.getByTestId('lander-signup').first().click();
    await expect(page.getByTestId('signup-gender-male')).toBeVisible();
  });
}

test('the home page, landers and member landings have no serious accessibility violations at 1280 px', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const { id } = await sampleProfile(page);
  const pages: Array<readonly [string, string]> = [
    ['/', 'index'], ...LANDERS, [`/members/${id}/landing`, 'member-landing'], ['/members/2147483000/landing2', 'member-fallback'],
  ];
  for (const [path, design] of pages) {
    await openSettled(page, path, design);
    expect(await axeViolations(page), path).toEqual([]);
  }
});

test('the home page sells the site with members\' photos, a teaser, how it works and trust signals', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 900 });
  await openSettled(page, '/', 'index');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Flirten, chatten en daten op Flirtpunt');
  await expect(page.getByTestId('members-teaser')).toBeVisible();
  await expect(page.getByTestId('trust-signals')).toContainText('Alleen voor volwassenen (18+)');
  await expect(page.getByTestId('trust-signals')).toContainText('Dit teken betekent: fictief profiel');
  expect(await axeViolations(page)).toEqual([]);
  await page.getByTestId('lander-signup').first().click();
  await expect(page.getByTestId('signup-gender-male')).toBeVisible();
});

test('a visitor signs up from a lander; the stored tracking row is the first touch\'s', async ({ page }) => {
  // Each touch is kept by the live page, which takes the place of the page rendered ahead.
  await page.goto('/landers/gallery/milf?network=adnet&ref=r-7&sub1=a&sub2=b&sub3=c');
  await expect(page.locator('#prerendered-page')).toHaveCount(0);
  await expect(page.locator('[data-lander="gallery"]')).toBeVisible();
  // A later touch from another network does not replace the first within 30 days.
  await page.goto('/landers/tinderswipe?network=othernet&ref=x');
  await expect(page.locator('#prerendered-page')).toHaveCount(0);
  await expect(page.locator('[data-lander="tinderswipe"]')).toBeVisible();
  await page.goto('/landers/video');
  await page.getByTestId('lander-signup').first().click();
  const email = uniqueEmail('lander');
  await fillSignup(page, email);
  // The account exists: the photo step (skippable) comes before "check your e-mail".
  await page.getByTestId('signup-photo-skip').click();
  await expect(page.getByRole('dialog', { name: 'Aanmelden' }).getByRole('heading', { name: 'Controleer je e-mail' })).toBeVisible();

  const archive = await page.request.get('/api/my-data.php');
  expect(archive.status()).toBe(200);
  const files = unzipSync(new Uint8Array(await archive.body()));
  const json = Object.entries(files).find(([name]) => name.endsWith('.json'))!;
  const data = JSON.parse(strFromU8(json[1]));
  expect(data.tracking).toEqual([expect.objectContaining({ network: 'adnet', ref: 'r-7', sub1: 'a', sub2: 'b', sub3: 'c' })]);
});

test('a member landing shows a known sample member as the hook, and an unknown id a generic lander', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 900 });
  const { id, name } = await sampleProfile(page);
  await page.goto(`/members/${id}/landing`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${name} wil met je chatten`);
  await expect(page.getByTestId('member-landing')).toHaveAttribute('data-member', String(id));
  expect(await axeViolations(page)).toEqual([]);

  await page.goto(`/members/${id}/landing3/milf`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${name} vindt je leuk`);

  await page.goto(`/members/${id}/signup`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Meld je aan om ${name} te antwoorden`);
  await expect(page.getByTestId('signup-gender-male')).toBeVisible();

  for (const path of ['/members/2147483000/landing', '/members/abc/landing2/milf']) {
    const answer = await page.goto(path);
    expect(answer?.status()).toBe(200);
    await expect(page.locator('#root [data-lander="member-fallback"]')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Iemand wil met je chatten');
  }
});

test('on a site that takes signups only with a traffic source, a lander visitor signs up only with tracking data', async ({ browser }) => {
  const origin = new URL(test.info().project.use.baseURL!);
  const site = `http://bdsm.localhost:${origin.port}`;

  const without = await browser.newPage();
  await without.addInitScript(ACCEPTED_ENTRY_WARNING);
  await without.goto(`${site}/landers/gallery`);
  await without.getByTestId('lander-signup').first().click();
  await fillSignup(without, uniqueEmail('notracking'));
  await expect(without.getByTestId('form-error')).toHaveText('Aanmelden is op deze site alleen mogelijk via een van onze partners.');
  await without.close();

  const tracked = await browser.newPage();
  await tracked.addInitScript(ACCEPTED_ENTRY_WARNING);
  await tracked.goto(`${site}/landers/gallery?network=adnet`);
  await tracked.getByTestId('lander-signup').first().click();
  await fillSignup(tracked, uniqueEmail('tracking'));
  await tracked.getByTestId('signup-photo-skip').click();
  await expect(tracked.getByRole('dialog', { name: 'Aanmelden' }).getByRole('heading', { name: 'Controleer je e-mail' })).toBeVisible();
  await tracked.close();
});
