/**
 * A reset request answers a known and an unknown address in the same time: the probe saw 3–16 ms
 * against 60–260 ms while the mail was sent inside the request. Now the request does the same
 * statements either way and the worker sends the mail after it. 50 tries each, in pairs (known,
 * unknown), each from a client of its own (no per-client limit is reached), the queue's work done
 * between tries and never timed. The medians must lie within noise of each other, and so must the
 * median of the pairs' differences (a pair shares the machine's load of its moment: two cores
 * shared by several builds move single timings by many milliseconds).
 *
 * Rerun: cd api && TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx vitest run test/security/reset-timing.test.ts
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableBackends } from '../support/backends.js';
import { startTestSite, type TestSite } from '../support/test-site.js';

const TRIES = 50;
/** Medians closer than this (ms), or than this share of the slower one, are the same time. */
const NOISE_MS = 2;
const NOISE_SHARE = 0.25;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

describe.each(await availableBackends())('reset timing on %s', (backend) => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startTestSite(backend);
  });
  afterAll(() => site?.close());

  it(`answers known and unknown addresses in the same time (medians of ${TRIES} tries each)`, async () => {
    /** One timed request; the worker's mail for it is done afterwards, outside the time. */
    async function timed(email: string, expected: number): Promise<number> {
      const client = site.client();
      const started = performance.now();
      const answer = await client.post('/api/password-reset.php', { email });
      const ms = performance.now() - started;
      expect(answer.status).toBe(expected);
      await site.jobs.drain();
      return ms;
    }
    // Warm both paths (first statements of a connection, the error texts) before measuring.
    await timed('free@example.com', 200);
    await timed('warm-up@example.com', 404);
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < TRIES; i++) {
      known.push(await timed('free@example.com', 200));
      unknown.push(await timed(`nobody-${i}@example.com`, 404));
    }
    const [knownMs, unknownMs] = [median(known), median(unknown)];
    const pairMs = median(known.map((ms, i) => ms - unknown[i]!));
    console.info(`reset timing on ${backend}: known ${knownMs.toFixed(2)} ms, unknown ${unknownMs.toFixed(2)} ms (medians of ${TRIES}), `
      + `known − unknown per pair ${pairMs.toFixed(2)} ms (median)`);
    const noise = Math.max(NOISE_MS, NOISE_SHARE * Math.min(knownMs, unknownMs));
    expect(Math.abs(pairMs)).toBeLessThanOrEqual(noise);
    expect(Math.abs(knownMs - unknownMs)).toBeLessThanOrEqual(2 * noise);
  });
});
