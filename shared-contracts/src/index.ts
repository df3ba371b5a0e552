/** The contract between the API, the shell and every remote. */
export * from './constants.js';
export * from './payments.js';
export * from './locales.js';
export * from './entities.js';
export * from './errors.js';
export * from './error-catalogue.js';
export * from './api/index.js';
export * from './routes.js';
export * from './events.js';
export * from './counts.js';
export * from './host-props.js';
export * from './widgets.js';
export * from './api-client.js';
export * from './endpoints/index.js';
export * from './server-events/index.js';
export * from './rules/index.js';
