/** The sites domain's public face: its service, the site row type, and its routes plugin. */
import type { Database } from '../../db/database.js';
import { createSitesRepository } from './repository.js';
import { createSitesService } from './service.js';

export type { SiteRow } from './repository.js';
export type { SitesService } from './service.js';
export { sitesPlugin } from './routes.js';
export { linkOrigin } from './link-origin.js';

/** Wires the sites service over the database. */
export function createSites(db: Database) {
  return createSitesService(createSitesRepository(db));
}
