// autocannon ships no types; the benchmark uses this much of its API.
declare module 'autocannon' {
  export interface Histogram { average: number; p50: number; p99: number }
  export interface Result { requests: Histogram; latency: Histogram; errors: number; timeouts: number; non2xx: number }
  function autocannon(options: { url: string; connections: number; duration: number; headers?: Record<string, string> }): Promise<Result>;
  export default autocannon;
}
