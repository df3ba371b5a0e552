/**
 * The abuse counters' stores: in memory each process counts alone; with REDIS_URL every process
 * shares the same counts; and a Redis that does not answer leaves the memory counter in charge
 * rather than letting everything through.
 */
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { ABUSE_LIMITS, createAbuse, type AbuseGuard } from '../../src/domains/abuse/index.js';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

function redisAnswers(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect(Number(port || 6379), hostname, () => {
      socket.end();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });
}

/** Redis runs beside the tests here and in CI; where it does not, that case shows as skipped. */
const redisUp = await redisAnswers(REDIS_URL);

const guards: AbuseGuard[] = [];
function guard(redisUrl: string): AbuseGuard {
  const created = createAbuse({ redisUrl });
  guards.push(created);
  return created;
}
afterAll(async () => {
  await Promise.all(guards.map((created) => created.close()));
});

/** Spends the whole signup budget of `key` on `on`. */
async function spend(on: AbuseGuard, key: string) {
  for (let i = 0; i < ABUSE_LIMITS.signupsPerClient.points; i++) await on.take('signupsPerClient', key);
}

describe('abuse counters', () => {
  it('in memory: the budget is per process, and a spent one refuses with Retry-After', async () => {
    const [one, two] = [guard(''), guard('')];
    await spend(one, '127.0.0.2');
    const refusal = await one.take('signupsPerClient', '127.0.0.2').catch((error) => error);
    expect(refusal.code).toBe('too_many_signups');
    expect(refusal.details.retryAfterSeconds).toBeGreaterThan(0);
    await expect(two.take('signupsPerClient', '127.0.0.2')).resolves.toBeUndefined();
  });

  it.runIf(redisUp)('with Redis: every process shares the counts', async () => {
    const key = `127.0.0.${randomBytes(2).readUInt16BE()}-${randomBytes(4).toString('hex')}`;
    const [one, two] = [guard(REDIS_URL), guard(REDIS_URL)];
    await Promise.all([one.ready(), two.ready()]);
    await spend(one, key);
    expect(await two.spent('signupsPerClient', key)).toBe(true);
    await expect(two.take('signupsPerClient', key)).rejects.toMatchObject({ code: 'too_many_signups' });
    await two.forget('signupsPerClient', key);
    await expect(one.take('signupsPerClient', key)).resolves.toBeUndefined();
  });

  it('a Redis that does not answer leaves the memory counter in charge', async () => {
    const down = guard('redis://127.0.0.1:1');
    await spend(down, '127.0.0.3');
    await expect(down.take('signupsPerClient', '127.0.0.3')).rejects.toMatchObject({ code: 'too_many_signups' });
  });
});
