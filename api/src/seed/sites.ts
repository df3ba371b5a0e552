/** The sample sites: a default site on localhost plus sites on other domains, one per situation tests need. */
import { COUNTRIES } from '@dating/shared-contracts';
import type { Database } from '../db/database.js';
import { sites } from '../db/schema.js';
import { FICTIONAL_TEXTS, siteTexts } from './site-texts.js';

type NewSite = typeof sites.$inferInsert;

/** The domain the default site is matched on (its public domain is another: see publicDomain). */
export const DEFAULT_DOMAIN = 'localhost';

/**
 * Lowest price of one message per country, in that country's currency. Shown to visitors as a
 * price disclosure; a message costs `message_credits` credits and the cheapest package sets this.
 */
export const MINIMUM_MESSAGE_COSTS: Record<string, { costs: number; currency: string }> = {
  US: { costs: 0.29, currency: 'USD' },
  NL: { costs: 0.25, currency: 'EUR' },
  BE: { costs: 0.25, currency: 'EUR' },
  FR: { costs: 0.25, currency: 'EUR' },
  IT: { costs: 0.25, currency: 'EUR' },
  ES: { costs: 0.25, currency: 'EUR' },
  DE: { costs: 0.25, currency: 'EUR' },
  AT: { costs: 0.25, currency: 'EUR' },
  IE: { costs: 0.25, currency: 'EUR' },
  GB: { costs: 0.22, currency: 'GBP' },
  CA: { costs: 0.39, currency: 'CAD' },
  PL: { costs: 1.09, currency: 'PLN' },
  AU: { costs: 0.45, currency: 'AUD' },
  NZ: { costs: 0.49, currency: 'NZD' },
  CH: { costs: 0.25, currency: 'CHF' },
  DK: { costs: 1.89, currency: 'DKK' },
  FI: { costs: 0.25, currency: 'EUR' },
  NO: { costs: 2.95, currency: 'NOK' },
  SE: { costs: 2.89, currency: 'SEK' },
};

/** The profile fields a profile page shows, and the search filters offered (spec section 3). */
const VISIBLE_PROFILE_FIELDS = [
  'gender', 'sexuality', 'hair_colour', 'eye_colour', 'body_type', 'relationship_status', 'interests',
  'tattoos', 'signup_reason', 'date_of_birth',
];
const SEARCH_FIELDS = ['gender', 'country', 'countryregion', 'min_age', 'max_age'];

/** Marks fictional profiles; a plain character so it renders without an icon font. */
const FICTIONAL_ICON = '🎭';

/** What differs from site to site; everything else comes from `siteDefaults`. */
interface SiteBlueprint {
  domain: string;
  /** The domain the public knows the site by: legal texts name it, never the matched host. */
  publicDomain: string;
  name: string;
  indexTitle: string;
  description: string;
  domainLanguage: string;
  niche: number;
  countries: readonly string[];
  supportEmail: string;
  supportPhone: string;
  overrides?: Partial<NewSite>;
}

/**
 * The seeded sites. localhost is the default; the others live on *.localhost names, which browsers
 * resolve to this machine, so each can be opened locally and tests can force any of them.
 */
