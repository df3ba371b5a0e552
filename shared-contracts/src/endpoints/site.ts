/** The site: settings, company, interests, regions. */
import { companyInfoSchema, siteSettingsSchema } from '../entities.js';
import {
  interestsAnswerSchema, regionsAnswerSchema, regionsQuerySchema, settingsQuerySchema, sitePageAnswerSchema, sitePageQuerySchema,
} from '../api/sites.js';
import { defineEndpoint } from './define-endpoint.js';

export const siteEndpoints = {
  settings: defineEndpoint({
    method: 'GET',
    path: '/api/settings.php',
    query: settingsQuerySchema,
    answer: siteSettingsSchema,
    access: 'everyone',
    summary: "The request host's site settings (default site for unknown hosts)",
  }),
  company: defineEndpoint({
    method: 'GET',
    path: '/api/company.php',
    answer: companyInfoSchema,
    access: 'everyone',
    summary: 'The company behind the site',
    loadOnce: true,
  }),
  interests: defineEndpoint({
    method: 'GET',
    path: '/api/interests.php',
    answer: interestsAnswerSchema,
    access: 'everyone',
    summary: "Interests with labels in the caller's language",
    loadOnce: true,
  }),
  regions: defineEndpoint({
    method: 'GET',
    path: '/api/regions.php',
    query: regionsQuerySchema,
    answer: regionsAnswerSchema,
    access: 'everyone',
    summary: 'Regions per country (one country with ?country=)',
    loadOnce: true,
  }),
  sitePage: defineEndpoint({
    method: 'GET',
    path: '/api/page.php',
    query: sitePageQuerySchema,
    answer: sitePageAnswerSchema,
    access: 'everyone',
    summary: "A page the site publishes under its own token, in the caller's language (404 for an unknown token)",
  }),
};
