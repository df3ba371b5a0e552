/**
 * `npm run bench:payments -w api`: starting a payment (POST /api/payment.php) and handling the
 * sandbox's webhook (POST /api/payment-webhook.php, each request a different pending payment
 * completed: a state change, a ledger grant and two server events), autocannon at
 * BENCH_CONNECTIONS (50) on PGlite and PostgreSQL (when TEST_DATABASE_URL answers), beside a bare
 * Fastify hello-world in the same run. Site, bare server and autocannon share this one process,
 * so the ratio compares like with like, not the absolute figures of a deployed API.
 */
import autocannon, { type Result } from 'autocannon';
import Fastify from 'fastify';
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { availableBackends } from '../test/support/backends.js';
import { newMember } from '../test/support/members.js';
import { startTestSite } from '../test/support/test-site.js';

process.env.TEST_DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/test';
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
/** Payments started per backend; each member starts at most 25 (the per-member limit is 30 an hour). */
const PAYMENTS = Number(process.env.BENCH_PAYMENTS ?? 2000);
const PER_MEMBER = 25;

interface Row { target: string; requests: number; non2xx: number; 'req/s': number; 'p50 ms': number; 'p99 ms': number }

function row(target: string, result: Result): Row {
  return { target, requests: result.requests.total, non2xx: result.non2xx, 'req/s': Math.round(result.requests.average), 'p50 ms': result.latency.p50, 'p99 ms': result.latency.p99 };
}

async function bare(): Promise<Row> {
  const app = Fastify();
  app.get('/hello', async () => ({ hello: 'world' }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/hello`;
  await autocannon({ url, connections: CONNECTIONS, duration: 2 });
  const result = await autocannon({ url, connections: CONNECTIONS, amount: PAYMENTS });
  await app.close();
  return row('hello-world (bare Fastify)', result);
}

async function backendRows(backend: 'pglite' | 'postgres'): Promise<Row[]> {
  const site = await startTestSite(backend);
  try {
    const members = await Promise.all(Array.from({ length: Math.ceil(PAYMENTS / PER_MEMBER) }, () => newMember(site)));
    const cookies = members.map((member) => [...member.client.cookies].map(([key, value]) => `${key}=${value}`).join('; '));
    let sent = 0;
    const paymentIds: number[] = [];
    const start = await autocannon({
      url: `${site.baseUrl}/api/payment.php`,
      connections: CONNECTIONS,
      amount: PAYMENTS,
      requests: [{
        method: 'POST',
        setupRequest: (request) => ({
          ...request,
          headers: { ...request.headers, 'content-type': 'application/json', cookie: cookies[sent++ % cookies.length]! },
          body: JSON.stringify({ package_id: 1 + (sent % 4), method: 'paypal' }),
        }),
        onResponse: (status, body) => {
          if (status === 200) paymentIds.push((JSON.parse(body) as { payment_id: number }).payment_id);
        },
      }],
    });
    const bodies = await Promise.all(paymentIds.map((paymentId) => site.domains.sandbox.signed({ eventId: randomUUID(), paymentId, status: 'completed' })));
    let next = 0;
    const webhook = await autocannon({
      url: `${site.baseUrl}/api/payment-webhook.php?provider=sandbox`,
      connections: CONNECTIONS,
      amount: bodies.length,
      requests: [{
        method: 'POST',
        setupRequest: (request) => {
          const signed = bodies[next++ % bodies.length]!;
          return { ...request, headers: { ...request.headers, ...signed.headers }, body: signed.body };
        },
      }],
    });
    const mismatches = await site.domains.credits.reconcile(members.map((member) => member.id));
    if (mismatches.length) throw new Error(`ledger mismatches after the webhooks: ${JSON.stringify(mismatches)}`);
    return [row(`${backend}: start a payment`, start), row(`${backend}: webhook completes a payment`, webhook)];
  } finally {
    await site.close();
  }
}

const rows: Row[] = [await bare()];
for (const backend of await availableBackends()) rows.push(...(await backendRows(backend)));
console.table(rows);
const hello = rows[0]!['p99 ms'];
for (const entry of rows.slice(1)) console.log(`${entry.target}: p99 ${entry['p99 ms']} ms = ${(entry['p99 ms'] / Math.max(hello, 1)).toFixed(1)}× bare Fastify's ${hello} ms`);
