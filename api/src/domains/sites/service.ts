/** Which site a request is for, and the settings, company, interests and regions it shows. */
import {
  cleanPhone, type CompanyInfo, type Locale, type SitePage, type SiteSettings,
} from '@dating/shared-contracts';
import { TtlCache } from '../../lib/ttl-cache.js';
import type { SiteRow, SitesRepository } from './repository.js';

/** Sites change rarely; a short cache keeps them off the hot path yet lets edits show up soon. */
const CACHE_MS = 30_000;

export interface SiteContext {
  site: SiteRow;
}

export function createSitesService(repository: SitesRepository, options: { pushPublicKey?: () => string | null } = {}) {
  let cache: { at: number; byDomain: Map<string, SiteRow>; fallback: SiteRow | undefined } | null = null;
  /** Serialised settings per site and visitor country: every first page load asks for them. */
  const settingsJson = new TtlCache<string, string>(CACHE_MS, 5_000);
  let lookups: Promise<{ interests: Awaited<ReturnType<SitesRepository['interests']>>; regions: Record<string, string[]> }> | null = null;

  async function loadSites() {
    if (cache && Date.now() - cache.at < CACHE_MS) return cache;
    const rows = await repository.allSites();
    cache = {
      at: Date.now(),
      byDomain: new Map(rows.map((row) => [row.domain.toLowerCase(), row])),
      fallback: rows.find((row) => row.isDefault) ?? rows[0],
    };
    return cache;
  }

  /** Interests and regions are reference data: loaded once per process. */
  function loadLookups() {
    lookups ??= (async () => {
      const [interestRows, regionRows] = await Promise.all([repository.interests(), repository.regions()]);
      const regionsByCountry: Record<string, string[]> = {};
      for (const row of regionRows) (regionsByCountry[row.country] ??= []).push(row.name);
      return { interests: interestRows, regions: regionsByCountry };
    })();
    return lookups;
  }

  return {
    /** The site for a host name (port and "www." ignored); the default site when none matches. */
    async siteForHost(host: string | undefined): Promise<SiteRow> {
      const { byDomain, fallback } = await loadSites();
      const name = (host ?? '').toLowerCase().replace(/:\d+$/, '').replace(/^www\./, '');
      const site = byDomain.get(name) ?? fallback;
      if (!site) throw new Error('No site is configured: the database has not been seeded');
      return site;
    },

    /** The settings, with the site texts in `request.locale` (the columns when that locale has none). */
    async settings(site: SiteRow, request: { country: string | null; locale: Locale }): Promise<SiteSettings> {
      const { interests, regions } = await loadLookups();
      const texts = site.texts[request.locale];
      return {
        countries: site.countries,
        name: site.name,
        index_title: texts?.index_title ?? site.indexTitle,
        description: texts?.description ?? site.description,
        visible_profile_fields: site.visibleProfileFields,
        visible_profile_notes: site.visibleProfileNotes,
        geoip_country: request.country,
        geoip_selected_country: request.country && site.countries.includes(request.country) ? request.country : null,
        niche: site.niche,
        signups: site.signups,
        logged_out_search: site.loggedOutSearch,
        logged_out_search_trafficsource: site.loggedOutSearchTrafficsource,
        enable_site_entry_popup: site.enableSiteEntryPopup,
        push_public_key: options.pushPublicKey?.() ?? null,
        cdn_prefix: site.cdnPrefix,
        domain: site.domain,
        public_domain: site.publicDomain ?? site.domain,
        domain_language: site.domainLanguage,
        message_credits: site.messageCredits,
        photo_credits: site.photoCredits,
        gift_credits: site.giftCredits,
        signup_credits: site.signupCredits,
        message_length: site.messageLength,
        minimum_message_costs: site.minimumMessageCosts,
        min_age: site.minAge,
        support_email: site.supportEmail,
        support_phone: cleanPhone(site.supportPhone),
        search_fields: site.searchFields,
        fictional_warning: texts?.fictional_warning ?? site.fictionalWarning,
        fictional_singular: texts?.fictional_singular ?? site.fictionalSingular,
        fictional_plural: texts?.fictional_plural ?? site.fictionalPlural,
        fictional_icon: site.fictionalIcon,
        refund_days: site.refundDays,
        member_resell: site.memberResell,
        auto_like_delay_seconds: site.autoLikeDelaySeconds,
        company_id: site.companyId,
        mail_name: site.mailName,
        region_data: regions,
        interests: interests.map((interest) => interest.slug),
      };
    },

    /** The settings as a JSON string, serialised once per site, country and language while cached. */
    async settingsAsJson(site: SiteRow, request: { country: string | null; locale: Locale }): Promise<string> {
      const key = `${site.id}:${request.country ?? ''}:${request.locale}`;
      const cached = settingsJson.get(key);
      if (cached) return cached;
      const json = JSON.stringify(await this.settings(site, request));
      settingsJson.set(key, json);
      return json;
    },

    async company(site: SiteRow): Promise<CompanyInfo | null> {
      const row = await repository.company(site.companyId);
      if (!row) return null;
      return {
        name: row.name,
        address: row.address,
        kvk: row.kvk,
        city: row.city,
        country: row.country,
        tradenames: row.tradenames,
        vat_numbers: row.vatNumbers,
        support_phone: cleanPhone(row.supportPhone),
        delete_discount: row.deleteDiscount,
        added: row.added.toISOString(),
      };
    },

    /** The site's page under `token` in `locale` (else English, else Dutch); null when it has none. */
    async sitePage(site: SiteRow, token: string, locale: Locale): Promise<SitePage | null> {
      const row = await repository.sitePage(site.id, token);
      if (!row) return null;
      const language = [locale, 'en', 'nl'].find((candidate) => row.titles[candidate] && row.bodies[candidate]) ?? Object.keys(row.titles)[0];
      if (!language || !row.titles[language] || !row.bodies[language]) return null;
      return { token: row.token, language, title: row.titles[language]!, body: row.bodies[language]! };
    },

    async interests(locale: Locale) {
      const { interests } = await loadLookups();
      return interests.map((row) => ({ id: row.id, slug: row.slug, label: row.labels[locale] ?? row.labels.en ?? row.slug }));
    },

    async regions(country?: string): Promise<Record<string, string[]>> {
      const { regions } = await loadLookups();
      if (!country) return regions;
      const upper = country.toUpperCase();
      return { [upper]: regions[upper] ?? [] };
    },

    /** Forget cached sites and reference data (after the seed, or an admin edit). */
    invalidate() {
      cache = null;
      lookups = null;
      settingsJson.clear();
    },
  };
}
export type SitesService = ReturnType<typeof createSitesService>;
