/**
 * Registers a route from its declaration in shared-contracts' ENDPOINTS: method, path, the zod
 * schemas of query, body and answer, and the one guard its `access` asks for. A handler never
 * repeats any of these.
 */
import type {
  FastifyInstance, FastifyReply, FastifyRequest, onRequestAsyncHookHandler, preValidationAsyncHookHandler, RouteHandlerMethod,
} from 'fastify';
import type { z } from 'zod';
import { ENDPOINTS, staffRoleOf, type AnswerOf, type Endpoint, type EndpointAccess, type EndpointName, type StaffAccess } from '@dating/shared-contracts';
import { requireMember, type RequestMember } from './request-context.js';
import { requireStaff, type RequestStaff } from './staff-session.js';

type SchemaOutput<E, K extends 'query' | 'body'> = E extends { [key in K]: infer S extends z.ZodType } ? z.output<S> : undefined;

/** The request a handler of endpoint E gets: typed query and body, the member on member routes, the staff member on staff routes. */
export type EndpointRequest<E extends Endpoint> = FastifyRequest<{ Querystring: SchemaOutput<E, 'query'>; Body: SchemaOutput<E, 'body'> }> &
  (E['access'] extends 'member' ? { member: RequestMember } : E['access'] extends StaffAccess | 'staff' ? { staff: RequestStaff } : unknown);

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

/**
 * The one guard an access asks for, run before the body is read: the member guard (403
 * `auth_required`), the staff guard of the role (403 `staff_required` / `staff_role_required`),
 * the staff guard of any role, or none.
 */
function guardOf(access: EndpointAccess): onRequestAsyncHookHandler | undefined {
  if (access === 'member') return requireMember;
  if (access === 'staff') return requireStaff(null);
  const role = staffRoleOf(access);
  return role ? requireStaff(role) : undefined;
}

/** Registers `endpoint` with `handler`; `preValidation` may reshape a body first (e.g. form posts). */
export function route<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: EndpointHandler<E>,
  options: { preValidation?: preValidationAsyncHookHandler } = {},
): void {
  const status = endpoint.status ?? 200;
  const guard = guardOf(endpoint.access);
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
    ...(guard && { onRequest: guard }),
    ...(options.preValidation && { preValidation: options.preValidation }),
    handler: handler as unknown as RouteHandlerMethod,
  });
}