export const SITE_BLUEPRINTS: readonly SiteBlueprint[] = [
  {
    domain: DEFAULT_DOMAIN,
    publicDomain: 'flirtpunt.example',
    name: 'Flirtpunt',
    indexTitle: 'Flirtpunt – chat en flirt met singles bij jou in de buurt',
    description: 'Maak gratis een profiel aan, zoek leden in jouw regio, like, match en chat.',
    domainLanguage: 'nl_NL',
    niche: 1,
    countries: COUNTRIES,
    supportEmail: 'support@flirtpunt.example',
    supportPhone: '+31 20-794 6100',
    overrides: { isDefault: true },
  },
  {
    domain: 'en.localhost',
    publicDomain: 'heartharbour.example',
    name: 'HeartHarbour',
    indexTitle: 'HeartHarbour – chat and flirt with singles near you',
    description: 'Create a free profile, search members in your area, like, match and chat.',
    domainLanguage: 'en_GB',
    niche: 1,
    countries: ['GB', 'IE', 'US', 'CA', 'AU', 'NZ'],
    supportEmail: 'support@heartharbour.example',
    supportPhone: '+44 20 7946 0321',
    // A welcome gift of credits and no entry popup, so both variants of those settings exist.
    overrides: { signupCredits: 20, enableSiteEntryPopup: 'no' },
  },
  {
    domain: 'she.localhost',
    publicDomain: 'frauenherz.example',
    name: 'Frauenherz',
    indexTitle: 'Frauenherz – Frauen flirten mit Frauen',
    description: 'Der Chat für Frauen, die Frauen lieben: kostenlos anmelden, suchen, liken und chatten.',
    domainLanguage: 'de_DE',
    niche: 2,
    countries: ['DE', 'AT', 'CH'],
    supportEmail: 'hilfe@frauenherz.example',
    supportPhone: '+49 30-2312 5400',
  },
  {
    domain: 'bdsm.localhost',
    publicDomain: 'velvetrope.example',
    name: 'Velvet Rope',
    indexTitle: 'Velvet Rope – kink-friendly chat for adults',
    description: 'Discreet chat for adults who know what they like. Sign-up is open to visitors of our partners.',
    domainLanguage: 'en_GB',
    niche: 3,
    countries: COUNTRIES,
    supportEmail: 'support@velvetrope.example',
    supportPhone: '+44 20 7946 0654',
    // Signup only with a traffic source; logged-out search likewise.
    overrides: { signups: 'with_trafficsource', loggedOutSearch: false, loggedOutSearchTrafficsource: true },
  },
  {
    domain: 'bbw.localhost',
    publicDomain: 'courbescalines.example',
    name: 'Courbes Câlines',
    indexTitle: 'Courbes Câlines – le chat des formes généreuses',
    description: 'Créez votre profil gratuitement, cherchez des membres près de chez vous, likez et discutez.',
    domainLanguage: 'fr_FR',
    niche: 4,
    countries: ['FR', 'BE', 'CH', 'CA'],
    supportEmail: 'support@courbescalines.example',
    // 01 99 00 xx xx is the French range set aside for fiction.
    supportPhone: '+33 1 99 00 12 34',
  },
  {
    domain: 'gilf.localhost',
    publicDomain: 'argentoamore.example',
    name: 'Argento Amore',
    indexTitle: 'Argento Amore – chat e flirt per over 60',
    description: 'Crea il tuo profilo gratis, cerca membri nella tua regione, metti like e chatta.',
    domainLanguage: 'it_IT',
    niche: 5,
    countries: ['IT', 'CH'],
    supportEmail: 'assistenza@argentoamore.example',
    supportPhone: '+39 02-9475 1200',
  },
  {
    domain: 'milf.localhost',
    publicDomain: 'madurachat.example',
    name: 'Madura Chat',
    indexTitle: 'Madura Chat – flirtea con mujeres maduras',
    description: 'Crea tu perfil gratis, busca miembros en tu región, da likes y chatea.',
    domainLanguage: 'es_ES',
    niche: 6,
    countries: ['ES', 'US'],
    supportEmail: 'soporte@madurachat.example',
    supportPhone: '+34 910-00 12 34',
  },
  {
    domain: 'gay.localhost',
    publicDomain: 'regnbagsflirt.example',
    name: 'Regnbågsflirt',
    indexTitle: 'Regnbågsflirt – chatt och flirt för män som gillar män',
    description: 'Skapa en gratis profil, sök medlemmar nära dig, gilla, matcha och chatta.',
    domainLanguage: 'sv_SE',
    niche: 7,
    countries: ['SE', 'NO', 'DK', 'FI'],
    supportEmail: 'support@regnbagsflirt.example',
    // 070-174 06 xx is the Swedish range set aside for fiction.
    supportPhone: '+46 70-174 06 50',
  },
  {
    domain: 'invite.localhost',
    publicDomain: 'prive.flirtpunt.example',
    name: 'Flirtpunt Privé',
    indexTitle: 'Flirtpunt Privé – alleen op uitnodiging',
    description: 'Een besloten community: aanmelden kan alleen op uitnodiging.',
    domainLanguage: 'nl_NL',
    niche: 1,
    countries: ['NL', 'BE'],
    supportEmail: 'prive@flirtpunt.example',
    supportPhone: '+31 20-794 6199',
    // Closed: signups 'other' means invite only.
    overrides: { signups: 'other', loggedOutSearch: false },
  },
];

