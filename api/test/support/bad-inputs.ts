/**
 * Bad inputs generated from the endpoint declarations: for every declared endpoint that takes a body
 * or a query, a request that its schema accepts (the required fields with the smallest values they
 * allow), and one case per field with one wrong value in it: a NUL and a lone surrogate in every
 * text, 2^31 in every number. A new endpoint is covered without anyone listing it here.
 */
import { z } from 'zod';
import { ENDPOINTS, type Endpoint, type EndpointName } from '@dating/shared-contracts';

/** The JSON Schema (input side) zod writes for a request schema, as far as the sweep reads it. */
interface Json {
  type?: string | string[];
  properties?: Record<string, Json>;
  required?: string[];
  items?: Json;
  anyOf?: Json[];
  oneOf?: Json[];
  enum?: unknown[];
  const?: unknown;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  minItems?: number;
  format?: string;
}

/** One bad request: where it goes, what it sends, and the field the answer must name. */
export interface BadInputCase {
  endpoint: EndpointName;
  method: Endpoint['method'];
  /** What is wrong, for the test's name. */
  label: string;
  /** The field the refusal names, dot-joined as the error answer names it. */
  field: string;
  /**
   * Whether the answer must name the field: a NUL in a URL is refused at the edge before any
   * schema reads the query (http/malformed-requests.ts), so that answer names none.
   */
  namesField: boolean;
  /** Path with the query (GET), or the path alone. */
  path: string;
  json?: unknown;
  /** Who may call the endpoint (the test calls it as such, so the guard lets the bad value reach the schema). */
  access: Endpoint['access'];
}

/** 2^31: one more than the largest int4, the type of every id column. */
export const TOO_LARGE_NUMBER = 2_147_483_648;

const typeOf = (schema: Json) => [schema.type].flat().find((type) => type !== 'null');
/** The alternatives of a union (zod writes anyOf), or the schema itself. */
const optionsOf = (schema: Json): Json[] => schema.anyOf ?? schema.oneOf ?? [schema];
/** A nullable field is a union with null: the non-null side is what it takes. */
const nonNull = (schema: Json): Json => optionsOf(schema).find((option) => typeOf(option) !== undefined || option.enum || option.const !== undefined) ?? schema;

/** The smallest value the schema accepts (required fields only), as far as shapes go. */
function sampleOf(schema: Json): unknown {
  const inner = nonNull(schema);
  if (inner.const !== undefined) return inner.const;
  if (inner.enum) return inner.enum[0];
  switch (typeOf(inner)) {
    case 'object':
      return Object.fromEntries((inner.required ?? []).map((key) => [key, sampleOf(inner.properties![key]!)]));
    case 'array':
      return inner.minItems ? [sampleOf(inner.items ?? {})] : [];
    case 'string':
      return inner.format === 'email' ? 'probe@example.com' : 'x'.repeat(Math.max(1, inner.minLength ?? 1));
    case 'integer':
    case 'number':
      return Math.max(1, inner.minimum ?? 1);
    case 'boolean':
      return true;
    default:
      return null;
  }
}

/** Every text and number field of an object schema (nested objects and array items included). */
function leavesOf(schema: Json, path: (string | number)[] = []): { path: (string | number)[]; kind: 'text' | 'number'; schema: Json }[] {
  const inner = nonNull(schema);
  if (inner.enum || inner.const !== undefined) return [];
  const type = typeOf(inner);
  if (type === 'object') return Object.entries(inner.properties ?? {}).flatMap(([key, value]) => leavesOf(value, [...path, key]));
  if (type === 'array') return leavesOf(inner.items ?? {}, [...path, 0]);
  if (type === 'string') return [{ path, kind: 'text', schema: inner }];
  if (type === 'integer' || type === 'number') return [{ path, kind: 'number', schema: inner }];
  return [];
}

/** A copy of `base` with `value` at `path` (objects and arrays on the way are made). */
function withValue(base: unknown, path: (string | number)[], value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  if (typeof head === 'number') return [withValue(undefined, rest, value)];
  const object = (base && typeof base === 'object' ? base : {}) as Record<string, unknown>;
  return { ...object, [head!]: withValue(object[head!], rest, value) };
}

/** Wrong texts: a NUL and a lone surrogate, each inside an otherwise short and plain value. */
function badTexts(schema: Json, inQuery: boolean): { label: string; value: string }[] {
  const fit = (text: string) => (schema.maxLength !== undefined && text.length > schema.maxLength ? text.slice(-schema.maxLength) : text);
  const texts = [{ label: 'a NUL character', value: fit('a\u0000b') }];
  // A query string is UTF-8 bytes: it cannot carry a lone surrogate (decoding makes U+FFFD of it).
  if (!inQuery) texts.push({ label: 'a lone surrogate', value: fit('a\uD800b') });
  return texts;
}

/** The request of one case: a query string for GET, a JSON body otherwise. */
function request(endpoint: Endpoint, input: unknown): { path: string; json?: unknown } {
  if (endpoint.method !== 'GET') return { path: endpoint.path, json: input };
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(input as Record<string, unknown>)) query.set(key, String(value));
  const text = query.toString();
  return { path: text ? `${endpoint.path}?${text}` : endpoint.path };
}

/**
 * The cases of every declared endpoint that takes JSON or a query. Left out: uploads (multipart,
 * their own corpus) and redirects (an e-mailed link always lands on a page, never on an error).
 */
export function badInputCases(): { endpoints: EndpointName[]; cases: BadInputCase[] } {
  const endpoints: EndpointName[] = [];
  const cases: BadInputCase[] = [];
  for (const [name, endpoint] of Object.entries(ENDPOINTS) as [EndpointName, Endpoint][]) {
    const schema = endpoint.method === 'GET' ? endpoint.query : endpoint.body;
    if (!schema || endpoint.upload || endpoint.status === 302) continue;
    const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Json;
    const before = cases.length;
    for (const option of optionsOf(json)) {
      const base = sampleOf(option);
      for (const leaf of leavesOf(option)) {
        const wrong = leaf.kind === 'text'
          ? badTexts(leaf.schema, endpoint.method === 'GET')
          : [{ label: `${TOO_LARGE_NUMBER}`, value: TOO_LARGE_NUMBER }];
        for (const { label, value } of wrong) {
          cases.push({
            endpoint: name,
            method: endpoint.method,
            label,
            field: leaf.path.join('.'),
            namesField: !(endpoint.method === 'GET' && typeof value === 'string' && value.includes('\u0000')),
            access: endpoint.access,
            ...request(endpoint, withValue(base, leaf.path, value)),
          });
        }
      }
    }
    if (cases.length > before) endpoints.push(name);
  }
  return { endpoints, cases };
}
