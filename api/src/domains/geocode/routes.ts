/** GET /api/geocode.php: reverse geocoding from the offline GeoNames data. */
import type { FastifyInstance } from 'fastify';
import { ENDPOINTS } from '@dating/shared-contracts';
import { route } from '../../http/endpoint-route.js';
import type { GeocodeService } from './service.js';

export async function geocodePlugin(app: FastifyInstance, { geocode }: { geocode: GeocodeService }) {
  route(app, ENDPOINTS.geocode, async (request) => geocode.locate(request.query.lat, request.query.lon));
}
