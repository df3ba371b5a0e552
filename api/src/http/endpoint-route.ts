/**
 * Registers a route from its declaration in shared-contracts' ENDPOINTS: method, path, the zod
 * schemas of query, body and answer, and the member guard. A handler never repeats any of these.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, preValidationAsyncHookHandler, RouteHandlerMethod } from 'fastify';
import type { z } from 'zod';
import { ENDPOINTS, type AnswerOf, type Endpoint, type EndpointName } from '@dating/shared-contracts';
import { requireMember, type RequestMember } from './request-context.js';

type SchemaOutput<E, K extends 'query' | 'body'> = E extends { [key in K]: infer S extends z.ZodType } ? z.output<S> : undefined;

/** The request a handler of endpoint E gets: typed query and body, and the member on member-only routes. */
export type EndpointRequest<E extends Endpoint> = FastifyRequest<{ Querystring: SchemaOutput<E, 'query'>; Body: SchemaOutput<E, 'body'> }> &
  (E['member'] extends true ? { member: RequestMember } : unknown);

/** A handler answers the declared shape (or sends through the reply itself, e.g. a redirect). */
export type EndpointHandler<E extends Endpoint> = (request: EndpointRequest<E>, reply: FastifyReply) => Promise<AnswerOf<E> | FastifyReply>;

/** Route config key that names the declaration a route was registered from. */
export interface EndpointRouteConfig {
  endpoint?: EndpointName;
}

declare module 'fastify' {
  interface FastifyContextConfig extends EndpointRouteConfig {}
}

/** The declaration's name (undefined when it is not in ENDPOINTS: the route-table test catches that). */
function nameOf(endpoint: Endpoint): EndpointName | undefined {
  return (Object.keys(ENDPOINTS) as EndpointName[]).find((name) => ENDPOINTS[name] === endpoint);
}

/** Registers `endpoint` with `handler`; `preValidation` may reshape a body first (e.g. form posts). */
export function route<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: EndpointHandler<E>,
  options: { preValidation?: preValidationAsyncHookHandler } = {},
): void {
  const status = endpoint.status ?? 200;
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    schema: {
      ...(endpoint.query && { querystring: endpoint.query }),
      ...(endpoint.body && { body: endpoint.body }),
      // Every JSON answer is checked against its declaration (a redirect has no body to check).
      // A stream's frames are written by its handler, one event at a time.
      ...(status < 300 && !endpoint.stream && { response: { [status]: endpoint.answer } }),
    },
    config: { endpoint: nameOf(endpoint) },
    ...(endpoint.member && { onRequest: requireMember }),
    ...(options.preValidation && { preValidation: options.preValidation }),
    handler: handler as unknown as RouteHandlerMethod,
  });
}
