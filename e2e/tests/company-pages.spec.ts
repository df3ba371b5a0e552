/**
 * Company pages: every page in Dutch and one other language names the company and its
 * address; a site's token page opens and an unknown token is a 404; the HTML the server sends
 * carries each page's head tags; robots.txt and sitemap.xml list the public pages; axe-core finds
 * no serious or critical violation at 375 and 1280 px.
 */
import { expect, test } from '@playwright/test';
import { axeViolations } from './support.js';

const PAGES = ['terms', 'privacy', 'cookies', 'ban', 'faq', 'return-policy', 'service'] as const;

/** What the seeded company is (api/src/seed/company.ts). */
const COMPANY = { name: 'Lindeboom Online B.V.', address: 'Keizersgracht 482', city: 'Amsterdam' };

/** Headings of the terms page per language, so a page in the wrong language fails. */
const TERMS_TITLE = { nl: 'Algemene voorwaarden', de: 'Allgemeine Geschäftsbedingungen' } as const;

for (const lang of ['nl', 'de'] as const) {
  test(`every company page in ${lang} shows the company's name and address`, async ({ browser }) => {
    const context = await browser.newContext({ locale: lang === 'nl' ? 'nl-NL' : 'de-DE' });
    const page = await context.newPage();
    for (const name of PAGES) {
      const answer = await page.goto(`/pages/${name}`);
      expect(answer?.status(), name).toBe(200);
      const article = page.getByTestId(`company-page-${name}`);
      await expect(article).toBeVisible();
      await expect(article).toHaveAttribute('lang', lang);
      await expect(page.getByTestId('company-company')).toHaveText(COMPANY.name);
      await expect(page.getByTestId('company-address')).toContainText(`${COMPANY.address}, ${COMPANY.city}`);
      await expect(page.getByTestId('company-phone')).toHaveText(/^\+\d+$/);
    }
    await page.goto('/pages/terms');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(TERMS_TITLE[lang]);
    await expect(page.getByTestId('company-version')).toContainText('2023');
    await context.close();
  });
}

test('a footer link opens a company page inside the composed site, with its title', async ({ page }) => {
  await page.goto('/pages/faq');
  await expect(page.getByTestId('company-page-faq')).toBeVisible();
  await page.getByTestId('footer-privacy').click();
  await expect(page.getByTestId('company-page-privacy')).toBeVisible();
  await expect(page).toHaveTitle(/^Privacyverklaring – /);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/pages\/privacy$/);
});

test("a site's token page opens, and an unknown token answers 404 with a not-found page", async ({ page }) => {
  const found = await page.goto('/about-us');
  expect(found?.status()).toBe(200);
  await expect(page.getByTestId('token-page')).toContainText(COMPANY.name);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Over /);

  const missing = await page.goto('/no-such-page-here');
  expect(missing?.status()).toBe(404);
  // The site's one not-found page: the same card, status and text as any other unknown path.
  await expect(page.getByTestId('token-page-missing')).toHaveAttribute('data-status', '404');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Deze pagina kon niet worden gevonden');
  await expect(page.getByTestId('error-home-link')).toHaveText('Terug naar de startpagina');

  const deeper = await page.goto('/a/b/c/d');
  expect(deeper?.status()).toBe(404);
  await expect(page.getByTestId('error-page')).toHaveAttribute('data-status', '404');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Deze pagina kon niet worden gevonden');
});

test('the served HTML carries the head tags of the page before any script runs', async ({ request }) => {
  const nl = await request.get('/pages/privacy', { headers: { 'accept-language': 'nl' } });
  expect(nl.status()).toBe(200);
  const html = await nl.text();
  expect(html).toMatch(/<title>Privacyverklaring – [^<]+<\/title>/);
  expect(html).toMatch(/<meta name="description" content="Hoe [^"]+ je persoonsgegevens verwerkt/);
  expect(html).toMatch(/<link rel="canonical" href="https?:\/\/[^"]+\/pages\/privacy">/);
  for (const language of ['nl', 'de', 'en', 'x-default']) expect(html).toContain(`hreflang="${language}"`);
  for (const property of ['og:title', 'og:description', 'og:url', 'og:type', 'og:locale', 'og:image', 'og:site_name']) expect(html).toContain(`property="${property}"`);
  expect(html).not.toContain('noindex');

  const de = await (await request.get('/pages/privacy?lang=de')).text();
  expect(de).toMatch(/<title>Datenschutzerklärung – [^<]+<\/title>/);
  expect(de).toMatch(/<link rel="canonical" href="[^"]+\/pages\/privacy\?lang=de">/);
});

test("a visitor's company page arrives rendered ahead, and the live page takes its place", async ({ page, request }) => {
  const html = await (await request.get('/pages/faq', { headers: { 'accept-language': 'de' } })).text();
  const ahead = html.match(/<div id="prerendered-page">[\s\S]*?<main[^>]*>([\s\S]*?)<\/main>/)?.[1] ?? '';
  expect(ahead).toContain('<h1>Häufige Fragen</h1>');
  expect(ahead).toContain(COMPANY.name);
  expect(html).toContain('id="page-data-ahead"');

  await page.goto('/pages/faq');
  await expect(page.locator('#prerendered-page')).toHaveCount(0);
  await expect(page.getByTestId('company-page-faq')).toBeVisible();
  await expect(page.locator('#root')).toBeVisible();
});

test('robots.txt points at the sitemap, which lists the public pages', async ({ request }) => {
  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  const rules = await robots.text();
  expect(rules).toContain('User-agent: *');
  const sitemapUrl = rules.match(/^Sitemap: (\S+)$/m)?.[1];
  expect(sitemapUrl).toMatch(/\/sitemap\.xml$/);
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  const xml = await sitemap.text();
  for (const path of ['/', ...PAGES.map((name) => `/pages/${name}`), '/landers/tinderswipe']) expect(xml).toMatch(new RegExp(`<loc>[^<]+${path.replace(/\//g, '\\/')}</loc>`));
  expect(xml).not.toMatch(/<loc>[^<]+\/chats<\/loc>/);
});

for (const width of [375, 1280]) {
  test(`company pages have no serious accessibility violations at ${width} px`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width, height: 900 }, bypassCSP: true, locale: 'nl-NL' });
    const page = await context.newPage();
    for (const name of ['terms', 'faq', 'service'] as const) {
      await page.goto(`/pages/${name}`);
      await expect(page.getByTestId(`company-details`)).toBeVisible();
      expect(await axeViolations(page), name).toEqual([]);
    }
    await page.goto('/about-us');
    await expect(page.getByTestId('token-page')).toBeVisible();
    expect(await axeViolations(page), 'token page').toEqual([]);
    await page.goto('/pages/terms');
    await expect(page.getByTestId('company-details')).toBeVisible();
    await page.screenshot({ path: test.info().outputPath(`company-terms-${width}.png`), fullPage: true });
    await context.close();
  });
}
