/**
 * The HTTP client every front end uses for /api/*.php (spec sections 6 and 7): JSON in and out,
 * cookies included, error answers raised as ApiError, safe requests retried with exponential
 * delay, and a 403 with the auth-required flag reported so the shell can log the member out.
 */
import { HTTP_RETRIES } from './constants.js';
import { formatErrorText, loadErrorTexts, type ErrorAnswer } from './errors.js';
import { DEFAULT_LOCALE, type Locale } from './locales.js';
import type { ApiClient, ApiFailure } from './host-props.js';
// The schema-free route map, not ENDPOINTS: the client needs no zod (see endpoint-routes.ts).
import { ENDPOINT_ROUTES } from './endpoints/endpoint-routes.js';
import type { EndpointName, HttpMethod } from './endpoints/index.js';

/** The endpoint whose 403 never logs the member out: it answers visitors normally. */
export const USER_ENDPOINT = ENDPOINT_ROUTES.currentUser.path;

/** Code of a failure that never reached the server (offline, DNS, connection reset). */
export const NETWORK_ERROR_CODE = 'network_error';

/** Methods that may be sent again without a second effect; a POST is never repeated. */
const RETRYABLE_METHODS: ReadonlySet<HttpMethod> = new Set(['GET', 'PUT', 'DELETE']);

/** An API failure: the error answer's fields plus the HTTP status (0 when the network failed). */
/**
 * Marks API errors across bundles: each app bundles its own copy of this module, so an ApiError
 * thrown by the shell's client is not an instance of a remote's ApiError class. The registry
 * symbol is the same in every copy.
 */
const API_ERROR = Symbol.for('dating.api-error');

/** True for an error raised by any app's API client (use this, never instanceof, across apps). */
export function isApiError(error: unknown): error is ApiError {
  return typeof error === 'object' && error !== null && (error as Record<symbol, unknown>)[API_ERROR] === true;
}

export class ApiError extends Error implements ApiFailure {
  readonly [API_ERROR] = true;
  readonly status: number;
  readonly code: string;
  readonly fields?: Record<string, string>;
  readonly minutes?: number;
  readonly login_possible?: boolean;
  readonly auth_required?: boolean;
  readonly retry_at?: string;

  constructor(failure: ApiFailure) {
    super(failure.message);
    this.name = 'ApiError';
    this.status = failure.status;
    this.code = failure.code;
    if (failure.fields) this.fields = failure.fields;
    if (failure.minutes !== undefined) this.minutes = failure.minutes;
    if (failure.login_possible) this.login_possible = true;
    if (failure.auth_required) this.auth_required = true;
    if (failure.retry_at) this.retry_at = failure.retry_at;
  }

  /** The plain failure, e.g. for an event payload. */
  toJSON(): ApiFailure {
    const { status, code, message, fields, minutes, login_possible, auth_required, retry_at } = this;
    return { status, code, message, fields, minutes, login_possible, auth_required, retry_at };
  }
}

/** The fetch the client needs (the browser's, or a test's). */
export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

/** Options of createApiClient. */
export interface ApiClientOptions {
  /** Origin or prefix put before every path; '' means same origin. */
  baseUrl?: string;
  fetch?: FetchLike;
  /**
   * Called for a 403 with the auth-required flag from any endpoint but the user endpoint. A staff
   * endpoint's refusal (staff_required, staff_role_required) carries no such flag, so it never
   * logs a member out.
   */
  onAuthRequired?(failure: ApiFailure): void;
  /** Extra attempts for a safe request (spec: 5). */
  retries?: number;
  /** First retry delay; each next one doubles. */
  baseDelayMs?: number;
  sleep?(ms: number): Promise<void>;
  /** Language of the fallback message when an answer carries none. */
  locale?(): Locale;
}

function defaultSleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Delay before retry number `attempt` (1-based): base, 2×base, 4×base… */
export function retryDelay(attempt: number, baseDelayMs: number): number {
  return baseDelayMs * 2 ** (attempt - 1);
}

/** Whether a failed attempt of `method` may be sent again: network errors, 5xx and 429. */
export function isRetryable(method: string, status: number): boolean {
  if (!RETRYABLE_METHODS.has(method as HttpMethod)) return false;
  return status === 0 || status === 429 || status >= 500;
}

/** The endpoint part of a path or URL ('/api/user.php?push=1' → '/api/user.php'). */
function pathnameOf(path: string): string {
  return new URL(path, 'http://site.invalid').pathname;
}

function isErrorAnswer(body: unknown): body is ErrorAnswer {
  return typeof body === 'object' && body !== null && typeof (body as { error?: unknown }).error === 'string';
}

