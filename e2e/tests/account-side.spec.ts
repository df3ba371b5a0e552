/**
 * The member's own side, through the browser against the real server: profile and
 * photos, the photo limit, e-mail change, deletion and reactivation, complaints.
 */
import { expect, test, type Page } from '@playwright/test';
import { LOCALES } from '@dating/shared-contracts';
import sharp from 'sharp';
import { DEMO_PASSWORD, axeViolations, linkFromOutbox, logIn, uniqueEmail } from './support.js';
import { freshMember, uniquePhoto, uploadPhoto } from './account-side-support.js';

test('a new member fills the profile and uploads a photo: it becomes main, the alert goes, the top-bar avatar shows it', async ({ page }) => {
  await freshMember(page, 'profile');
  await expect(page.getByTestId('profile-photo-alert')).toBeVisible();
  await expect(page.getByTestId('profile-avatar').locator('img')).toHaveCount(0);

  await page.goto('/profile');
  await page.getByTestId('profile-name').fill('Jorrit');
  await page.getByTestId('profile-gender').getByText('Non-binair').click();
  await page.getByTestId('profile-hair_colour').selectOption('red');
  await page.getByTestId('profile-body_type').selectOption('athletic');
  await page.getByTestId('interest-music').click();
  await page.getByTestId('profile-country').selectOption('NL');
  await page.getByTestId('profile-region').selectOption('Utrecht');
  await page.getByTestId('profile-city').fill('Amersfoort');
  await page.getByTestId('profile-about').fill('Ik fiets graag langs de Eem.');
  await page.getByTestId('profile-save').click();
  await expect(page.getByTestId('profile-saved')).toHaveText('Je profiel is opgeslagen.');
  const { profile } = await (await page.request.get('/api/my-profile.php')).json();
  expect(profile).toMatchObject({ name: 'Jorrit', gender: 'non_binary', hair_colour: 'red', body_type: 'athletic', interests: ['music'], country: 'NL', region: 'Utrecht', city: 'Amersfoort' });
  await expect(page.getByTestId('profile-dropdown')).toContainText('Jorrit');

  await uploadPhoto(page, await uniquePhoto());
  const photo = page.getByTestId('own-photo');
  await expect(photo).toHaveCount(1);
  await expect(photo).toHaveAttribute('data-main', 'true');
  await expect(photo).toHaveAttribute('data-status', 'active');
  await expect(page.getByTestId('profile-photo-alert')).toHaveCount(0);
  const me = (await (await page.request.get('/api/user.php')).json()).user;
  await expect(page.getByTestId('profile-avatar').locator('img')).toHaveAttribute('src', new RegExp(`${me.profile.main_image.thumb_filename}$`));

  // A second photo made main by button: the avatar follows.
  await uploadPhoto(page, await uniquePhoto());
  await expect(photo).toHaveCount(2);
  await photo.nth(1).getByTestId('photo-make-main').click();
  await expect(photo.nth(1)).toHaveAttribute('data-main', 'true');
  const after = (await (await page.request.get('/api/user.php')).json()).user;
  expect(after.profile.main_image.thumb_filename).not.toBe(me.profile.main_image.thumb_filename);
  await expect(page.getByTestId('profile-avatar').locator('img')).toHaveAttribute('src', new RegExp(`${after.profile.main_image.thumb_filename}$`));

  // Reorder by keyboard: the second photo moves to the front.
  await photo.nth(1).getByTestId('photo-earlier').focus();
  await page.keyboard.press('Enter');
  await expect(photo.nth(0)).toHaveAttribute('data-main', 'true');

  // Delete after confirming.
  await photo.nth(1).getByTestId('photo-delete').click();
  await page.getByTestId('photo-delete-confirm').click();
  await expect(photo).toHaveCount(1);
});

test('free@ is refused a 4th photo, with the way to premium', async ({ page }) => {
  await logIn(page, 'free@example.com');
  await expect(page).toHaveURL(/\/members$/);
  await page.goto('/profile');
  await expect(page.getByTestId('photo-count')).toBeVisible();
  const before = await page.getByTestId('own-photo').count();
  expect(before).toBeGreaterThanOrEqual(3);
  await uploadPhoto(page, await uniquePhoto());
  await expect(page.getByTestId('photo-problem')).toContainText('maximum van 3');
  await page.getByTestId('photo-premium-link').click();
  await expect(page).toHaveURL(/\/premium$/);
  const { photos } = await (await page.request.get('/api/photos.php')).json();
  expect(photos).toHaveLength(before);
});

