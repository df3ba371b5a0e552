/**
 * The design system's gallery (shared-ui/gallery, static export) held to its reference images at
 * 375 and 1280 px in Dutch and German, and to axe-core: no serious or critical violations.
 * The gallery is built here when its export is older than the sources.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './support.js';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const GALLERY = path.join(ROOT, 'shared-ui', 'gallery');
const DIST = path.join(GALLERY, 'dist');
const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.woff2': 'font/woff2', '.svg': 'image/svg+xml', '.png': 'image/png' };

function newestChange(dir: string): number {
  return fs.readdirSync(dir, { withFileTypes: true }).reduce((newest, entry) => {
    const full = path.join(dir, entry.name);
    const time = entry.isDirectory() ? newestChange(full) : fs.statSync(full).mtimeMs;
    return Math.max(newest, time);
  }, 0);
}

function buildIfStale() {
  const built = fs.existsSync(path.join(DIST, 'index.html')) ? fs.statSync(path.join(DIST, 'index.html')).mtimeMs : 0;
  const sources = Math.max(...['src', 'public'].map((d) => newestChange(path.join(ROOT, 'shared-ui', d))), newestChange(path.join(GALLERY, 'src')));
  if (built < sources) execFileSync('npm', ['run', 'gallery', '-w', '@dating/shared-ui'], { cwd: ROOT, stdio: 'ignore' });
}

let server: http.Server;
let base = '';

test.beforeAll(async () => {
  buildIfStale();
  // A plain static server on a free port: the gallery is files only.
  server = http.createServer((request, response) => {
    const name = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname).replace(/^\/+/, '') || 'index.html';
    const file = path.join(DIST, path.normalize(name));
    if (!file.startsWith(DIST) || !fs.existsSync(file)) return void response.writeHead(404).end();
    response.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' }).end(fs.readFileSync(file));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

test.use({ bypassCSP: true, reducedMotion: 'reduce' });

async function openGallery(page: Page, lang: 'nl' | 'de', width: number) {
  await page.setViewportSize({ width, height: 900 });
  await page.goto(`${base}/index.html?lang=${lang}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Fixed fonts: the self-hosted font must be in use before a picture is taken.
  // Lazy photos below the fold would load mid-screenshot: load them all first.
  await page.evaluate(() => document.images && Array.from(document.images).forEach((img) => (img.loading = 'eager')));
  await page.waitForFunction(() => Array.from(document.images).every((img) => img.complete));
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  expect(await page.evaluate(() => document.fonts.check("16px 'Nunito Variable'"))).toBe(true);
}

/**
 * Waits until the open dialog's animations are done and two frames have been drawn since: on a
 * loaded machine the DOM can hold the sheet before any frame shows it, and a screenshot taken
 * then (twice, 100 ms apart) is of the page without it.
 */
async function settledFrames(page: Page) {
  await page.evaluate(async () => {
    await Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined)));
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

for (const lang of ['nl', 'de'] as const) {
  for (const width of [375, 1280]) {
    test(`gallery ${lang} at ${width} px matches its reference and has no serious accessibility violations`, async ({ page }) => {
      await openGallery(page, lang, width);
      await expect(page).toHaveScreenshot(`gallery-${lang}-${width}.png`, { fullPage: true, animations: 'disabled', maxDiffPixelRatio: 0.002 });

      expect(await axeViolations(page)).toEqual([]);
    });
  }
}

test('the dialog is a bottom sheet on a phone and a centred modal on a wide screen', async ({ page }) => {
  await openGallery(page, 'nl', 375);
  await page.getByTestId('open-sheet').click();
  const sheet = page.getByRole('dialog', { name: 'Filter' });
  await expect(sheet).toBeVisible();
  const box = (await sheet.boundingBox())!;
  expect(Math.round(box.y + box.height)).toBe(900);
  expect(Math.round(box.width)).toBe(375);
  await settledFrames(page);
  await expect(page).toHaveScreenshot('sheet-nl-375.png', { animations: 'disabled' });
  // A picture without the sheet while the DOM still holds it is a painting lag, not a closed dialog.
  await expect(sheet).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByTestId('open-sheet').click();
  const centred = (await page.getByRole('dialog', { name: 'Filter' }).boundingBox())!;
  expect(centred.y + centred.height).toBeLessThan(900);
  expect(centred.width).toBeLessThanOrEqual(500);
});
