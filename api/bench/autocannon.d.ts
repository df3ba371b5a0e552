// autocannon ships no types; the benchmark uses this much of its API.
declare module 'autocannon' {
  interface Histogram { average: number; p50: number; p99: number }
  interface Result { requests: Histogram; latency: Histogram; errors: number; timeouts: number; non2xx: number }
  /** One request of a run; setupRequest may rewrite each one (a body of its own). */
  interface RequestSpec { method?: string; path?: string; setupRequest?: (request: Record<string, unknown>) => Record<string, unknown> }
  function autocannon(options: { url: string; connections: number; duration: number; headers?: Record<string, string>; requests?: RequestSpec[] }): Promise<Result>;
  export default autocannon;
}
