/**
 * The head tags of a page as the server sends it, so crawlers and link previews see them without
 * running the front end: the title and description in the page's language, the canonical URL,
 * `hreflang` alternates for the languages visible to the visitor's country, Open Graph tags, and
 * `noindex` for member-only pages, the console's pages and unknown paths. The texts come from the route owner's build
 * (`head.json`, written from its `head.<route>.title|description` messages by
 * deploy/webpack/head-texts.cjs), so publishing a remote alone changes its pages' heads; pages
 * without such texts get the site's index title and description.
 */
import path from 'node:path';
import { LOCALES, visibleLanguages, type Locale, type RouteDefinition } from '@dating/shared-contracts';
import { readCachedJson } from './cached-file.js';
import type { BootRegistryEntry } from './boot-data.js';

/** One page's title and description, as a remote's head.json holds them per locale and route. */
export interface HeadTexts {
  title: string;
  description?: string;
}

/** head.json: locale → route name → texts (ICU messages; `{site}` is the site's name). */
export type HeadCatalogue = Partial<Record<Locale, Record<string, HeadTexts>>>;

/** What the head tags say. */
export interface PageHead {
  title: string;
  description: string;
  /** Absolute URL of this page in this language. */
  canonical: string;
  /** hreflang → absolute URL; `x-default` is the URL without a language. */
  alternates: [string, string][];
  locale: Locale;
  siteName: string;
  image: string;
  /** Keep the page out of search results (member-only pages, unknown paths). */
  noindex: boolean;
}

/** The query parameter that picks a page's language in a shared or indexed link (`?lang=de`). */
export const LANGUAGE_PARAMETER = 'lang';

/** The head.json of the remote that owns a route, read from its published build beside its manifest. */
export function ownerHeadTexts(publishedDir: string, release: BootRegistryEntry | undefined): HeadCatalogue | null {
  if (!release?.entry.startsWith('/remotes/')) return null;
  const root = path.join(publishedDir, 'remotes');
  const folder = release.entry.slice('/remotes/'.length, release.entry.lastIndexOf('/'));
  const file = path.join(root, decodeURIComponent(folder), 'head.json');
  return file.startsWith(`${root}${path.sep}`) ? readCachedJson<HeadCatalogue>(file) : null;
}

/** Fills `{name}` arguments of a plain ICU message and undoes its quote doubling. */
export function fillMessage(message: string, values: Record<string, string>): string {
  return message.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole).replace(/''/g, "'");
}

/** The page URL in one language (`?lang=xx`), or without one. */
function pageUrl(origin: string, pathname: string, locale?: Locale): string {
  return `${origin}${pathname}${locale ? `?${LANGUAGE_PARAMETER}=${locale}` : ''}`;
}

/** Works out the head of one page. */
export function pageHead(input: {
  origin: string;
  pathname: string;
  route: RouteDefinition | null;
  locale: Locale;
  /** The language the URL asked for with ?lang=, when it did. */
  requestedLocale: Locale | null;
  /** The visitor's country (decides the visible languages; all of them when unknown). */
  country: string | null;
  settings: { name?: string; index_title?: string; description?: string } | undefined;
  texts: HeadCatalogue | null;
  /** A title and description the page's own data gives (a token page), over the catalogue's. */
  own?: HeadTexts | null;
  /** The title (and description) the page rendered ahead gave itself, final text, over both. */
  rendered?: { title: string; description?: string } | null;
  found: boolean;
}): PageHead {
  const siteName = input.settings?.name ?? '';
  // What head texts may name: the site's name, and its own home-page title and description (the
  // site's texts per language, spec section 3), so the home page keeps the site's words.
  const values = { site: siteName, index_title: input.settings?.index_title ?? siteName, site_description: input.settings?.description ?? '' };
  const fromCatalogue = input.route ? input.texts?.[input.locale]?.[input.route.name] : undefined;
  const chosen = input.own ?? fromCatalogue;
  const title = input.rendered?.title ?? (chosen?.title ? fillMessage(chosen.title, values) : input.settings?.index_title || siteName);
  const description = input.rendered?.description ?? (chosen?.description ? fillMessage(chosen.description, values) : input.settings?.description ?? '');
  const languages = visibleLanguages(input.country).filter((locale) => (LOCALES as readonly string[]).includes(locale));
  const pathname = input.pathname === '/' ? '/' : input.pathname.replace(/\/+$/, '');
  return {
    title,
    description,
    canonical: pageUrl(input.origin, pathname, input.requestedLocale ?? undefined),
    alternates: [...languages.map((locale): [string, string] => [locale, pageUrl(input.origin, pathname, locale)]), ['x-default', pageUrl(input.origin, pathname)]],
    locale: input.locale,
    siteName,
    image: `${input.origin}/apple-touch-icon.png`,
    // The console's pages (staff layout) are for staff only: never in a search engine's index.
    noindex: !input.found || Boolean(input.route?.auth) || input.route?.layout === 'staff',
  };
}

function attribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Open Graph locales are language_TERRITORY; the language's usual territory is enough here. */
const OG_LOCALES: Record<Locale, string> = {
  da: 'da_DK', de: 'de_DE', en: 'en_GB', es: 'es_ES', fi: 'fi_FI', fr: 'fr_FR', it: 'it_IT', nb: 'nb_NO', nl: 'nl_NL', pl: 'pl_PL', sv: 'sv_SE',
};

/** The head as HTML: the title element and the tags after it (the template's empty title is replaced). */
export function headTagsHtml(head: PageHead): { title: string; tags: string } {
  const meta = (key: 'name' | 'property', name: string, content: string) => `<meta ${key}="${name}" content="${attribute(content)}">`;
  const tags = [
    meta('name', 'description', head.description),
    ...(head.noindex ? [meta('name', 'robots', 'noindex')] : []),
    `<link rel="canonical" href="${attribute(head.canonical)}">`,
    ...head.alternates.map(([language, url]) => `<link rel="alternate" hreflang="${language}" href="${attribute(url)}">`),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', head.siteName),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.canonical),
    meta('property', 'og:locale', OG_LOCALES[head.locale]),
    meta('property', 'og:image', head.image),
    meta('name', 'twitter:card', 'summary'),
  ];
  return { title: `<title>${attribute(head.title)}</title>`, tags: tags.join('') };
}
