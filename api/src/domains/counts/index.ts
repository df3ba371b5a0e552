/** The counts domain's public face: the service other domains register their badge totals with, and its routes plugin. */
export { createCountsService as createCounts, type CountProvider, type CountsService } from './service.js';
export { countsPlugin } from './routes.js';
