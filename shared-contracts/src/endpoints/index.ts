/**
 * Every API endpoint, declared once: the API registers its routes from these, the client calls them
 * by name, the OpenAPI document and docs/api.md's reference table are generated from them. A new
 * domain adds its own file `<domain>.ts` here exporting `<domain>Endpoints`; `npm run endpoints`
 * (also run by build and start) gathers it into ENDPOINTS (declared.ts) and the browser's map
 * (endpoint-routes.ts).
 */
import type { AnswerOf, InputOf } from './define-endpoint.js';
import { ENDPOINTS } from './declared.js';

export * from './define-endpoint.js';
export * from './endpoint-routes.js';
export { ENDPOINTS };
/** The declarations' type, for lookups by name. */
export type Endpoints = typeof ENDPOINTS;
/** Name of a declared endpoint. */
export type EndpointName = keyof Endpoints;
/** What a caller sends to endpoint N: its query for GET, its body otherwise. */
export type EndpointInput<N extends EndpointName> = InputOf<Endpoints[N]>;
/** What endpoint N answers on success. */
export type EndpointAnswer<N extends EndpointName> = AnswerOf<Endpoints[N]>;
