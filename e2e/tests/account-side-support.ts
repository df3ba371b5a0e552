/** Helpers of the member's-own-side journeys: a fresh activated member, a unique photo and its upload, axe. */
import sharp from 'sharp';
import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD, linkFromOutbox, logIn, signUpByApi, uniqueEmail } from './support.js';


/** Signs a new member up through the API, opens the activation link and logs in (destructive journeys never use demo members). */
export async function freshMember(page: Page, label: string): Promise<string> {
  const email = uniqueEmail(label);
  await signUpByApi(page.request, email);
  await page.goto(await linkFromOutbox(page.request, email, /\/api\/activate\.php\?token=/));
  await expect(page).toHaveURL(/\/activate\/done/);
  // Activation may already have logged the member in; otherwise log in.
  const { user } = await (await page.request.get('/api/user.php')).json();
  if (!user) await logIn(page, email, DEMO_PASSWORD);
  else await page.goto('/members');
  await expect(page).toHaveURL(/\/members$/);
  return email;
}

/**
 * Chooses `photo` in the file input `input` (the browser's dialog) and uploads it from the focus
 * dialog as it opens, cut around the middle.
 */
export async function uploadPhoto(page: Page, photo: Buffer, input = 'photo-input'): Promise<void> {
  await page.getByTestId(input).setInputFiles({ name: 'photo.jpg', mimeType: 'image/jpeg', buffer: photo });
  await page.getByTestId('photo-focus-confirm').click();
}

/**
 * A JPEG no other member has: random 16 × 12 colour blocks scaled up, so its difference hash
 * differs from every other photo (the duplicate check would otherwise keep it pending).
 */
export async function uniquePhoto(): Promise<Buffer> {
  const cells = Buffer.from(Array.from({ length: 16 * 12 * 3 }, () => Math.floor(Math.random() * 256)));
  return sharp(cells, { raw: { width: 16, height: 12, channels: 3 } }).resize(800, 600, { kernel: 'nearest' }).jpeg({ quality: 85 }).toBuffer();
}

