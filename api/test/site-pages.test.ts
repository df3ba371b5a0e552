/**
 * Token pages (spec section 2, "{token}"), the head tags of served pages, robots.txt and the
 * sitemap: a site's own page in the caller's language, 404 for a token it lacks, and what crawlers
 * read without running the front end.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sitePageAnswerSchema } from '@dating/shared-contracts';
import { eq } from 'drizzle-orm';
import { sitePages, sites } from '../src/db/schema.js';
import { ABOUT_PAGE_TOKEN } from '../src/seed/site-pages.js';
import { availableBackends } from './support/backends.js';
import { startTestSite, type TestSite } from './support/test-site.js';

const { readHeadTexts } = createRequire(import.meta.url)('../../deploy/webpack/head-texts.cjs') as {
  readHeadTexts(dir: string): Record<string, Record<string, { title?: string; description?: string }>>;
};
/** mf-landers's own head texts, as its build writes them into head.json. */
const LANDERS_HEAD = readHeadTexts(path.resolve(import.meta.dirname, '../../mf-landers/src/i18n/messages'));
const LANDERS = ['tinderswipe', 'alonetonight', 'collagelanding', 'gallery', 'iconslanding', 'maplanding', 'socialnetwork', 'transitionsvideolanding', 'video'];

const TEMPLATE = '<!doctype html><html lang="nl"><head><meta charset="utf-8"><title></title><script defer src="/main.js"></script></head><body><div id="root"></div></body></html>';

