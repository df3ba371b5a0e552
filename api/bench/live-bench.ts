/**
 * `npm run bench:live -w api`: the live base's figures, on PGlite and PostgreSQL (when
 * TEST_DATABASE_URL or the local server answers).
 * - Delivery: LIVE_MEMBERS (1,000) members hold their stream open on one API process; LIVE_LIKES
 *   (1,000) likes between them, LIVE_CONCURRENCY (4) at a time. Latency from the like's time (set
 *   by the server as it starts writing it) to its arrival on the liked member's stream, and from
 *   the like's request; memory per open stream (heap + external, and RSS, of the server process).
 * - Message delivery: as many chat messages the same way (each member, paying, writes to the next;
 *   each send stored, charged and announced), from the message's time and from the send's request
 *   to its arrival as message.received on the other member's stream.
 * - Resume: likes keep coming while all streams are cut at once and reconnect with their last id:
 *   events lost, repeated and out of order over both connections of every member, and the time
 *   from the cut until every stream has replayed what it missed.
 * - Two processes (PostgreSQL): streams held by process B, likes written through process A, with
 *   a Redis of the bench's own, then with that Redis stopped (LISTEN/NOTIFY carries the wake-ups).
 */
import http from 'node:http';
import { availableBackends, createPostgresDatabase } from '../test/support/backends.js';
import { nextLoopbackAddress } from '../test/support/http-client.js';
import type { LiveMember } from './live-members.js';
import { startLiveServer, startOwnRedis, type LiveServer } from './live-processes.js';
import { openSse, type SseConnection, type TimedFrame } from './sse-reader.js';

process.env.TEST_DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/test';
const MEMBERS = Number(process.env.LIVE_MEMBERS ?? 1000);
const LIKES = Math.min(MEMBERS, Number(process.env.LIVE_LIKES ?? 1000));
const CONCURRENCY = Number(process.env.LIVE_CONCURRENCY ?? 4);
const REDIS_PORT = Number(process.env.LIVE_REDIS_PORT ?? 6391);
const likeAgent = new http.Agent({ keepAlive: true, maxSockets: 32 });

