/**
 * Server data for remotes: swr over the typed endpoint declarations, through the host's API client
 * (`useEndpoint('interests')`, `useEndpoint('regions', { country: 'NL' })`). swr deduplicates, so
 * every component asking for the same endpoint and input shares one request, and revalidates on
 * focus and reconnect. An endpoint declared `loadOnce` (interests, regions, company info) is asked
 * once per input and page load: later readers take the cached answer, and focus, reconnect or a
 * remount do not ask again ("skipped if already loaded", spec section 9). Only reading (GET)
 * endpoints; writes go through `host.api.call` in a form.
 */
import { createContext, useContext } from 'react';
import useSWR, { unstable_serialize, type SWRConfiguration, type SWRResponse } from 'swr';
// ENDPOINT_ROUTES, not ENDPOINTS: a remote's bundle then carries no zod.
import { ENDPOINT_ROUTES, ApiError, type ApiFailure, type EndpointAnswer, type EndpointCallArgs, type EndpointName, type Endpoints } from '@dating/shared-contracts';
import { useHost } from './host';

/** swr options for data that never changes while the page is open (what `useSWRImmutable` sets). */
const LOAD_ONCE: SWRConfiguration = { revalidateIfStale: false, revalidateOnFocus: false, revalidateOnReconnect: false };

/** The names of the endpoints that read (GET). */
export type ReadingEndpoint = { [N in EndpointName]: Endpoints[N]['method'] extends 'GET' ? N : never }[EndpointName];

/** swr's cache key of one call: the same on the server (rendering ahead) and in the browser. */
export function endpointKey(name: EndpointName, input: unknown): [string, string, string] {
  return ['endpoint', name, JSON.stringify(input ?? null)];
}

/** While a page renders ahead on the server, learns which calls it makes (server-render.tsx). */
export const EndpointRecorder = createContext<((name: EndpointName, input: unknown) => void) | null>(null);

/** The calls the server was refused while rendering the page, by swr key, with the refusal. */
export type FailuresAhead = ReadonlyMap<string, ApiFailure>;

/**
 * The refusals of the page's calls on the server: the page shows the same error state at once
 * (on the server's later passes and in the browser's first render) instead of a loading state
 * that would ask again. Until the page asks again itself (a retry), e.g. an unknown member's
 * landing falls back to the generic lander on the server and in the browser alike.
 */
export const FailuresAheadContext = createContext<FailuresAhead | null>(null);

/** swr's answer for endpoint N; `null` as the name waits (e.g. until an id is known). */
export function useEndpoint<N extends ReadingEndpoint>(name: N | null, ...args: EndpointCallArgs<N>): SWRResponse<EndpointAnswer<N>> {
  return useEndpointWith(undefined, name, ...args);
}

/**
 * useEndpoint with swr options of the page's own, e.g. a list that keeps the answer it showed when
 * the member comes back to it (`revalidateIfStale: false`).
 */
export function useEndpointWith<N extends ReadingEndpoint>(options: SWRConfiguration | undefined, name: N | null, ...args: EndpointCallArgs<N>): SWRResponse<EndpointAnswer<N>> {
  const { api } = useHost();
  const record = useContext(EndpointRecorder);
  const input: unknown = args[0];
  if (name && record) record(name, input);
  if (name && ENDPOINT_ROUTES[name].method !== 'GET') throw new Error(`useEndpoint reads only; ${name} is ${ENDPOINT_ROUTES[name].method}`);
  // The key holds the input's JSON, so two equal inputs share one request and cache entry.
  const key = name ? endpointKey(name, input) : null;
  const loadOnce = name ? (ENDPOINT_ROUTES[name] as { loadOnce?: boolean }).loadOnce === true : false;
  const failures = useContext(FailuresAheadContext);
  const failure = key && failures ? failures.get(unstable_serialize(key)) : undefined;
  const config = loadOnce ? LOAD_ONCE : options;
  const response = useSWR(key, () => (api.call as (n: N, i?: unknown) => Promise<EndpointAnswer<N>>)(name!, input), failure ? { ...config, revalidateOnMount: false } : config);
  if (!failure || response.data !== undefined || response.error !== undefined || response.isValidating) return response;
  return refused(response, failure);
}

/** swr's response with the refusal the server met as its error (its mutate asks again). */
function refused<T>(response: SWRResponse<T>, failure: ApiFailure): SWRResponse<T> {
  return { data: undefined, error: new ApiError(failure), isLoading: false, isValidating: false, mutate: response.mutate };
}
