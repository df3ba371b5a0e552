/** GET /api/search.php, GET /api/search-defaults.php, GET /api/match-finder.php and GET /api/profile.php. */
import type { FastifyInstance } from 'fastify';
import { ENDPOINTS } from '@dating/shared-contracts';
import { route } from '../../http/endpoint-route.js';
import { countryOf, siteOf } from '../../http/request-context.js';
import { viewerOf } from '../../http/viewer.js';
import { DomainError } from '../domain-error.js';
import type { UsersService } from '../users/index.js';
import type { SearchService } from './service.js';

/** What the search routes need: their service, and the users service to know the viewer. */
export interface SearchPluginNeeds {
  search: SearchService;
  users: UsersService;
}

export async function searchPlugin(app: FastifyInstance, { search, users }: SearchPluginNeeds) {
  route(app, ENDPOINTS.search, async (request) => {
    const [site, viewer] = await Promise.all([siteOf(request), viewerOf(request, users)]);
    return search.search(site, viewer, request.query, countryOf(request));
  });

  route(app, ENDPOINTS.searchDefaults, async (request) => {
    const [site, viewer] = await Promise.all([siteOf(request), viewerOf(request, users)]);
    return search.defaults(site, viewer, countryOf(request));
  });

  route(app, ENDPOINTS.matchFinder, async (request) => {
    const [site, viewer] = await Promise.all([siteOf(request), viewerOf(request, users)]);
    if (!viewer) throw new DomainError('auth_required');
    return search.matchFinder(site, viewer, request.query);
  });

  route(app, ENDPOINTS.profile, async (request) => {
    const [site, viewer] = await Promise.all([siteOf(request), viewerOf(request, users)]);
    const { id, ...tracking } = request.query;
    return { profile: await search.profile(site, viewer, id, tracking) };
  });
}
