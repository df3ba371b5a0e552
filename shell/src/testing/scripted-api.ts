/**
 * Test input: the real API client over a fetch that answers from a table of routes, recording
 * every request. Unknown routes answer 404 like the API does.
 */
import { createApiClient, type ApiClient, type ApiFailure } from '@dating/shared-contracts';

export type Reply = { status?: number; body?: unknown };
export type Routes = Record<string, Reply | ((body: unknown) => Reply)>;

export interface ScriptedApi {
  api: ApiClient;
  requests: { method: string; path: string; body: unknown }[];
  authFailures: ApiFailure[];
}

/** What the client reads of a fetch Response (jsdom has no Response class). */
function answer(status: number, body: unknown): Response {
  const text = body === undefined ? '' : JSON.stringify(body);
  return { ok: status >= 200 && status < 300, status, headers: new Headers(), text: async () => text } as unknown as Response;
}

export function scriptedApi(routes: Routes, onAuthRequired?: (failure: ApiFailure) => void): ScriptedApi {
  const requests: ScriptedApi['requests'] = [];
  const authFailures: ApiFailure[] = [];
  const api = createApiClient({
    retries: 0,
    sleep: async () => undefined,
    onAuthRequired: (failure) => {
      authFailures.push(failure);
      onAuthRequired?.(failure);
    },
    fetch: async (url, init) => {
      const path = url.split('?')[0]!;
      const body = init.body ? JSON.parse(String(init.body)) : undefined;
      requests.push({ method: init.method ?? 'GET', path, body });
      const route = routes[`${init.method ?? 'GET'} ${path}`];
      const reply = typeof route === 'function' ? route(body) : route ?? { status: 404, body: { error: 'Not found', code: 'not_found' } };
      return answer(reply.status ?? 200, reply.body);
    },
  });
  return { api, requests, authFailures };
}