const percentile = (values: number[], p: number) => {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const cookieOf = (server: LiveServer, member: LiveMember) => `${server.cookie}=${member.token}`;

/** POST `path` with a JSON body as `from`; resolves with the status. */
function post(server: LiveServer, from: LiveMember, path: string, payload: unknown): Promise<number> {
  const body = JSON.stringify(payload);
  return new Promise((resolve) => {
    const request = http.request({
      host: '127.0.0.1', port: server.port, path, method: 'POST', agent: likeAgent,
      headers: { cookie: cookieOf(server, from), 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
    }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    request.on('error', () => resolve(0));
    request.end(body);
  });
}

/** POST /api/like.php as `from`; resolves with the status. */
const like = (server: LiveServer, from: LiveMember, to: LiveMember) => post(server, from, '/api/like.php', { profile_id: to.profileId });

/** What a delivery row sends, the event that brings it to the other member, and the server's time of writing in that event. */
interface DeliveryKind {
  event: string;
  send(server: LiveServer, from: LiveMember, to: LiveMember): Promise<number>;
  writtenAt(data: any): number;
}

const LIKES_DELIVERED: DeliveryKind = { event: 'like.received', send: like, writtenAt: (data) => Date.parse(data.liked_at) };
/** A chat message, a new one each time (its own client id). */
const MESSAGES_DELIVERED: DeliveryKind = {
  event: 'message.received',
  send: (server, from, to) => post(server, from, '/api/chat.php', { profile_id: to.profileId, client_id: `live-${from.memberId}-${to.profileId}-${Date.now()}`, text: 'Hoi, zin in een praatje?' }),
  writtenAt: (data) => Date.parse(data.message.sent_at),
};

/** Runs `jobs` with `concurrency` at a time. */
async function pool<T>(jobs: (() => Promise<T>)[], concurrency: number): Promise<T[]> {
  const results: T[] = [];
  let next = 0;
  await Promise.all(Array.from({ length: concurrency }, async () => {
    while (next < jobs.length) {
      const index = next++;
      results[index] = await jobs[index]!();
    }
  }));
  return results;
}

/** The streams of some members on one server, every frame kept per member. */
class Streams {
  readonly frames = new Map<number, TimedFrame[]>();
  readonly connections = new Map<number, SseConnection>();
  listener: ((memberId: number, frame: TimedFrame) => void) | null = null;

  constructor(readonly server: LiveServer, readonly members: LiveMember[]) {}

  /** Opens (or reopens after the last id seen) every member's stream; resolves when all answered. */
  async open(resume = false): Promise<number[]> {
    const statuses = await Promise.all(this.members.map((member) => {
      const frames = this.frames.get(member.memberId) ?? [];
      this.frames.set(member.memberId, frames);
      const last = frames.filter((frame) => frame.id !== null).at(-1)?.id ?? undefined;
      const connection = openSse(
        { port: this.server.port, cookie: cookieOf(this.server, member), lastEventId: resume ? last ?? undefined : undefined, localAddress: nextLoopbackAddress() },
        (frame) => {
          frames.push(frame);
          this.listener?.(member.memberId, frame);
        },
      );
      this.connections.set(member.memberId, connection);
      return connection.status;
    }));
    return statuses;
  }

  cutAll(): void {
    this.connections.forEach((connection) => connection.cut());
  }

  lastId(memberId: number): number {
    return this.frames.get(memberId)?.filter((frame) => frame.id !== null).at(-1)?.id ?? 0;
  }
}

/** Sends a like (or a message) from each of `pairs` and measures when each arrives on the other member's stream. */
async function measureDelivery(server: LiveServer, streams: Streams, pairs: [LiveMember, LiveMember][], kind: DeliveryKind = LIKES_DELIVERED) {
  const sentAt = new Map<string, number>();
  const fromWritten: number[] = [];
  const fromRequest: number[] = [];
  let arrived = 0;
  streams.listener = (memberId, frame) => {
    if (frame.event !== kind.event) return;
    const sent = sentAt.get(`${memberId}:${frame.data.profile_id}`);
    if (sent === undefined) return;
    fromWritten.push(frame.at - kind.writtenAt(frame.data));
    fromRequest.push(frame.at - sent);
    arrived += 1;
  };
  const started = Date.now();
  const statuses = await pool(pairs.map(([from, to]) => () => {
    sentAt.set(`${to.memberId}:${from.profileId}`, Date.now());
    return kind.send(server, from, to);
  }), CONCURRENCY);
  const seconds = (Date.now() - started) / 1000;
  for (let waited = 0; arrived < pairs.length && waited < 30_000; waited += 50) await sleep(50);
  streams.listener = null;
  const answers = Object.entries(statuses.reduce<Record<number, number>>((counts, status) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }), {}))
    .map(([status, count]) => `${count}× ${status}`).join(', ');
  return {
    sent: pairs.length, answers, arrived, perSecond: pairs.length / seconds,
    written: { p50: percentile(fromWritten, 50), p99: percentile(fromWritten, 99) },
    request: { p50: percentile(fromRequest, 50), p99: percentile(fromRequest, 99) },
  };
}

/** Cuts every stream while likes keep coming, reconnects with the last ids, and checks every member's events. */
async function measureResume(server: LiveServer, streams: Streams) {
  let producing = true;
  const members = streams.members;
  const producer = (async () => {
    for (let step = 2; producing && step < members.length; step += 1) {
      await pool(members.map((from, index) => () => (producing ? like(server, from, members[(index + step) % members.length]!) : Promise.resolve(0))), CONCURRENCY);
    }
  })();
  await sleep(1_500);
  streams.cutAll();
  const cutAt = Date.now();
  const headsAtCut = await server.ask<number[]>('heads', members.map((member) => member.memberId));
  const statuses = await streams.open(true);
  const answeredAt = Date.now();
  await sleep(2_000);
  producing = false;
  await producer;
  let caughtUpAt = NaN;
  for (let waited = 0; waited < 60_000; waited += 20) {
    if (members.every((member, index) => streams.lastId(member.memberId) >= headsAtCut[index]!)) {
      caughtUpAt = Date.now();
      break;
    }
    await sleep(20);
  }
  const heads = await server.ask<number[]>('heads', members.map((member) => member.memberId));
  for (let waited = 0; waited < 30_000 && !members.every((member, index) => streams.lastId(member.memberId) >= heads[index]!); waited += 50) await sleep(50);
  let lost = 0;
  let repeated = 0;
  let outOfOrder = 0;
  let resets = 0;
  members.forEach((member, index) => {
    const frames = streams.frames.get(member.memberId) ?? [];
    resets += frames.filter((frame) => frame.event === 'reset').length;
    const ids = frames.filter((frame) => frame.event !== 'ready' && frame.event !== 'reset').map((frame) => frame.id!);
    const distinct = new Set(ids);
    repeated += ids.length - distinct.size;
    for (let i = 1; i < ids.length; i += 1) if (ids[i]! < ids[i - 1]!) outOfOrder += 1;
    for (let seq = 1; seq <= heads[index]!; seq += 1) if (!distinct.has(seq)) lost += 1;
  });
  return {
    reconnected: statuses.filter((status) => status === 200).length, events: heads.reduce((sum, head) => sum + head, 0),
    lost, repeated, outOfOrder, resets, answeredMs: answeredAt - cutAt, liveAgainMs: caughtUpAt - cutAt,
  };
}

function printDelivery(label: string, result: Awaited<ReturnType<typeof measureDelivery>>, what = 'likes') {
  console.log(`  ${label}: ${result.arrived}/${result.sent} arrived (answers ${result.answers}, ${result.perSecond.toFixed(0)} ${what}/s); written → stream p50 ${result.written.p50} ms, p99 ${result.written.p99} ms; request → stream p50 ${result.request.p50} ms, p99 ${result.request.p99} ms`);
}

async function runBackend(backend: 'pglite' | 'postgres') {
  console.log(`\n${backend}: ${MEMBERS} members, ${LIKES} likes and ${LIKES} messages, ${CONCURRENCY} at a time`);
  const redis = backend === 'postgres' ? await startOwnRedis(REDIS_PORT) : null;
  const database = backend === 'postgres' ? await createPostgresDatabase() : null;
  const env: Record<string, string> = { ...(database && { LIVE_DATABASE_URL: database.url }), ...(redis && { REDIS_URL: redis.url }) };
  const a = await startLiveServer(backend, MEMBERS, env);
  const others: LiveServer[] = [];
  try {
    // A first round of streams warms the code paths up, so the memory measured is the streams' own.
    const warmUp = new Streams(a, a.members.slice(0, Math.min(50, MEMBERS)));
    await warmUp.open();
    await sleep(500);
    warmUp.cutAll();
    for (let waited = 0; waited < 10_000 && (await a.ask<number>('streams')) > 0; waited += 100) await sleep(100);
    const before = await a.ask<NodeJS.MemoryUsage>('memory');
    const streams = new Streams(a, a.members);
    const statuses = await streams.open();
    for (let waited = 0; waited < 30_000 && a.members.some((member) => !streams.frames.get(member.memberId)?.length); waited += 50) await sleep(50);
    const after = await a.ask<NodeJS.MemoryUsage>('memory');
    const open = await a.ask<number>('streams');
    const perStream = (key: 'heapUsed' | 'external' | 'rss') => (after[key] - before[key]) / open / 1024;
    console.log(`  streams open: ${open} (${statuses.filter((status) => status === 200).length} answered 200); memory per stream: heap+external ${(perStream('heapUsed') + perStream('external')).toFixed(1)} KB, RSS ${perStream('rss').toFixed(1)} KB`);
    const pairs = a.members.slice(0, LIKES).map((from, index): [LiveMember, LiveMember] => [from, a.members[(index + 1) % a.members.length]!]);
    printDelivery('delivery', await measureDelivery(a, streams, pairs));
    printDelivery('message delivery', await measureDelivery(a, streams, pairs, MESSAGES_DELIVERED), 'messages');
    const resume = await measureResume(a, streams);
    console.log(`  resume: ${resume.reconnected}/${MEMBERS} reconnected, ${resume.events} events; lost ${resume.lost}, repeated ${resume.repeated}, out of order ${resume.outOfOrder}, resets ${resume.resets}; every reconnection answered ${resume.answeredMs} ms and all live again (the missed events replayed) ${resume.liveAgainMs} ms after the cut, likes still coming`);
    streams.cutAll();
    if (backend === 'postgres') {
      const b = await startLiveServer('postgres', 0, env);
      others.push(b);
      const held = a.members.slice(0, Math.min(200, Math.floor(MEMBERS / 5)));
      const onB = new Streams({ ...b, members: a.members }, held);
      await onB.open();
      for (let waited = 0; waited < 10_000 && held.some((member) => !onB.frames.get(member.memberId)?.length); waited += 50) await sleep(50);
      // Likers the held members have not had yet: further along the ring than the resume's steps went.
      const ring = (index: number) => ((index % a.members.length) + a.members.length) % a.members.length;
      const likersFrom = (offset: number) => held.map((member, index): [LiveMember, LiveMember] => [a.members[ring(index + offset)]!, member]);
      printDelivery(`two processes (written through A, streams on B, Redis)`, await measureDelivery(a, onB, likersFrom(MEMBERS - 300)));
      if (redis) {
        await redis.stop();
        await sleep(500);
        printDelivery(`two processes, Redis stopped (LISTEN/NOTIFY)`, await measureDelivery(a, onB, likersFrom(MEMBERS - 500)));
      } else {
        console.log('  (no redis-server: the Redis figures were skipped)');
      }
      onB.cutAll();
    }
  } finally {
    await Promise.all([a, ...others].map((server) => server.stop()));
    await redis?.stop().catch(() => {});
    await database?.drop();
  }
}

for (const backend of await availableBackends()) await runBackend(backend);
likeAgent.destroy();
