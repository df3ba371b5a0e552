/**
 * Nobody keeps a member out (issue 24, items 1 and 4). The probe blocked its own clients on a
 * member's address and then took the address's one paced try every 30 s from fresh addresses: the
 * owner's right password got 429 in every window. Now a browser that logged in to the account before
 * (its device cookie, domains/login-safety) keeps a budget of its own and gets in; and reactivation
 * with credentials counts against exactly the login's budgets, so wrong passwords sent there slow
 * the address like wrong logins. Each client is its own loopback address.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { LOGIN_MAX_FAILURES } from '@dating/shared-contracts';
import { members } from '../../src/db/schema.js';
import { ABUSE_LIMITS } from '../../src/domains/abuse/index.js';
import { availableBackends } from '../support/backends.js';
import type { HttpClient } from '../support/http-client.js';
import { startTestSite, type TestSite } from '../support/test-site.js';

const PASSWORD = 'Zeer-geheim-42';
const DEVICE_COOKIE = 'device-member';
let serial = 0;

describe.each(await availableBackends())('login lockout on %s', (backend) => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startTestSite(backend);
  });
  afterAll(() => site?.close());

  /** A new member; returns the address and the owner's browser, logged in once (so it holds a device cookie). */
  async function newMember(): Promise<{ email: string; owner: HttpClient }> {
    serial += 1;
    const email = `lockout${serial}@example.com`;
    const owner = site.client();
    expect((await owner.post('/api/signup.php', { email, name: `Kim${serial}`, date_of_birth: '1985-02-03', password: PASSWORD })).status).toBe(201);
    expect((await owner.post('/api/user.php', { email, password: PASSWORD })).status).toBe(200);
    expect(owner.cookies.get(DEVICE_COOKIE)).toMatch(/^[\w-]{43}$/);
    return { email, owner };
  }

  /** The same browser (its cookies) on another client address: a phone that moved to another network. */
  function elsewhere(browser: HttpClient): HttpClient {
    const moved = site.client();
    for (const [name, value] of browser.cookies) moved.cookies.set(name, value);
    return moved;
  }

  const wrong = (client: HttpClient, email: string, path = '/api/user.php') => client.post(path, { email, password: `wrong-${Math.random()}` });

  /** The probe's attack: two clients blocked on the address, then failures from fresh clients until the address is slowed and its paced try taken. */
  async function attack(email: string, path = '/api/user.php') {
    for (const stranger of [site.client(), site.client()]) {
      const answers = [];
      for (let i = 0; i < LOGIN_MAX_FAILURES; i++) answers.push(await wrong(stranger, email, path));
      expect(answers.at(-1)!.body.code).toBe('login_blocked');
    }
    for (let failures = 2 * LOGIN_MAX_FAILURES; failures < ABUSE_LIMITS.loginFailuresPerAddress.points; failures++) {
      expect((await wrong(site.client(), email, path)).status).toBe(401);
    }
    // The address is slowed: a fresh client takes the paced try, the next one waits.
    expect((await wrong(site.client(), email, path)).status).toBe(401);
    const slowed = await wrong(site.client(), email, path);
    expect(slowed.status).toBe(429);
    expect(slowed.body.code).toBe('login_slowed');
    expect(Number(slowed.headers['retry-after'])).toBeGreaterThan(0);
  }

  it('the owner\'s browser that logged in before gets in with the right password while strangers hold the address slowed', async () => {
    const { email, owner } = await newMember();
    await attack(email);

    // From its own address and from any other (a moved phone): in.
    expect((await owner.post('/api/user.php', { email, password: PASSWORD })).status).toBe(200);
    const moved = elsewhere(owner);
    const login = await moved.post('/api/user.php', { email, password: PASSWORD });
    expect(login.status).toBe(200);
    expect(login.body.user.email).toBe(email);
    // A browser that never logged in to the account shares the strangers' paced try (documented).
    expect((await site.client().post('/api/user.php', { email, password: PASSWORD })).body.code).toBe('login_slowed');
  });

  it('a trusted browser\'s own wrong passwords block only that browser, and spend nothing of the address', async () => {
    const { email, owner } = await newMember();
    const answers = [];
    for (let i = 0; i < LOGIN_MAX_FAILURES; i++) answers.push(await wrong(owner, email));
    expect(answers.slice(0, -1).map((answer) => answer.status)).toEqual(Array(LOGIN_MAX_FAILURES - 1).fill(401));
    expect(answers.at(-1)!.status).toBe(429);
    expect(answers.at(-1)!.body.code).toBe('login_blocked');
    expect((await owner.post('/api/user.php', { email, password: PASSWORD })).body.code).toBe('login_blocked');
    // Another client on the same address (the browser's own network) is not blocked by them.
    const sameNetwork = site.client(owner.localAddress);
    expect((await sameNetwork.post('/api/user.php', { email, password: PASSWORD })).status).toBe(200);
  });

  it('a device token planted in a browser before its login is never the one trusted', async () => {
    const { email } = await newMember();
    const planted = 'planted-token-known-to-an-attacker';
    const victim = site.client();
    victim.cookies.set(DEVICE_COOKIE, planted);
    expect((await victim.post('/api/user.php', { email, password: PASSWORD })).status).toBe(200);
    const [trusted, kept] = victim.cookies.get(DEVICE_COOKIE)!.split('.');
    expect(trusted).not.toBe(planted);
    expect(kept).toBe(planted);

    await attack(email);
    const attacker = site.client();
    attacker.cookies.set(DEVICE_COOKIE, planted);
    expect((await attacker.post('/api/user.php', { email, password: PASSWORD })).body.code).toBe('login_slowed');
  });

  it('wrong passwords sent to reactivation count against the login\'s budgets: 16 from 4 clients slow the address, and the right one then waits', async () => {
    const { email, owner } = await newMember();
    expect((await owner.request('DELETE', '/api/user.php', { json: { password: PASSWORD, reason: '' } })).status).toBe(200);
    const answers = [];
    for (let client = 0; client < 4; client++) {
      const stranger = site.client();
      for (let i = 0; i < 4; i++) answers.push(await wrong(stranger, email, '/api/reactivate.php'));
    }
    expect(answers.filter((answer) => answer.status === 401).length).toBe(ABUSE_LIMITS.loginFailuresPerAddress.points + 1);
    expect(answers.at(-1)!.body.code).toBe('login_slowed');

    // The right password from a browser new to the account waits too: the account stays deleted.
    const fresh = await site.client().post('/api/reactivate.php', { email, password: PASSWORD });
    expect(fresh.status).toBe(429);
    expect(fresh.body.code).toBe('login_slowed');
    const [row] = await site.database.db.select({ deletedAt: members.deletedAt }).from(members).where(eq(members.email, email));
    expect(row!.deletedAt).toBeInstanceOf(Date);

    // The owner's own browser brings the account back.
    const back = await owner.post('/api/reactivate.php', { email, password: PASSWORD });
    expect(back.status).toBe(200);
    expect(back.body.user.email).toBe(email);
  });

  it('failed logins and failed reactivations add up on one address', async () => {
    const { email } = await newMember();
    const half = Math.ceil(ABUSE_LIMITS.loginFailuresPerAddress.points / 2);
    for (let i = 0; i < half; i++) expect((await wrong(site.client(), email)).status).toBe(401);
    for (let i = half; i < ABUSE_LIMITS.loginFailuresPerAddress.points + 1; i++) expect((await wrong(site.client(), email, '/api/reactivate.php')).status).toBe(401);
    expect((await wrong(site.client(), email)).body.code).toBe('login_slowed');
  });
});
