/** Site endpoints: settings, company info, interests, regions. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { regionsQuerySchema, settingsQuerySchema } from '@dating/shared-contracts';
import { DomainError } from '../domain-error.js';
import { countryOf, siteOf } from '../../http/request-context.js';
import { requestLocale } from '../../http/request-locale.js';
import type { Domains } from '../index.js';

export async function sitesRoutes(app: FastifyInstance, { domains }: { domains: Domains }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/api/settings.php', { schema: { querystring: settingsQuerySchema } }, async (request, reply) => {
    const site = await siteOf(request, domains, request.query.domain);
    const json = await domains.sites.settingsAsJson(site, { country: countryOf(request) });
    return reply.type('application/json; charset=utf-8').send(json);
  });

  api.get('/api/company.php', async (request) => {
    const company = await domains.sites.company(await siteOf(request, domains));
    if (!company) throw new DomainError('not_found');
    return company;
  });

  api.get('/api/interests.php', async (request) => ({ interests: await domains.sites.interests(requestLocale(request)) }));

  api.get('/api/regions.php', { schema: { querystring: regionsQuerySchema } }, async (request) => ({
    regions: await domains.sites.regions(request.query.country),
  }));
}
