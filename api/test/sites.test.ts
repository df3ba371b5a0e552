/** Settings for the request's host (or a forced domain), company info, interests, regions. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUNTRIES, LOCALE_COOKIE, LOCALES, siteSettingsSchema, companyInfoSchema } from '@dating/shared-contracts';
import { sites } from '../src/db/schema.js';
import { availableBackends } from './support/backends.js';
import { startTestSite, type TestSite } from './support/test-site.js';

describe.each(await availableBackends())('site endpoints on %s', (backend) => {
  let site: TestSite;
  beforeAll(async () => {
    // 127.0.0.1 plays the edge proxy that reports countries (clients use other loopback addresses).
    site = await startTestSite(backend, { trustProxy: ['127.0.0.1'] });
  });
  afterAll(() => site?.close());

  it('answers every settings field of spec section 3 for the default site', async () => {
    const answer = await site.client().get('/api/settings.php');
    expect(answer.status).toBe(200);
    const settings = siteSettingsSchema.strict().parse(answer.body);
    expect(settings.domain).toBe('localhost');
    // The host requests are matched on is not the name the public knows: legal texts use public_domain.
    expect(settings.public_domain).toBe('flirtpunt.example');
    expect(settings.support_phone).not.toMatch(/[-\s]/);
    expect(settings.countries).toEqual(expect.arrayContaining(['NL', 'DE', 'US']));
    expect(Object.keys(settings.region_data).sort()).toEqual([...COUNTRIES].sort());
    expect(settings.interests.length).toBeGreaterThan(5);
  });

  it('gives the site texts in the visitor\'s language, for all eleven: nothing Dutch on a German page', async () => {
    const dutch = (await site.client().get('/api/settings.php', { 'accept-language': 'nl' })).body;
    expect(dutch.fictional_warning).toMatch(/^Profielen met dit teken/);
    const german = (await site.client().get('/api/settings.php', { 'accept-language': 'de-DE,de;q=0.9' })).body;
    expect(german).toMatchObject({ fictional_singular: 'Fiktives Profil', description: expect.stringContaining('Mitglieder') });
    expect(german.index_title).toBe('Flirtpunt – chatte und flirte mit Singles in deiner Nähe');
    expect(german.fictional_warning).toMatch(/^Profile mit diesem Zeichen/);
    // The locale cookie wins over the browser's languages, as for every answer.
    const byCookie = site.client();
    byCookie.cookies.set(LOCALE_COOKIE, 'fi');
    expect((await byCookie.get('/api/settings.php', { 'accept-language': 'de' })).body.fictional_singular).toBe('Fiktiivinen profiili');
    // Every locale has its own texts on every site: none repeats another language's.
    const texts = await Promise.all(LOCALES.map(async (locale) => (await site.client().get('/api/settings.php', { 'accept-language': locale })).body));
    for (const field of ['index_title', 'description', 'fictional_warning'] as const) {
      const values = texts.map((answer) => answer[field]);
      // Danish and Norwegian share words now and then; the other languages never.
      expect(new Set(values).size, field).toBeGreaterThanOrEqual(LOCALES.length - 1);
    }
    // The cache keeps one document per language: asking Dutch again still answers Dutch.
    expect((await site.client().get('/api/settings.php', { 'accept-language': 'nl' })).body.fictional_warning).toBe(dutch.fictional_warning);
  });

  it('answers the settings of the host, and of a forced domain', async () => {
    const rows = await site.database.db.select().from(sites);
    const other = rows.find((row) => !row.isDefault)!;
    const byHost = await site.client().get('/api/settings.php', { host: `${other.domain}:8080` });
    expect(byHost.body.domain).toBe(other.domain);
    const forced = await site.client().get(`/api/settings.php?domain=${other.domain}`);
    expect(forced.body).toMatchObject({ domain: other.domain, public_domain: other.publicDomain, name: other.name, signups: other.signups });
    expect(other.publicDomain).toMatch(/\.example$/);
    const unknown = await site.client().get('/api/settings.php?domain=unknown.example');
    expect(unknown.body.domain).toBe('localhost');
    const bad = await site.client().get('/api/settings.php?domain=%3Cscript%3E');
    expect(bad.status).toBe(400);
  });

  it('reports the edge country and whether the site serves it', async () => {
    const answer = await site.client('127.0.0.1').get('/api/settings.php', { 'cf-ipcountry': 'de' });
    expect(answer.body).toMatchObject({ geoip_country: 'DE', geoip_selected_country: 'DE' });
    // The same header straight from a client is not believed.
    expect((await site.client().get('/api/settings.php', { 'cf-ipcountry': 'de' })).body.geoip_country).toBeNull();
  });

  it('answers company info with a cleaned support phone', async () => {
    const answer = await site.client().get('/api/company.php');
    expect(answer.status).toBe(200);
    const company = companyInfoSchema.strict().parse(answer.body);
    expect(company.support_phone).not.toMatch(/[-\s]/);
    expect(Number.isNaN(Date.parse(company.added))).toBe(false);
  });

  it('answers interests in the caller language and regions per country', async () => {
    const nl = await site.client().get('/api/interests.php', { 'accept-language': 'nl' });
    const en = await site.client().get('/api/interests.php', { 'accept-language': 'en' });
    expect(nl.body.interests.length).toBe(en.body.interests.length);
    expect(nl.body.interests.map((i: { label: string }) => i.label)).not.toEqual(en.body.interests.map((i: { label: string }) => i.label));
    const regions = await site.client().get('/api/regions.php?country=nl');
    expect(Object.keys(regions.body.regions)).toEqual(['NL']);
    expect(regions.body.regions.NL.length).toBeGreaterThanOrEqual(12);
    expect((await site.client().get('/api/regions.php?country=NLD')).status).toBe(400);
  });
});
