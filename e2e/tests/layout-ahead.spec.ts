/**
 * The page rendered ahead carries the shell's whole layout (docs/architecture.md, "Pages rendered
 * ahead"): before the shell has started, the visitor already sees the header, the page, the
 * disclaimer with the site's fictional notice and the footer, in their language. The live page
 * then takes its place without painting anything larger or moving anything: the largest paint is
 * the stand-in's, no layout shift is recorded, and every part sits where it stood.
 */
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';

/** The shell's texts the layout shows (shell/src/i18n/messages), per language. */
const SHELL_TEXTS = {
  nl: {
    disclaimer: 'Deze site is alleen voor volwassenen van 18 jaar en ouder.',
    login: 'Inloggen',
    footer: ['Algemene voorwaarden', 'Privacy', 'Cookies', 'Toegangsverbod', 'Tarieven', 'Klachten', 'Retourbeleid', 'Veelgestelde vragen', 'Klantenservice'],
    rights: 'Alle rechten voorbehouden.',
  },
  de: {
    disclaimer: 'Diese Website ist nur für Erwachsene ab 18 Jahren.',
    login: 'Anmelden',
    footer: ['AGB', 'Datenschutz', 'Cookies', 'Zugangssperre', 'Preise', 'Beschwerden', 'Widerrufsbelehrung', 'Häufige Fragen', 'Kundenservice'],
    rights: 'Alle Rechte vorbehalten.',
  },
} as const;
type Language = keyof typeof SHELL_TEXTS;

/** Where the footer links lead (shell/src/navigation/footer.tsx), in their order. */
const FOOTER_HREFS = ['/pages/terms', '/pages/privacy', '/pages/cookies', '/pages/ban', '/pricing', '/complaints', '/pages/return-policy', '/pages/faq', '/pages/service'];

const LANDER = '/landers/gallery/milf';

/** The site's fictional notice in `language`, as the API answers it. */
async function fictionalWarning(request: APIRequestContext, language: Language): Promise<string> {
  const answer = await request.get('/api/settings.php?domain=localhost', { headers: { 'accept-language': language } });
  const warning = ((await answer.json()) as { fictional_warning: string }).fictional_warning;
  expect(warning.length).toBeGreaterThan(10);
  return warning;
}

/** A visitor's page with the shell's script refused: what stays is only what the server sent. */
async function standInOnly(browser: Browser, language: Language, path: string): Promise<Page> {
  const context = await browser.newContext({ locale: language === 'de' ? 'de-DE' : 'nl-NL', viewport: { width: 375, height: 800 } });
  const page = await context.newPage();
  await page.route('**/main.js*', (route) => route.abort());
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  return page;
}

async function expectFooter(page: Page, language: Language) {
  const footer = page.locator('#prerendered-page footer').last();
  await expect(footer).toBeVisible();
  const links = footer.getByRole('link');
  await expect(links).toHaveText([...SHELL_TEXTS[language].footer]);
  expect(await links.evaluateAll((all) => all.map((link) => link.getAttribute('href')))).toEqual(FOOTER_HREFS);
  await expect(footer).toContainText(`Flirtpunt. ${SHELL_TEXTS[language].rights}`);
}

for (const language of ['nl', 'de'] as const) {
  test(`/login arrives in the default layout with its disclaimer, notice and footer, in ${language}`, async ({ browser, request }) => {
    const warning = await fictionalWarning(request, language);
    const page = await standInOnly(browser, language, '/login');
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page.locator('#root')).toBeHidden();
    const standIn = page.locator('#prerendered-page');
    // The header as the live shell shows it to a visitor: the logo home and the login link.
    await expect(standIn.locator('header').first().getByRole('link', { name: SHELL_TEXTS[language].login })).toHaveAttribute('href', '/login');
    await expect(standIn.locator('header').first().locator('a[href="/"] img')).toBeVisible();
    await expect(standIn.getByRole('heading', { level: 1 })).toBeVisible();
    const disclaimer = standIn.locator('aside').last();
    await expect(disclaimer).toContainText(SHELL_TEXTS[language].disclaimer);
    await expect(disclaimer).toContainText(warning);
    await expectFooter(page, language);
    await page.context().close();
  });

  test(`a lander arrives in the lander layout with its notice and footer, in ${language}`, async ({ browser, request }) => {
    const warning = await fictionalWarning(request, language);
    const page = await standInOnly(browser, language, LANDER);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    const standIn = page.locator('#prerendered-page');
    // The lander layout: a small bar with the logo only, no login link and no disclaimer.
    const bar = standIn.locator('header').first();
    await expect(bar.locator('a[href="/"] img')).toBeVisible();
    await expect(bar.getByRole('link')).toHaveCount(1);
    await expect(standIn.locator('[data-lander="gallery"]')).toBeVisible();
    await expect(standIn).toContainText(warning);
    await expectFooter(page, language);
    await page.context().close();
  });
}

