// Takes 375 px screenshots of /login and the first signup step against a running build.
import { chromium } from '@playwright/test';
const [,, base, suffix] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync'] });
const context = await browser.newContext({ viewport: { width: 375, height: 812 }, locale: 'nl-NL', deviceScaleFactor: 1 });
const page = await context.newPage();
for (const [route, name, testid] of [['/login', 'login', 'login-submit'], ['/signup', 'signup', null]]) {
  await page.goto(base + route);
  if (testid) await page.getByTestId(testid).waitFor();
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  await page.screenshot({ path: `docs/screens/${name}-375-${suffix}.png`, fullPage: true });
}
await browser.close();