/** Per photo tile: the top of its icon row and of its "make main" button, and any button taller than one line. */
function photoRows(page: Page) {
  return page.getByTestId('own-photo').evaluateAll((tiles) => tiles.map((tile) => {
    const top = (testId: string) => {
      const button = tile.querySelector(`[data-testid="${testId}"]`);
      return button ? Math.round(button.getBoundingClientRect().top) : null;
    };
    const wrapped = Array.from(tile.querySelectorAll('button'))
      .filter((button) => button.getBoundingClientRect().height > 40 || button.scrollWidth > button.clientWidth + 1)
      .map((button) => button.textContent);
    return { tile: Math.round(tile.getBoundingClientRect().top), tools: top('photo-earlier'), makeMain: top('photo-make-main'), wrapped };
  }));
}

test('the photo actions line up under the photos and stay on one line, in every language, at 375 and 1280 px', async ({ page }) => {
  // 11 page loads (one per language, both widths on each) after 3 uploads, on a busy machine.
  test.setTimeout(240_000);
  await freshMember(page, 'photo-rows');
  await page.goto('/profile');
  for (let i = 0; i < 3; i++) {
    await uploadPhoto(page, await uniquePhoto());
    await expect(page.getByTestId('own-photo')).toHaveCount(i + 1);
  }
  for (const language of LOCALES) {
    await page.request.put('/api/user.php', { data: { language } });
    await page.goto('/profile');
    await expect(page.getByTestId('photo-make-main')).toHaveCount(2);
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      const rows = await photoRows(page);
      const where = `${language} at ${width} px`;
      expect(rows.flatMap((row) => row.wrapped), where).toEqual([]);
      // Tiles side by side (same top) have their icon row and their "make main" button at one height.
      for (const row of rows) {
        const beside = rows.filter((other) => other.tile === row.tile);
        expect(new Set(beside.map((other) => other.tools)).size, `${where}: icon rows`).toBe(1);
        expect(new Set(beside.flatMap((other) => (other.makeMain === null ? [] : [other.makeMain]))).size, `${where}: make-main buttons`).toBe(1);
      }
    }
  }
});

test('a member changes the e-mail address through the link in the outbox', async ({ page }) => {
  const email = await freshMember(page, 'mailchange');
  const next = uniqueEmail('mailchange-new');
  await page.goto('/notifications');
  await page.getByTestId('mail-change-email').fill('free@example.com');
  await page.getByTestId('mail-change-password').fill(DEMO_PASSWORD);
  await page.getByTestId('mail-change-submit').click();
  await expect(page.getByTestId('mail-change-email-error')).toHaveText('Dit e-mailadres heeft al een account op deze site.');
  await page.getByTestId('mail-change-email').fill(next);
  await page.getByTestId('mail-change-submit').click();
  await expect(page.getByTestId('mail-change-sent')).toContainText(next);

  const link = await linkFromOutbox(page.request, next, /\/mail-change\/do\?token=/);
  await page.goto(link);
  await expect(page.getByTestId('mail-change-done')).toContainText(next);
  const me = (await (await page.request.get('/api/user.php')).json()).user;
  expect(me.email).toBe(next);
  // The link is single-use.
  await page.goto(link);
  await expect(page.getByTestId('mail-change-failed')).toBeVisible();
  expect(email).not.toBe(next);
});

test('a member deletes the account, sees /account-deleted and comes back through the mailed link', async ({ page }) => {
  const email = await freshMember(page, 'deletion');
  await page.goto('/notifications');
  await page.getByTestId('delete-start').click();
  await expect(page.getByTestId('delete-offer')).toContainText('%');
  await page.getByTestId('delete-continue').click();
  await page.getByTestId('delete-reason').fill('Ik heb iemand ontmoet');
  await page.getByTestId('delete-password').fill('wrong-password');
  await page.getByTestId('delete-submit').click();
  await expect(page.getByTestId('delete-password-error')).toBeVisible();
  await page.getByTestId('delete-password').fill(DEMO_PASSWORD);
  await page.getByTestId('delete-submit').click();
  await expect(page).toHaveURL(/\/account-deleted$/);
  await expect(page.getByTestId('account-deleted-page')).toContainText('14 dagen');
  expect((await (await page.request.get('/api/user.php')).json()).user).toBeNull();

  // Logging in within the 14 days offers reactivation.
  await logIn(page, email);
  await expect(page.getByTestId('reactivate-offer')).toBeVisible();

  const link = await linkFromOutbox(page.request, email, /\/account-deleted\?token=/);
  await page.goto(link);
  await page.getByTestId('reactivate-submit').click();
  await expect(page).toHaveURL(/\/members/);
  const me = (await (await page.request.get('/api/user.php')).json()).user;
  expect(me.email).toBe(email);
});

test('a member reports a profile from /complaints?profile=ID and gets a reference', async ({ page }) => {
  await freshMember(page, 'complaint');
  const { profiles } = await (await page.request.get('/api/search.php?all=1')).json();
  const profileId: number = profiles[0].id;
  await page.goto(`/complaints?profile=${profileId}`);
  await expect(page.getByTestId('complaint-profile')).toContainText(String(profileId));
  await page.getByTestId('complaint-category').selectOption('fake_profile');
  await page.getByTestId('complaint-description').fill('Deze foto’s komen van een stockfotosite.');
  await page.getByTestId('complaint-submit').click();
  await expect(page.getByTestId('complaint-sent')).toContainText(/[A-Z0-9-]{6,}/);
});

