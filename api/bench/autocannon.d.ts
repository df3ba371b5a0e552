// autocannon ships no types; the benchmarks use this much of its API.
declare module 'autocannon' {
  export interface Histogram { average: number; p50: number; p99: number; total: number }
  export interface Result { requests: Histogram; latency: Histogram; errors: number; timeouts: number; non2xx: number }
  /** One request autocannon makes; `setupRequest` may change it for each call (a body of its own), `onResponse` sees each answer. */
  export interface RequestSpec {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    setupRequest?: (request: RequestSpec & Record<string, unknown>) => RequestSpec;
    onResponse?: (status: number, body: string) => void;
  }
  /** One connection of a run; `setupClient` may give it requests of its own. */
  export interface Client { setRequests(requests: RequestSpec[]): void }
  function autocannon(options: {
    url: string; connections: number; duration?: number; amount?: number; headers?: Record<string, string>; requests?: RequestSpec[];
    setupClient?: (client: Client) => void;
  }): Promise<Result>;
  export default autocannon;
}
