/**
 * The OpenAPI 3.1 document, generated from shared-contracts' ENDPOINTS (zod 4's own JSON Schema
 * output, no extra dependency), served at GET /api/openapi.json outside production only.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AUTH_COOKIE, ENDPOINTS, ERROR_CODES, STAFF_COOKIE, staffRoleOf, type Endpoint, type EndpointName } from '@dating/shared-contracts';
import type { Config } from '../config.js';

/** Where the document is served (outside production). */
export const OPENAPI_PATH = '/api/openapi.json';

type JsonSchema = Record<string, unknown>;

function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  return rest;
}

const errorAnswer = {
  type: 'object',
  required: ['error', 'code'],
  properties: {
    error: { type: 'string', description: "The text in the caller's language" },
    code: { type: 'string', enum: [...ERROR_CODES] },
    fields: { type: 'object', additionalProperties: { type: 'string' } },
    auth_required: { type: 'boolean' },
    minutes: { type: 'integer' },
    login_possible: { type: 'boolean' },
  },
};

function queryParameters(query: z.ZodType): JsonSchema[] {
  const schema = jsonSchema(query, 'input') as { properties?: Record<string, JsonSchema>; required?: string[] };
  return Object.entries(schema.properties ?? {}).map(([name, property]) => ({
    name,
    in: 'query',
    required: schema.required?.includes(name) ?? false,
    schema: property,
  }));
}

/** The session an endpoint's access asks for and its 403, as the document states them (none for everyone). */
function guardOf(endpoint: Endpoint): { security: JsonSchema[]; refusal: string } | null {
  if (endpoint.access === 'member') return { security: [{ session: [] }], refusal: 'A visitor: auth_required is true' };
  if (endpoint.access === 'staff') return { security: [{ staffSession: [] }], refusal: 'Any staff member: staff_required without a staff session (a member session is none)' };
  const role = staffRoleOf(endpoint.access);
  if (!role) return null;
  const passes = role === 'admin' ? 'an admin' : `a ${role} or an admin`;
  return { security: [{ staffSession: [] }], refusal: `Only ${passes}: staff_required without a staff session (a member session is none), staff_role_required for another role` };
}

function operation(name: EndpointName, endpoint: Endpoint): JsonSchema {
  const status = endpoint.status ?? 200;
  const success = status === 302
    ? { description: 'Redirect to a page' }
    : endpoint.stream
      ? { description: 'A stream of Server-Sent Events; each event\'s data', content: { 'text/event-stream': { schema: jsonSchema(endpoint.answer, 'output') } } }
      : { description: 'Success', content: { 'application/json': { schema: jsonSchema(endpoint.answer, 'output') } } };
  const error = { content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorAnswer' } } } };
  const guard = guardOf(endpoint);
  return {
    operationId: name,
    summary: endpoint.summary,
    ...(endpoint.query && { parameters: queryParameters(endpoint.query) }),
    ...(endpoint.body && {
      requestBody: { required: true, content: { 'application/json': { schema: jsonSchema(endpoint.body, 'input') } } },
    }),
    // An upload declares its file field; the document says so instead of a JSON body.
    ...(endpoint.upload && {
      requestBody: {
        required: true,
        content: { 'multipart/form-data': { schema: { type: 'object', required: [endpoint.upload], properties: { [endpoint.upload]: { type: 'string', format: 'binary' } } } } },
      },
    }),
    ...(guard && { security: guard.security }),
    responses: {
      [status]: success,
      ...(endpoint.query || endpoint.body ? { 400: { description: 'Invalid input', ...error } } : {}),
      ...(guard && { 403: { description: guard.refusal, ...error } }),
    },
  };
}

/** The whole document, from every declaration. */
export function openApiDocument(): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const name of Object.keys(ENDPOINTS) as EndpointName[]) {
    const endpoint: Endpoint = ENDPOINTS[name];
    (paths[endpoint.path] ??= {})[endpoint.method.toLowerCase()] = operation(name, endpoint);
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Dating site API', version: '1.0.0', description: 'Generated from shared-contracts/src/endpoints; docs/api.md tells the rules.' },
    paths,
    components: {
      schemas: { ErrorAnswer: errorAnswer },
      securitySchemes: {
        session: { type: 'apiKey', in: 'cookie', name: AUTH_COOKIE },
        staffSession: { type: 'apiKey', in: 'cookie', name: STAFF_COOKIE },
      },
    },
  };
}

/** Serves the document outside production; in production the path stays an unknown /api/ path (404). */
export async function openApiPlugin(app: FastifyInstance, { config }: { config: Config }) {
  if (config.production) return;
  const document = JSON.stringify(openApiDocument());
  app.get(OPENAPI_PATH, async (_request, reply) => reply.type('application/json; charset=utf-8').send(document));
}