describe.each(await availableBackends())('site token pages and crawler files on %s', (backend) => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startTestSite(backend);
    fs.mkdirSync(site.config.shellDir, { recursive: true });
    fs.writeFileSync(path.join(site.config.shellDir, 'index.html'), TEMPLATE);
    // A published mf-landers build with its head texts, as deploy/publish.mjs lays it out.
    const folder = path.join(site.config.publishedDir, 'remotes', 'mf-landers', '1.0.0-test');
    fs.mkdirSync(folder, { recursive: true });
    fs.writeFileSync(path.join(folder, 'head.json'), JSON.stringify({
      nl: { 'pages-terms': { title: 'Algemene voorwaarden – {site}', description: 'De voorwaarden van {site}.' } },
      de: { 'pages-terms': { title: 'AGB – {site}', description: 'Die AGB von {site}.' } },
      fr: LANDERS_HEAD.fr,
    }));
    fs.writeFileSync(path.join(site.config.publishedDir, 'remotes.json'), JSON.stringify({ remotes: { 'mf-landers': { entry: '/remotes/mf-landers/1.0.0-test/mf-manifest.json', version: '1.0.0-test' } } }));
  });
  afterAll(() => site?.close());

  it("answers the site's page under its token in the caller's language", async () => {
    const nl = await site.client().get(`/api/page.php?token=${ABOUT_PAGE_TOKEN}`, { 'accept-language': 'nl' });
    expect(nl.status).toBe(200);
    const page = sitePageAnswerSchema.strict().parse(nl.body);
    const [defaultSite] = await site.database.db.select().from(sites).where(eq(sites.isDefault, true));
    expect(page).toMatchObject({ token: ABOUT_PAGE_TOKEN, language: 'nl', title: `Over ${defaultSite!.name}` });
    expect(page.body).toContain('Lindeboom Online B.V.');
    const de = await site.client().get(`/api/page.php?token=${ABOUT_PAGE_TOKEN}`, { 'accept-language': 'de' });
    expect(de.body).toMatchObject({ language: 'de', title: `Über ${defaultSite!.name}` });
  });

  it('falls back to English for a language the page lacks, and is per site', async () => {
    const [defaultSite] = await site.database.db.select().from(sites).where(eq(sites.isDefault, true));
    await site.database.db.insert(sitePages).values({ siteId: defaultSite!.id, token: 'press', titles: { en: 'Press', nl: 'Pers' }, bodies: { en: 'Press kit.', nl: 'Perskit.' } });
    const fi = await site.client().get('/api/page.php?token=press', { 'accept-language': 'fi' });
    expect(fi.body).toMatchObject({ language: 'en', title: 'Press', body: 'Press kit.' });
    const other = (await site.database.db.select().from(sites)).find((row) => !row.isDefault)!;
    expect((await site.client().get('/api/page.php?token=press', { host: other.domain })).status).toBe(404);
  });

  it('answers 404 for an unknown token and 400 for a malformed one, changing nothing', async () => {
    const unknown = await site.client().get('/api/page.php?token=no-such-page', { 'accept-language': 'en' });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ code: 'not_found', error: expect.any(String) });
    expect((await site.client().get('/api/page.php?token=%3Cscript%3E')).status).toBe(400);
    expect((await site.client().get('/api/page.php')).status).toBe(400);
  });

  it('serves a token page with 200 and its title, an unknown token with 404', async () => {
    const found = await site.client().get(`/${ABOUT_PAGE_TOKEN}`, { 'accept-language': 'en' });
    expect(found.status).toBe(200);
    expect(found.text).toMatch(/<title>About [^<]+<\/title>/);
    const missing = await site.client().get('/no-such-token-page');
    expect(missing.status).toBe(404);
    expect(missing.text).toContain('<meta name="robots" content="noindex">');
  });

  it("writes the page's head tags into the served HTML from the owner's head texts", async () => {
    const [defaultSite] = await site.database.db.select().from(sites).where(eq(sites.isDefault, true));
    const nl = await site.client().get('/pages/terms', { 'accept-language': 'nl' });
    expect(nl.status).toBe(200);
    const origin = site.config.publicOrigin;
    expect(nl.text).toContain(`<title>Algemene voorwaarden – ${defaultSite!.name}</title>`);
    expect(nl.text).toContain(`<meta name="description" content="De voorwaarden van ${defaultSite!.name}.">`);
    expect(nl.text).toContain(`<link rel="canonical" href="${origin}/pages/terms">`);
    expect(nl.text).toContain(`<link rel="alternate" hreflang="de" href="${origin}/pages/terms?lang=de">`);
    expect(nl.text).toContain(`<link rel="alternate" hreflang="x-default" href="${origin}/pages/terms">`);
    expect(nl.text).toContain(`<meta property="og:title" content="Algemene voorwaarden – ${defaultSite!.name}">`);
    expect(nl.text).toContain('<meta property="og:locale" content="nl_NL">');
    expect(nl.text).not.toContain('noindex');
    // ?lang= picks the language (what the hreflang links lead to) and is its own canonical URL.
    const de = await site.client().get('/pages/terms?lang=de', { 'accept-language': 'nl' });
    expect(de.text).toContain(`<title>AGB – ${defaultSite!.name}</title>`);
    expect(de.text).toContain('<html lang="de"');
    expect(de.text).toContain(`<link rel="canonical" href="${origin}/pages/terms?lang=de">`);
    // A page without head texts gets the site's index title; member-only pages stay out of search.
    const chats = await site.client().get('/chats');
    expect(chats.text).toContain(`<title>${defaultSite!.indexTitle}</title>`);
    expect(chats.text).toContain('<meta name="robots" content="noindex">');
  });

  it('gives the home page and every lander its own head in all eleven languages, the home page in the site\'s words', async () => {
    for (const [locale, routes] of Object.entries(LANDERS_HEAD)) {
      for (const name of ['index', ...LANDERS.map((lander) => `landers-${lander}`)]) {
        expect(routes[name]?.title, `${locale} ${name}`).toBeTruthy();
        expect(routes[name]?.description, `${locale} ${name}`).toBeTruthy();
      }
    }
    expect(Object.keys(LANDERS_HEAD)).toHaveLength(11);
    const [defaultSite] = await site.database.db.select().from(sites).where(eq(sites.isDefault, true));
    const settings = (await site.client().get('/api/settings.php', { 'accept-language': 'fr' })).body as { index_title: string; description: string };
    const home = await site.client().get('/', { 'accept-language': 'fr' });
    expect(home.text).toContain(`<title>${settings.index_title}</title>`);
    expect(home.text).toContain(`<meta name="description" content="${settings.description}">`);
    // ?lang= beats the cookie and the browser's languages for the site's texts too, not only the page's own.
    const asked = (await site.client().get('/api/settings.php', { 'accept-language': 'de' })).body as { index_title: string };
    const homeDe = await site.client().get('/?lang=de', { 'accept-language': 'fr', cookie: 'i18n_redirected=nl' });
    expect(homeDe.text).toContain(`<title>${asked.index_title}</title>`);
    const gallery = await site.client().get('/landers/gallery/milf', { 'accept-language': 'fr' });
    expect(gallery.text).toContain(`<title>Galerie de nouveaux profils – ${defaultSite!.name}</title>`);
    expect(gallery.text).toContain(`Inscription gratuite sur ${defaultSite!.name}.`);
  });

  it('lists the public pages in the sitemap and points robots.txt at it', async () => {
    const origin = site.config.publicOrigin;
    const robots = await site.client().get('/robots.txt');
    expect(robots.status).toBe(200);
    expect(robots.text).toContain('Disallow: /api/');
    expect(robots.text).toContain(`Sitemap: ${origin}/sitemap.xml`);
    const sitemap = await site.client().get('/sitemap.xml');
    expect(sitemap.status).toBe(200);
    expect(sitemap.headers['content-type']).toContain('application/xml');
    for (const listed of ['/', '/pages/terms', '/pages/faq', '/landers/tinderswipe', '/landers/gallery', '/login', '/pricing']) {
      expect(sitemap.text, listed).toContain(`<loc>${origin}${listed}</loc>`);
    }
    for (const hidden of ['/chats', '/members', '/reset-password/do', '/credits']) expect(sitemap.text, hidden).not.toContain(`<loc>${origin}${hidden}</loc>`);
    expect(sitemap.text).toContain(`hreflang="nl" href="${origin}/pages/terms?lang=nl"`);
  });
});
