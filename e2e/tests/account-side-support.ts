/** Helpers of the member's-own-side journeys: a fresh activated member, a unique photo, axe. */
import { createRequire } from 'node:module';
import sharp from 'sharp';
import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD, linkFromOutbox, logIn, signUpByApi, uniqueEmail } from './support.js';

const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

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
 * A JPEG no other member has: random 16 × 12 colour blocks scaled up, so its difference hash
 * differs from every other photo (the duplicate check would otherwise keep it pending).
 */
export async function uniquePhoto(): Promise<Buffer> {
  const cells = Buffer.from(Array.from({ length: 16 * 12 * 3 }, () => Math.floor(Math.random() * 256)));
  return sharp(cells, { raw: { width: 16, height: 12, channels: 3 } }).resize(800, 600, { kernel: 'nearest' }).jpeg({ quality: 85 }).toBuffer();
}

/**
 * Serious and critical axe-core violations of the page (the context needs bypassCSP). `exclude`
 * leaves out parts this spec does not own (the shell's top bar is held to axe by the shell's own
 * accessibility journey).
 */
export async function seriousViolations(page: Page, exclude: string[] = []): Promise<string[]> {
  await page.addScriptTag({ path: AXE });
  return page.evaluate(async (excluded) => {
    const axe = (window as unknown as { axe: { run: (context: unknown) => Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }> } }).axe;
    const result = await axe.run({ include: [['body']], exclude: excluded.map((selector) => [selector]) });
    return result.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  }, exclude);
}