/** Settings every site shares unless its blueprint says otherwise. */
function siteDefaults(blueprint: SiteBlueprint, companyId: number): NewSite {
  const language = blueprint.domainLanguage.slice(0, 2);
  const fictional = FICTIONAL_TEXTS[language as keyof typeof FICTIONAL_TEXTS] ?? FICTIONAL_TEXTS.en;
  return {
    domain: blueprint.domain,
    publicDomain: blueprint.publicDomain,
    isDefault: false,
    companyId,
    name: blueprint.name,
    indexTitle: blueprint.indexTitle,
    description: blueprint.description,
    countries: [...blueprint.countries],
    visibleProfileFields: VISIBLE_PROFILE_FIELDS,
    visibleProfileNotes: true,
    niche: blueprint.niche,
    signups: 'all',
    loggedOutSearch: true,
    loggedOutSearchTrafficsource: false,
    enableSiteEntryPopup: 'yes',
    cdnPrefix: '/media/',
    domainLanguage: blueprint.domainLanguage,
    messageCredits: 10,
    photoCredits: 20,
    giftCredits: 25,
    signupCredits: 0,
    messageLength: 1000,
    minimumMessageCosts: Object.fromEntries(blueprint.countries.map((c) => [c, MINIMUM_MESSAGE_COSTS[c]!])),
    minAge: 18,
    supportEmail: blueprint.supportEmail,
    supportPhone: blueprint.supportPhone,
    searchFields: SEARCH_FIELDS,
    fictionalWarning: fictional.warning,
    fictionalSingular: fictional.singular,
    fictionalPlural: fictional.plural,
    fictionalIcon: FICTIONAL_ICON,
    texts: siteTexts({ ...blueprint, language }),
    refundDays: 14,
    memberResell: false,
    mailName: blueprint.name,
  };
}

/**
 * Inserts every site of SITE_BLUEPRINTS; returns domain → site id. `defaultPublicDomain` (the host
 * of PUBLIC_ORIGIN when that is a public name) replaces the default site's sample public domain.
 */
export async function seedSites(db: Database, companyId: number, defaultPublicDomain?: string | null): Promise<Map<string, number>> {
  for (const blueprint of SITE_BLUEPRINTS) {
    for (const country of blueprint.countries) {
      if (!MINIMUM_MESSAGE_COSTS[country]) throw new Error(`No minimum message costs for ${country}`);
    }
  }
  const rows = SITE_BLUEPRINTS.map((b) => ({
    ...siteDefaults(b, companyId),
    ...b.overrides,
    ...(b.domain === DEFAULT_DOMAIN && defaultPublicDomain ? { publicDomain: defaultPublicDomain } : {}),
  }));
  const inserted = await db.insert(sites).values(rows).returning({ id: sites.id, domain: sites.domain });
  return new Map(inserted.map((row) => [row.domain, row.id]));
}

/** The host of a public origin (`https://flirtpunt.nl` → flirtpunt.nl); null for localhost, an IP or none. */
export function publicDomainOf(origin: string | undefined): string | null {
  if (!origin) return null;
  let host: string;
  try {
    host = new URL(origin).hostname.toLowerCase();
  } catch {
    return null;
  }
  if (host === 'localhost' || host.endsWith('.localhost') || /^[\d.]+$/.test(host) || host.includes(':')) return null;
  return host;
}