/** Records every largest-paint candidate (whether it is in the stand-in) and every layout shift. */
function recordPaints() {
  const record = window as unknown as { paints: { inStandIn: boolean; tag: string; size: number }[]; shifts: { value: number; at: number; what: string[] }[] };
  record.paints = [];
  record.shifts = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { element: Element | null; size: number })[]) {
      record.paints.push({ inStandIn: Boolean(entry.element?.closest('#prerendered-page')), tag: entry.element?.tagName ?? '', size: entry.size });
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node: Node | null }[] })[]) {
      const what = entry.sources.map(({ node }) => (node instanceof Element ? `${node.tagName.toLowerCase()}.${node.className}` : String(node?.nodeName)));
      if (!entry.hadRecentInput) record.shifts.push({ value: entry.value, at: entry.startTime, what });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/** Where the layout's parts and the page's heading are, inside the stand-in or the live root. */
async function boxesIn(page: Page, container: string) {
  return page.evaluate((root) => {
    // The layout's header is the first, its footer and disclaimer the last of their kind (a page may have its own).
    const box = (selector: string) => {
      const element = Array.from(document.querySelectorAll(`${root} ${selector}`)).at(['header', 'main h1', 'main img'].includes(selector) ? 0 : -1);
      if (!element) return null;
      const { x, y, width, height } = element.getBoundingClientRect();
      return { x: Math.round(x), y: Math.round(y), width: Math.round(width), height: Math.round(height) };
    };
    return { header: box('header'), heading: box('main h1'), photo: box('main img'), aside: box('aside'), footer: box('footer') };
  }, container);
}

// An unknown member's landing falls back to the generic lander: its refused call comes with the
// page, so the live page starts from the same fallback instead of asking again. /members stands in
// for a member with their own header, results and photos.
for (const [path, member] of [['/login'], [LANDER], ['/members/2147483000/landing'], ['/members', 'free@example.com']] as const) {
  // A member's /members at 1280 px, where its filters are open: what only the browser knows (a
  // refused location) must not move the results at the swap.
  test(`the live ${path} takes the stand-in's place without a larger paint or a shift${member ? ', for a member' : ''}`, async ({ page }) => {
    await page.setViewportSize(member ? { width: 1280, height: 900 } : { width: 375, height: 800 });
    if (member) expect((await page.request.post('/api/user.php', { data: { email: member, password: 'demo1234' } })).status()).toBe(200);
    await page.addInitScript(recordPaints);
    // The shell's start is held back until the stand-in has been painted and measured.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/main.js*', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(path, { waitUntil: 'commit' });
    await expect(page.locator('#prerendered-page')).toBeVisible();
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    await expect.poll(() => page.evaluate(() => (window as unknown as { paints: unknown[] }).paints.length)).toBeGreaterThan(0);
    // The photos the page wants first have arrived (and been painted) while it stood in.
    await expect.poll(() => page.evaluate(() => Array.from(document.querySelectorAll<HTMLImageElement>('#prerendered-page img[fetchpriority="high"]')).every((image) => image.complete))).toBe(true);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
    const before = await boxesIn(page, '#prerendered-page');
    expect(before.header).not.toBeNull();
    expect(before.footer).not.toBeNull();

    const swapStarts = await page.evaluate(() => performance.now());
    release();
    await expect(page.locator('#prerendered-page')).toHaveCount(0);
    await expect(page.locator('#root')).toBeVisible();
    // What the live page would paint after the swap has been painted by now.
    await page.waitForTimeout(1_000);
    const after = await boxesIn(page, '#root');
    expect(after).toEqual(before);

    const { paints, shifts } = await page.evaluate(() => {
      const record = window as unknown as { paints: { inStandIn: boolean; tag: string; size: number }[]; shifts: { value: number; at: number; what: string[] }[] };
      return { paints: record.paints, shifts: record.shifts };
    });
    expect(paints.length).toBeGreaterThan(0);
    // Every candidate, the last (the Largest Contentful Paint) included, was painted by the stand-in.
    expect(paints.filter((paint) => !paint.inStandIn), JSON.stringify(paints)).toEqual([]);
    if (path === '/login') expect(paints.at(-1)!.tag, JSON.stringify(paints)).toBe('ASIDE');
    if (member) {
      // The member's own page: their menu in the header, the results' first photo the largest paint.
      await expect(page.getByTestId('profile-dropdown')).toBeVisible();
      expect(paints.at(-1)!.tag, JSON.stringify(paints)).toBe('IMG');
    }
    // From the moment the live page may start: the swap and the live page shift nothing.
    const afterSwap = shifts.filter((shift) => shift.at >= swapStarts);
    expect(afterSwap.reduce((sum, shift) => sum + shift.value, 0), JSON.stringify(afterSwap)).toBe(0);
    test.info().annotations.push({ type: 'shifts while the stand-in loaded', description: JSON.stringify(shifts) });
  });
}

for (const path of ['/login', LANDER]) {
  test(`before the site's font arrives, ${path} is laid out as it will be in it, and the font's arrival moves nothing`, async ({ browser }) => {
    const context = await browser.newContext({ locale: 'nl-NL', viewport: { width: 375, height: 800 } });
    const page = await context.newPage();
    await page.addInitScript(recordPaints);
    await page.route('**/main.js*', (route) => route.abort());
    // The font is held back: what paints first is the metric-matched fallback (shared-ui's fonts.ts).
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/*.woff2', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(path, { waitUntil: 'domcontentloaded' });
    await expect(page.locator('#prerendered-page')).toBeVisible();
    expect(await page.evaluate(() => document.fonts.check("16px 'Nunito Variable'"))).toBe(false);
    const before = await boxesIn(page, '#prerendered-page');

    release();
    await page.waitForFunction(() => document.fonts.check("16px 'Nunito Variable'"));
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const after = await boxesIn(page, '#prerendered-page');
    // The header keeps its one row at 375 px (a plain fallback pushed the login link to a second one).
    expect(after.header).toEqual(before.header);
    // The rest stays within a few pixels: the faces match in measure, not glyph for glyph.
    for (const part of ['heading', 'aside', 'footer'] as const) {
      for (const side of ['x', 'y', 'width', 'height'] as const) {
        expect(Math.abs((after[part]?.[side] ?? 0) - (before[part]?.[side] ?? 0)), `${part} ${side}: ${JSON.stringify({ before: before[part], after: after[part] })}`).toBeLessThanOrEqual(4);
      }
    }
    const shifts = await page.evaluate(() => (window as unknown as { shifts: { value: number }[] }).shifts);
    expect(shifts.reduce((sum, shift) => sum + shift.value, 0), JSON.stringify(shifts)).toBeLessThan(0.01);
    await context.close();
  });
}

test('the font faces are read once: the live page\'s styles never make the browser lay out every text again', async ({ page }) => {
  // Chrome re-reads a style sheet's font faces when a rule is added to it, then shapes and lays out
  // all text again; the faces live in a style element of their own that nothing adds to.
  await page.addInitScript(() => {
    const done: number[] = [];
    (window as unknown as { fontLoadsDone: number[] }).fontLoadsDone = done;
    document.fonts.addEventListener('loadingdone', () => done.push(Math.round(performance.now())));
  });
  await page.goto('/');
  await expect(page.locator('#prerendered-page')).toHaveCount(0);
  await expect(page.locator('#root main')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.locator('head style#site-font-faces')).toHaveCount(1);
  const styledSheets = await page.evaluate(() => Array.from(document.querySelectorAll('style[data-styled]'))
    .flatMap((element) => Array.from((element as HTMLStyleElement).sheet?.cssRules ?? []).map((rule) => rule.cssText)).join('\n'));
  expect(styledSheets).toContain('box-sizing');
  expect(styledSheets).not.toContain('@font-face');
  const loads = await page.evaluate(() => (window as unknown as { fontLoadsDone: number[] }).fontLoadsDone);
  expect(loads.length, `font loads finished at ${loads.join(', ')} ms`).toBeLessThanOrEqual(1);
});
