/**
 * /robots.txt and /sitemap.xml for search engines: the sitemap lists the public pages of the
 * route table (no member-only page, no page that needs an id, no one-off step of a mailed link),
 * each with its hreflang alternates; robots.txt keeps crawlers off the API and points at the
 * sitemap. Both use the site's public origin (never the request's Host).
 */
import type { FastifyInstance } from 'fastify';
import { ROUTES, href, visibleLanguages, type RouteDefinition, type RouteName } from '@dating/shared-contracts';
import type { Config } from '../config.js';
import { linkOrigin } from '../domains/sites/index.js';
import { LANGUAGE_PARAMETER } from './page-head.js';
import { siteOf } from './request-context.js';

/**
 * Public routes that are not pages to find: steps of a flow (a mailed link, a redirect target), and
 * the member search, which visitors see only where a site allows it and whose results change all the time.
 */
const NOT_LISTED: ReadonlySet<RouteName> = new Set<RouteName>([
  'members', 'complete-signup', 'reset-password-do', 'activate-done', 'activate-error', 'mail-change-do', 'account-deleted', 'lang-config', 'pages-token',
]);

/** Whether a route is a page a search engine should list: public, no console page, and with no required parameter. */
export function isListedPage(route: RouteDefinition): boolean {
  return !route.auth && route.layout !== 'staff' && !NOT_LISTED.has(route.name) && !/:\w+(?!\?)(\/|$)/.test(route.path);
}

/** Paths of the listed pages, in route-table order. */
export function listedPaths(): string[] {
  return ROUTES.filter(isListedPage).map((route) => href(route.name));
}

function xml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

export function registerCrawlerFiles(app: FastifyInstance, config: Config) {
  app.get('/robots.txt', async (request, reply) => {
    const origin = linkOrigin(await siteOf(request), config);
    const lines = ['User-agent: *', 'Allow: /', 'Disallow: /api/', 'Disallow: /dev/', '', `Sitemap: ${origin}/sitemap.xml`, ''];
    return reply.header('cache-control', 'public, max-age=3600').type('text/plain; charset=utf-8').send(lines.join('\n'));
  });

  app.get('/sitemap.xml', async (request, reply) => {
    const site = await siteOf(request);
    const origin = linkOrigin(site, config);
    // One language set for the whole site: the languages of every country it serves.
    const languages = [...new Set(site.countries.flatMap((country) => visibleLanguages(country)))];
    const urls = listedPaths().map((path) => {
      const alternates = languages.map((language) => `<xhtml:link rel="alternate" hreflang="${language}" href="${xml(`${origin}${path}?${LANGUAGE_PARAMETER}=${language}`)}"/>`);
      return `<url><loc>${xml(origin + path)}</loc>${alternates.join('')}<xhtml:link rel="alternate" hreflang="x-default" href="${xml(origin + path)}"/></url>`;
    });
    const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
    return reply.header('cache-control', 'public, max-age=3600').type('application/xml; charset=utf-8').send(body);
  });
}
