/**
 * What must not wait on the database, measured while the search runs at full load (api-bench.ts):
 * a built file and GET /api/settings.php fetched one request at a time, the heartbeats of open
 * event streams, and likes delivered on the liked member's open stream.
 */
import http from 'node:http';
import autocannon, { type Result } from 'autocannon';
import type { BenchLive } from './serve.js';
import { openSse, type SseConnection } from './sse-reader.js';

/** One figure of the bench's table (api-bench.ts Row). */
export interface UnderLoadRow {
  target: string; rps: number; p50: number; p99: number; errors: number;
}

const percentile = (values: number[], share: number) => {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]!);
};
const likeAgent = new http.Agent({ keepAlive: true, maxSockets: 4 });

/** POST /api/like.php as the member with `token`; resolves with the status. */
function like(port: number, cookie: string, profileId: number): Promise<number> {
  const body = JSON.stringify({ profile_id: profileId });
  return new Promise((resolve) => {
    const request = http.request({
      host: '127.0.0.1', port, path: '/api/like.php', method: 'POST', agent: likeAgent,
      headers: { cookie, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
    }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    request.on('error', () => resolve(0));
    request.end(body);
  });
}

/** Pairs not yet used: each liker likes each liked member once over the whole run. */
let nextPair = 0;

/**
 * Runs `search` (autocannon options) for `seconds` at `connections`, and meanwhile the probes;
 * `during` runs with the search too (the server's CPU per thread). Returns the probes' rows.
 */
export async function measureUnderSearch(options: {
  backend: string; port: number; live: BenchLive; search: { url: string; headers: Record<string, string> };
  connections: number; seconds: number; during?: () => Promise<void>;
}): Promise<UnderLoadRow[]> {
  const { backend, port, live, seconds } = options;
  const base = `http://127.0.0.1:${port}`;
  const label = `${backend}, during search at ${options.connections} connections:`;

  // The liked members' streams, open before the load starts; gaps count once the load runs.
  let measuring = false;
  const heartbeatGaps: number[] = [];
  const lastBeat = new Map<number, number>();
  const arrivals = new Map<string, number>();
  const waiting = new Map<string, (at: number) => void>();
  const streams: SseConnection[] = live.liked.map((member) => openSse(
    { port, cookie: `${live.cookie}=${member.token}` },
    (frame) => {
      if (frame.event !== 'like.received') return;
      const key = `${frame.data.profile_id}>${member.profileId}`;
      const at = performance.now();
      arrivals.set(key, at);
      waiting.get(key)?.(at);
    },
    (at) => {
      const last = lastBeat.get(member.memberId);
      if (last !== undefined && measuring) heartbeatGaps.push(at - last - live.heartbeatMs);
      lastBeat.set(member.memberId, at);
    },
  ));
  const statuses = await Promise.all(streams.map((stream) => stream.status));
  if (statuses.some((status) => status !== 200)) throw new Error(`event streams answered ${statuses.join(',')}`);

  const search = autocannon({ url: options.search.url, headers: options.search.headers, connections: options.connections, duration: seconds });
  // Let the search reach its steady load before the probes start.
  await new Promise((resolve) => setTimeout(resolve, 500));
  measuring = true;
  const probeSeconds = seconds - 1;
  const probe = (url: string) => autocannon({ url, connections: 1, duration: probeSeconds });
  const staticProbe = probe(`${base}${live.staticPath}`);
  const settingsProbe = probe(`${base}/api/settings.php`);

  // Likes one at a time, each timed from its request to its arrival on the liked member's stream.
  const deliveries: number[] = [];
  let likeErrors = 0;
  let undelivered = 0;
  const until = performance.now() + probeSeconds * 1000;
  const likes = (async () => {
    const pairs = live.likers.length * live.liked.length;
    while (performance.now() < until && nextPair < pairs) {
      const liker = live.likers[nextPair % live.likers.length]!;
      const liked = live.liked[Math.floor(nextPair / live.likers.length)]!;
      nextPair += 1;
      const key = `${liker.profileId}>${liked.profileId}`;
      const sent = performance.now();
      const arrived = new Promise<number | null>((resolve) => {
        waiting.set(key, resolve);
        setTimeout(() => resolve(null), 10_000);
      });
      const status = await like(port, `${live.cookie}=${liker.token}`, liked.profileId);
      if (status !== 200) {
        likeErrors += 1;
        continue;
      }
      const at = arrivals.get(key) ?? (await arrived);
      waiting.delete(key);
      if (at === null) undelivered += 1;
      else deliveries.push(at - sent);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  const [, staticResult, settingsResult] = await Promise.all([options.during?.(), staticProbe, settingsProbe, likes]);
  measuring = false;
  await search;
  for (const stream of streams) stream.cut();

  const row = (target: string, result: Result): UnderLoadRow => ({
    target, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.timeouts + result.non2xx,
  });
  return [
    row(`${label} GET ${live.staticPath} (a built file, 1 connection)`, staticResult),
    row(`${label} GET /api/settings.php (1 connection)`, settingsResult),
    {
      target: `${label} heartbeat of ${streams.length} open streams, ms late (every ${live.heartbeatMs} ms)`,
      rps: heartbeatGaps.length / probeSeconds, p50: percentile(heartbeatGaps, 0.5), p99: percentile(heartbeatGaps, 0.99), errors: 0,
    },
    {
      target: `${label} a like, from its request to its arrival on the open stream (one at a time)`,
      rps: deliveries.length / probeSeconds, p50: percentile(deliveries, 0.5), p99: percentile(deliveries, 0.99), errors: likeErrors + undelivered,
    },
  ];
}