/** A white JPEG with coloured rectangles (left, top, width, height as fractions of the picture). */
function banded(width: number, height: number, bands: { left: number; top: number; width: number; height: number; colour: string }[]): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#ffffff' } })
    .composite(bands.map((band) => ({
      input: { create: { width: Math.round(band.width * width), height: Math.round(band.height * height), channels: 3 as const, background: band.colour } },
      left: Math.round(band.left * width),
      top: Math.round(band.top * height),
    })))
    .jpeg({ quality: 95 })
    .toBuffer();
}

/** The strongest channel of the served file at a point (fractions), and the file's size. */
async function servedColour(page: Page, url: string, x: number, y: number) {
  const { data, info } = await sharp(await (await page.request.get(url)).body()).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (Math.min(info.height - 1, Math.floor(y * info.height)) * info.width + Math.min(info.width - 1, Math.floor(x * info.width))) * 3;
  const [r, g, b] = [data[at]!, data[at + 1]!, data[at + 2]!];
  return { colour: r >= g && r >= b ? 'red' : g >= b ? 'green' : 'blue', width: info.width, height: info.height };
}

test('a 3:4 portrait keeps its whole picture (nl, 375 px); a tap on a wide photo chooses what its frame shows (de, 1280 px)', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await freshMember(page, 'photo-focus');
  await page.goto('/profile');
  // Blue along the top, red along the bottom: both must survive in what others see.
  await page.getByTestId('photo-input').setInputFiles({
    name: 'portrait.jpg', mimeType: 'image/jpeg',
    buffer: await banded(600, 800, [{ left: 0, top: 0, width: 1, height: 0.06, colour: '#0000ff' }, { left: 0, top: 0.94, width: 1, height: 0.06, colour: '#ff0000' }]),
  });
  const dialog = page.getByTestId('photo-focus-dialog');
  await expect(dialog).toContainText('Kies wat je foto laat zien');
  await expect(page.getByTestId('photo-focus-preview')).toHaveCSS('object-position', '50% 50%');
  expect(await axeViolations(page)).toEqual([]);
  await page.getByTestId('photo-focus-confirm').click();
  await expect(page.getByTestId('own-photo')).toHaveCount(1);
  const [portrait] = (await (await page.request.get('/api/photos.php')).json()).photos;
  const largest = portrait.sizes.at(-1);
  expect([largest.width, largest.height]).toEqual([600, 800]);
  expect(await servedColour(page, largest.url, 0.5, 0.01)).toMatchObject({ colour: 'blue' });
  expect(await servedColour(page, largest.url, 0.5, 0.99)).toMatchObject({ colour: 'red' });
  // The tile shows the 3:4 frame others see, with a 3× file in its srcset.
  await expect(page.getByTestId('own-photo').locator('img')).toHaveAttribute('srcset', /480w, .* 600w$/);

  // de at 1280 px: green left, red right; a tap at the right edge cuts the frame from the red half.
  // The page's language is the locale cookie's (the language switcher's), as for a visitor.
  await page.context().addCookies([{ name: 'i18n_redirected', value: 'de', url: new URL(page.url()).origin }]);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/profile');
  await page.getByTestId('photo-input').setInputFiles({
    name: 'wide.jpg', mimeType: 'image/jpeg',
    buffer: await banded(1600, 900, [{ left: 0, top: 0, width: 0.5, height: 1, colour: '#00ff00' }, { left: 0.5, top: 0, width: 0.5, height: 1, colour: '#ff0000' }]),
  });
  await expect(dialog).toContainText('Wähle, was dein Foto zeigt');
  const picture = page.getByTestId('photo-focus-picture').locator('img');
  await expect(picture).toHaveJSProperty('complete', true);
  const box = (await picture.boundingBox())!;
  await page.mouse.click(box.x + box.width * 0.95, box.y + box.height / 2);
  await expect(page.getByTestId('photo-focus-preview')).toHaveCSS('object-position', '100% 50%');
  await expect(page.getByTestId('photo-focus-x')).toHaveValue('95');
  await page.getByTestId('photo-focus-confirm').click();
  await expect(page.getByTestId('own-photo')).toHaveCount(2);
  const wide = (await (await page.request.get('/api/photos.php')).json()).photos[1].sizes.at(-1);
  expect([wide.width, wide.height]).toEqual([675, 900]);
  expect(await servedColour(page, wide.url, 0.03, 0.5)).toMatchObject({ colour: 'red' });
  expect(await servedColour(page, wide.url, 0.97, 0.5)).toMatchObject({ colour: 'red' });
});