/** An answer without an error body still gets a readable message, in the member's language. */
async function fallbackFailure(status: number, code: string, locale: Locale): Promise<ApiFailure> {
  const texts = await loadErrorTexts(locale);
  return { status, code, message: formatErrorText(status === 404 ? texts.not_found : texts.generic) };
}

async function failureFrom(status: number, body: unknown, locale: Locale): Promise<ApiFailure> {
  return failureOf(status, body) ?? fallbackFailure(status, status === 404 ? 'not_found' : 'generic', locale);
}

/** The failure an error answer describes (what the client raises for it), or null for a body that is none. */
export function failureOf(status: number, body: unknown): ApiFailure | null {
  if (!isErrorAnswer(body)) return null;
  const failure: ApiFailure = { status, code: body.code ?? 'generic', message: body.error };
  if (body.fields) failure.fields = body.fields;
  if (typeof body.minutes === 'number') failure.minutes = body.minutes;
  if (body.login_possible) failure.login_possible = true;
  if (body.auth_required) failure.auth_required = true;
  if (typeof body.retry_at === 'string') failure.retry_at = body.retry_at;
  return failure;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** A server's Retry-After (in seconds) is honoured up to this long; longer waits fail instead. */
const MAX_RETRY_AFTER_MS = 30_000;

/** Milliseconds from a Retry-After header given in seconds; dates and junk count as none. */
function retryAfterMs(response: Response | null): number {
  const value = response?.headers.get('retry-after');
  const seconds = value ? Number(value) : NaN;
  return Number.isFinite(seconds) && seconds > 0 ? Math.min(seconds * 1000, MAX_RETRY_AFTER_MS) : 0;
}

/** Creates the API client of host-props.ts. */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const {
    baseUrl = '',
    fetch: fetchImpl = (input: string, init: RequestInit) => globalThis.fetch(input, init),
    onAuthRequired,
    retries = HTTP_RETRIES,
    baseDelayMs = 300,
    sleep = defaultSleep,
    locale = () => DEFAULT_LOCALE,
  } = options;

  async function request<T>(method: HttpMethod, path: string, body?: unknown, query?: Record<string, string>): Promise<T> {
    const search = query && Object.keys(query).length ? `${path.includes('?') ? '&' : '?'}${new URLSearchParams(query)}` : '';
    const url = `${baseUrl}${path}${search}`;
    const headers: Record<string, string> = { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' };
    const init: RequestInit = { method, credentials: 'include', headers };
    // FormData (an upload) goes as multipart: the browser writes the Content-Type with its boundary.
    if (typeof FormData !== 'undefined' && body instanceof FormData) {
      init.body = body;
    } else if (body !== undefined) {
      headers['Content-Type'] = 'application/json';
      init.body = JSON.stringify(body);
    }

    for (let attempt = 0; ; attempt++) {
      let response: Response | null = null;
      try {
        response = await fetchImpl(url, init);
      } catch (error) {
        // An abort is the caller's decision, not a network failure.
        if (error instanceof Error && error.name === 'AbortError') throw error;
      }
      const status = response?.status ?? 0;
      if (response?.ok) return (await readBody(response)) as T;

      if (attempt < retries && isRetryable(method, status)) {
        await sleep(Math.max(retryDelay(attempt + 1, baseDelayMs), retryAfterMs(response)));
        continue;
      }

      const failure = response
        ? await failureFrom(status, await readBody(response), locale())
        : await fallbackFailure(0, NETWORK_ERROR_CODE, locale());
      if (status === 403 && failure.auth_required && pathnameOf(path) !== USER_ENDPOINT) {
        onAuthRequired?.(failure);
      }
      throw new ApiError(failure);
    }
  }

  /** A GET's input as query parameters: absent values left out, everything else as text. */
  function queryOf(input: unknown): Record<string, string> | undefined {
    if (typeof input !== 'object' || input === null) return undefined;
    const query: Record<string, string> = {};
    for (const [key, value] of Object.entries(input)) if (value !== undefined && value !== null) query[key] = String(value);
    return query;
  }

  return {
    // The declaration types the answer; the server's serializer has already checked its shape.
    call: ((name: EndpointName, input?: unknown) => {
      const { method, path } = ENDPOINT_ROUTES[name];
      return method === 'GET' ? request('GET', path, undefined, queryOf(input)) : request(method, path, input);
    }) as ApiClient['call'],
    get: (path, query) => request('GET', path, undefined, query),
    post: (path, body) => request('POST', path, body),
    put: (path, body) => request('PUT', path, body),
    delete: (path, body) => request('DELETE', path, body),
  };
}
