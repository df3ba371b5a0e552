/** GET /api/lander.php and GET /api/lander-member.php. */
import type { FastifyInstance } from 'fastify';
import { ENDPOINTS } from '@dating/shared-contracts';
import { route } from '../../http/endpoint-route.js';
import { countryOf, siteOf } from '../../http/request-context.js';
import type { LandersService } from './service.js';

export async function landersPlugin(app: FastifyInstance, { landers }: { landers: LandersService }) {
  route(app, ENDPOINTS.landerProfiles, async (request) => {
    const site = await siteOf(request);
    // The page may name the visitor's country (boot data); else the trusted edge header.
    const country = request.query.country ?? countryOf(request);
    return { profiles: await landers.profiles(site, request.query.niche, country) };
  });

  route(app, ENDPOINTS.landerMember, async (request) => {
    const site = await siteOf(request);
    return { profile: await landers.member(site, request.query.id) };
  });
}
