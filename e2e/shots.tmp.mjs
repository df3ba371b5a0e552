import { chromium } from '@playwright/test';
const base = 'http://localhost:8150';
const paths = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
for (const width of [375, 1280]) {
  const context = await browser.newContext({ viewport: { width, height: 900 }, locale: 'nl-NL', reducedMotion: 'reduce' });
  await context.addCookies([{ name: 'site-entry-warning', value: '1', url: base }]);
  const page = await context.newPage();
  page.on('pageerror', (e) => console.log('pageerror', e.message));
  page.on('console', (m) => { if (m.type() === 'error') console.log('console', m.text()); });
  for (const p of paths) {
    await page.goto(base + p);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(800);
    const name = p.replace(/[^a-z0-9]+/gi, '_');
    await page.screenshot({ path: `/tmp/landers/shot${name}_${width}.png`, fullPage: true });
  }
  await context.close();
}
await browser.close();
