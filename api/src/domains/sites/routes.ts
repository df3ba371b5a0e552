/** Site endpoints: settings, company info, the site's own token pages, interests, regions. */
import type { FastifyInstance } from 'fastify';
import { ENDPOINTS } from '@dating/shared-contracts';
import { DomainError } from '../domain-error.js';
import { route } from '../../http/endpoint-route.js';
import { countryOf, siteOf } from '../../http/request-context.js';
import { requestLocale } from '../../http/request-locale.js';
import type { SitesService } from './service.js';

/** Registers the site endpoints; needs only its own service. */
export async function sitesPlugin(app: FastifyInstance, { sites }: { sites: SitesService }) {
  route(app, ENDPOINTS.settings, async (request, reply) => {
    const site = await siteOf(request, request.query.domain);
    // Served as the cached, already serialized document.
    const json = await sites.settingsAsJson(site, { country: countryOf(request), locale: requestLocale(request) });
    return reply.type('application/json; charset=utf-8').send(json);
  });

  route(app, ENDPOINTS.company, async (request) => {
    const company = await sites.company(await siteOf(request));
    if (!company) throw new DomainError('not_found');
    return company;
  });

  route(app, ENDPOINTS.sitePage, async (request) => {
    const page = await sites.sitePage(await siteOf(request), request.query.token, requestLocale(request));
    if (!page) throw new DomainError('not_found');
    return page;
  });

  route(app, ENDPOINTS.interests, async (request) => ({ interests: await sites.interests(requestLocale(request)) }));

  route(app, ENDPOINTS.regions, async (request) => ({ regions: await sites.regions(request.query.country) }));
}
