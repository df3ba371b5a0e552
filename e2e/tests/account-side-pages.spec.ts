/**
 * Every new page of the member's own side at 375 and 1280 px: axe-core finds no serious or
 * critical violation, and a screenshot is kept in test-results/ to look at.
 */
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { freshMember } from './account-side-support.js';
import { axeViolations } from './support.js';

test.use({ bypassCSP: true });

// The shell's top bar (language and account buttons) is the shell's, checked by its own journey.
const SHELL_BAR = 'header[role="banner"], header';

const SHOTS = path.resolve(import.meta.dirname, '../../test-results/account-side');

const PAGES = [
  { path: '/profile', ready: 'profile-form', member: true },
  { path: '/notifications', ready: 'mail-preferences', member: true },
  { path: '/complaints?profile=1', ready: 'complaint-form', member: true },
  { path: '/complaints', ready: 'complaint-form', member: false },
  { path: '/account-deleted', ready: 'account-deleted-page', member: false },
  { path: '/account-deleted?token=abc', ready: 'reactivate-link', member: false },
  { path: '/mail-change/do?token=expired', ready: 'mail-change-failed', member: false },
  { path: '/complete-signup', ready: 'complete-signup-page', member: true },
] as const;

for (const width of [375, 1280]) {
  test(`the member's own pages at ${width} px have no serious accessibility violations`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    await freshMember(page, `pages-${width}`);
    for (const entry of PAGES.filter((p) => p.member)) {
      await page.goto(entry.path);
      await expect(page.getByTestId(entry.ready)).toBeVisible();
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: path.join(SHOTS, `${entry.path.replace(/[/?=]+/g, '_')}-${width}.png`), fullPage: true });
      expect(await axeViolations(page, [SHELL_BAR]), entry.path).toEqual([]);
    }
    await page.context().clearCookies();
    for (const entry of PAGES.filter((p) => !p.member)) {
      await page.goto(entry.path);
      await expect(page.getByTestId(entry.ready)).toBeVisible();
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: path.join(SHOTS, `visitor${entry.path.replace(/[/?=]+/g, '_')}-${width}.png`), fullPage: true });
      expect(await axeViolations(page, [SHELL_BAR]), entry.path).toEqual([]);
    }
  });
}
