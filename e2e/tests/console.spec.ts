/**
 * The staff console (mf-console), two browsers on the production build: a member's upload that
 * copies another member's photo waits for a moderator; the moderator approves it in the console and
 * the member's top bar shows it as their main photo without a reload (the photo.reviewed event).
 * The moderator's queue and the staff bar's count follow the hold and the decision live.
 * An admin reads the decision in the audit log and the member's record. A member's session does
 * not open the console. Axe: no serious violation on the console's pages
 * at 375 and 1280 px. Screenshots of each page at both widths go to the test's output folder.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { axeViolations, DEMO_PASSWORD, signUpByApi, uniqueEmail } from './support.js';
import { uniquePhoto } from './account-side-support.js';

test.use({ reducedMotion: 'reduce' });

async function uploadByApi(request: APIRequestContext, bytes: Buffer) {
  const answer = await request.post('/api/photos.php', { multipart: { photo: { name: 'me.jpg', mimeType: 'image/jpeg', buffer: bytes } } });
  expect(answer.status(), await answer.text()).toBe(201);
  return (await answer.json()).photos as { id: number; status: string; main: boolean }[];
}

/** axe at 375 and 1280 px, with a screenshot at each width. */
async function checkPage(page: Page, name: string, shots: (file: string) => string) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await axeViolations(page), `${name} at ${width} px`).toEqual([]);
    await page.screenshot({ path: shots(`${name}-${width}.png`), fullPage: true });
  }
}

test('a moderator approves a held-back photo and the member\'s top bar shows it as main photo', async ({ browser }, testInfo) => {
  const shots = (file: string) => testInfo.outputPath(file);
  const bytes = await uniquePhoto();

  // Someone else's photo first: the member's copy of it is held back by the duplicate check.
  const first = await browser.newContext();
  await signUpByApi(first.request, uniqueEmail('photo-owner'));
  expect((await uploadByApi(first.request, bytes))[0]!.status).toBe('active');
  await first.close();

  const memberContext = await browser.newContext();
  const member = await memberContext.newPage();
  const copierEmail = uniqueEmail('photo-copier');
  await signUpByApi(member.request, copierEmail);

  // A member's session is no staff session: the console asks for the staff login.
  const memberConsole = await memberContext.newPage();
  await memberConsole.goto('/console/photos');
  await expect(memberConsole).toHaveURL(/\/console\/login$/);
  await expect(memberConsole.getByTestId('console-login-page')).toBeVisible();
  await memberConsole.close();

  const staffContext = await browser.newContext();
  const moderator = await staffContext.newPage();
  await moderator.goto('/console/login');
  await moderator.getByTestId('console-login-email').fill('moderator@example.com');
  await moderator.getByTestId('console-login-password').fill(DEMO_PASSWORD);
  await moderator.getByTestId('console-login-submit').click();
  await expect(moderator).toHaveURL(/\/console$/);
  await expect(moderator.getByTestId('staff-who')).toContainText('Moderator');
  await expect(moderator.getByTestId('console-place-photos')).toBeVisible();
  await expect(moderator.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await checkPage(moderator, 'console-start', shots);

  await moderator.getByTestId('staff-nav-console-photos').click();
  await expect(moderator.getByTestId('console-photos-page')).toBeVisible();
  // The bar's count of waiting photos, as the API tells it (no badge while none waits).
  const barCount = moderator.getByTestId('staff-count-photos');
  const waitingPhotos = async () => (await (await staffContext.request.get('/api/staff-queues.php')).json()).queues.photos as number;
  const expectBarCount = async (count: number) => (count === 0 ? expect(barCount).toHaveCount(0) : expect(barCount).toHaveText(String(count)));
  // Once the staff stream is open, the page and the bar have read what it did not carry.
  await expect(moderator.locator('html[data-staff-stream="open"]')).toHaveCount(1);
  const before = await waitingPhotos();
  await expectBarCount(before);

  // The member's copy is held back while the moderator looks: the queue and the bar's count follow live.
  const [held] = await uploadByApi(member.request, bytes);
  expect(held).toMatchObject({ status: 'pending', main: true });
  const card = moderator.locator(`[data-testid="pending-photo"][data-photo-id="${held!.id}"]`);
  await expect(card).toBeVisible();
  await expectBarCount(before + 1);
  await member.goto('/profile');
  await expect(member.getByTestId('own-photo')).toHaveAttribute('data-status', 'pending');
  await expect(member.getByTestId('profile-avatar').locator('img')).toHaveCount(0);
  await expect(card.getByTestId('similar-photo')).toBeVisible();
  await checkPage(moderator, 'console-photos', shots);
  // Rejecting without a reason is refused in the page, and changes nothing.
  await card.getByTestId('photo-reject').click();
  await expect(card.getByTestId('photo-reason')).toHaveAttribute('aria-invalid', 'true');
  await card.getByTestId('photo-approve').click();
  await expect(card).toHaveCount(0);
  await expectBarCount(before);

  // The member's page follows live: the photo is active and the top bar shows it.
  await expect(member.getByTestId('own-photo')).toHaveAttribute('data-status', 'active');
  const me = (await (await member.request.get('/api/user.php')).json()).user;
  expect(me.profile.main_image).not.toBeNull();
  await expect(member.getByTestId('profile-avatar').locator('img')).toHaveAttribute('src', new RegExp(`${me.profile.main_image.thumb_filename}$`));

  // An admin finds the decision in the audit log.
  await moderator.getByTestId('staff-logout').click();
  await expect(moderator).toHaveURL(/\/console\/login$/);
  await checkPage(moderator, 'console-login', shots);
  await moderator.getByTestId('console-login-email').fill('admin@example.com');
  await moderator.getByTestId('console-login-password').fill(DEMO_PASSWORD);
  await moderator.getByTestId('console-login-submit').click();
  await expect(moderator.getByTestId('staff-nav-console-audit')).toBeVisible();
  await moderator.getByTestId('staff-nav-console-audit').click();
  await moderator.getByTestId('audit-record-type').fill('profile_image');
  await moderator.getByTestId('audit-record-id').fill(String(held!.id));
  await moderator.getByTestId('audit-apply').click();
  await expect(moderator.getByTestId('audit-entry')).toHaveCount(1);
  await expect(moderator.getByTestId('audit-entry')).toContainText('photo.approve');
  await checkPage(moderator, 'console-audit', shots);

  // The admin finds the member by e-mail and reads their record: the approved photo is there.
  await moderator.getByTestId('staff-nav-console-members').click();
  await moderator.getByTestId('members-query').fill(copierEmail);
  await moderator.getByTestId('members-search').click();
  await expect(moderator.getByTestId('member-result')).toHaveCount(1);
  await checkPage(moderator, 'console-members', shots);
  await moderator.getByTestId('member-result').click();
  await expect(moderator.getByTestId('member-facts')).toContainText(copierEmail);
  await expect(moderator.getByTestId('console-member-page').getByRole('img')).toHaveCount(1);
  await checkPage(moderator, 'console-member-record', shots);

  await memberContext.close();
  await staffContext.close();
});
