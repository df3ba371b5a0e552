/**
 * Every API endpoint, declared once: the API registers its routes from these, the client calls them
 * by name, the OpenAPI document and docs/api.md's check are generated from them. A new domain adds
 * its own file here and spreads it into ENDPOINTS.
 */
import type { AnswerOf, InputOf } from './define-endpoint.js';
import { accountEndpoints } from './account.js';
import { likesEndpoints } from './likes.js';
import { landersEndpoints } from './landers.js';
import { membersEndpoints } from './members.js';
import { searchEndpoints } from './search.js';
import { signupEndpoints } from './signup.js';
import { siteEndpoints } from './site.js';

export * from './define-endpoint.js';
export * from './endpoint-routes.js';

/** Every endpoint by name. */
export const ENDPOINTS = {
  ...membersEndpoints,
  ...signupEndpoints,
  ...siteEndpoints,
  ...accountEndpoints,
  ...searchEndpoints,
  ...likesEndpoints,
  ...landersEndpoints,
};

/** The declarations' type, for lookups by name. */
export type Endpoints = typeof ENDPOINTS;
/** Name of a declared endpoint. */
export type EndpointName = keyof Endpoints;
/** What a caller sends to endpoint N: its query for GET, its body otherwise. */
export type EndpointInput<N extends EndpointName> = InputOf<Endpoints[N]>;
/** What endpoint N answers on success. */
export type EndpointAnswer<N extends EndpointName> = AnswerOf<Endpoints[N]>;
