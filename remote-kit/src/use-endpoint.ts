/**
 * Server data for remotes: swr over the typed endpoint declarations, through the host's API client
 * (`useEndpoint('interests')`, `useEndpoint('regions', { country: 'NL' })`). swr deduplicates, so
 * every component asking for the same endpoint and input shares one request, and revalidates on
 * focus and reconnect. Only reading (GET) endpoints; writes go through `host.api.call` in a form.
 */
import useSWR, { type SWRResponse } from 'swr';
// ENDPOINT_ROUTES, not ENDPOINTS: a remote's bundle then carries no zod.
import { ENDPOINT_ROUTES, type EndpointAnswer, type EndpointCallArgs, type EndpointName, type Endpoints } from '@dating/shared-contracts';
import { useHost } from './host';

/** The names of the endpoints that read (GET). */
export type ReadingEndpoint = { [N in EndpointName]: Endpoints[N]['method'] extends 'GET' ? N : never }[EndpointName];

/** swr's answer for endpoint N; `null` as the name waits (e.g. until an id is known). */
export function useEndpoint<N extends ReadingEndpoint>(name: N | null, ...args: EndpointCallArgs<N>): SWRResponse<EndpointAnswer<N>> {
  const { api } = useHost();
  const input: unknown = args[0];
  if (name && ENDPOINT_ROUTES[name].method !== 'GET') throw new Error(`useEndpoint reads only; ${name} is ${ENDPOINT_ROUTES[name].method}`);
  // The key holds the input's JSON, so two equal inputs share one request and cache entry.
  const key = name ? ['endpoint', name, JSON.stringify(input ?? null)] : null;
  return useSWR(key, () => (api.call as (n: N, i?: unknown) => Promise<EndpointAnswer<N>>)(name!, input));
}
