/**
 * Staff accounts and their sessions: the demo staff log in with a cookie of their own, rotated at
 * login and revoked at logout; a staff session is never a member's and a member's never a staff
 * one; staff logins count against the members' login-safety rules in a namespace of their own;
 * cross-site posts are refused; new accounts follow the members' password rule; production has
 * no demo staff and a __Host- cookie.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { STAFF_SESSION_HOURS } from '@dating/shared-contracts';
import { staff } from '../src/db/schema.js';
import { availableBackends } from './support/backends.js';
import { MEMBER_PASSWORD, newMember } from './support/members.js';
import { startTestSite, type TestSite } from './support/test-site.js';
import type { HttpClient } from './support/http-client.js';

const SESSION = '/api/staff-session.php';
const STAFF_PASSWORD = 'lang-genoeg-wachtwoord-88';

/** Logs `client` in as staff; returns the answer. */
function staffLogin(client: HttpClient, email: string, password = 'demo1234', headers?: Record<string, string>) {
  return client.post(SESSION, { email, password }, headers);
}

/** The Set-Cookie header that sets `name`. */
function setCookie(answer: { headers: Record<string, unknown> }, name: string): string | undefined {
  return ([] as string[]).concat((answer.headers['set-cookie'] as string[] | undefined) ?? []).find((cookie) => cookie.startsWith(`${name}=`));
}

let serial = 0;
/** A fresh address, so each test's failures count against its own. */
const freshAddress = () => `staff${++serial}-${Math.random().toString(36).slice(2, 8)}@example.com`;

describe.each(await availableBackends())('staff sessions on %s', (backend) => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startTestSite(backend);
  });
  afterAll(() => site?.close());

  it('logs each demo staff member in with a staff cookie (HttpOnly, SameSite=Strict, one shift), and says who is logged in', async () => {
    for (const [email, role] of [['moderator@example.com', 'moderator'], ['operator@example.com', 'operator'], ['admin@example.com', 'admin']] as const) {
      const client = site.client();
      const before = Date.now();
      const answer = await staffLogin(client, email);
      expect(answer.status, answer.text).toBe(200);
      expect(answer.body.staff).toEqual({ id: expect.any(Number), email, name: expect.any(String), role });
      const cookie = setCookie(answer, 'staff')!;
      expect(cookie).toMatch(/HttpOnly/i);
      expect(cookie).toMatch(/SameSite=Strict/i);
      expect(cookie).toMatch(/Path=\//i);
      const expires = Date.parse(/Expires=([^;]+)/i.exec(cookie)![1]!);
      expect(expires - before).toBeGreaterThan((STAFF_SESSION_HOURS * 60 - 1) * 60_000);
      expect(expires - before).toBeLessThanOrEqual(STAFF_SESSION_HOURS * 3_600_000 + 5_000);
      expect(client.cookies.has('auth')).toBe(false);
      expect((await client.get(SESSION)).body).toEqual({ staff: answer.body.staff });
    }
  });

  it('stores only a hash of the 256-bit token', async () => {
    const client = site.client();
    await staffLogin(client, 'moderator@example.com');
    const token = client.cookies.get('staff')!;
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const stored = await site.database.db.execute(sql`select token_hash from staff_sessions where token_hash = ${token}`);
    expect((stored as unknown as { rows: unknown[] }).rows).toEqual([]);
  });

  it('answers null without a staff session, and for a member session: a member is never staff', async () => {
    expect((await site.client().get(SESSION)).body).toEqual({ staff: null });
    const member = site.client();
    expect((await member.login('premium@example.com')).status).toBe(200);
    expect((await member.get(SESSION)).body).toEqual({ staff: null });
    const audit = await member.get('/api/staff-audit.php');
    expect(audit.status).toBe(403);
    expect(audit.body).toEqual({ code: 'staff_required', error: expect.any(String) });
    // The member's session survives the refusal.
    expect((await member.get('/api/user.php')).body.user.email).toBe('premium@example.com');
  });

  it('never counts a staff session as a member, even with the member cookie name', async () => {
    const client = site.client();
    await staffLogin(client, 'admin@example.com');
    expect((await client.get('/api/user.php')).body).toEqual({ user: null });
    const counts = await client.get('/api/counts.php');
    expect(counts.status).toBe(403);
    expect(counts.body).toMatchObject({ code: 'auth_required', auth_required: true });
    // The staff token under the members' cookie name is no member session either.
    const planted = site.client();
    planted.cookies.set('auth', client.cookies.get('staff')!);
    expect((await planted.get('/api/user.php')).body).toEqual({ user: null });
  });

  it('keeps both sessions apart in one browser: logging out of one leaves the other', async () => {
    const client = site.client();
    await client.login('free@example.com');
    await staffLogin(client, 'moderator@example.com');
    expect((await client.get('/api/user.php')).body.user.email).toBe('free@example.com');
    expect((await client.get(SESSION)).body.staff.email).toBe('moderator@example.com');
    expect((await client.request('DELETE', SESSION)).body).toEqual({ ok: true });
    expect((await client.get(SESSION)).body).toEqual({ staff: null });
    expect((await client.get('/api/user.php')).body.user.email).toBe('free@example.com');
  });

  it('rotates the token at login and revokes it at logout, so an old cookie opens nothing', async () => {
    const client = site.client();
    await staffLogin(client, 'admin@example.com');
    const first = client.cookies.get('staff')!;
    await staffLogin(client, 'admin@example.com');
    const second = client.cookies.get('staff')!;
    expect(second).not.toBe(first);
    const replay = site.client();
    replay.cookies.set('staff', first);
    expect((await replay.get(SESSION)).body).toEqual({ staff: null });
    expect((await replay.get('/api/staff-audit.php')).status).toBe(403);

    const logout = await client.request('DELETE', SESSION);
    expect(logout.status).toBe(200);
    expect(setCookie(logout, 'staff')).toMatch(/Expires=Thu, 01 Jan 1970/i);
    expect(client.cookies.has('staff')).toBe(false);
    replay.cookies.set('staff', second);
    expect((await replay.get(SESSION)).body).toEqual({ staff: null });
  });

  it('ends a session at its expiry and when the account is disabled', async () => {
    const created = await site.domains.staff.create({ email: freshAddress(), name: 'Tijdelijk', role: 'moderator', password: STAFF_PASSWORD });
    const client = site.client();
    expect((await staffLogin(client, created.email, STAFF_PASSWORD)).status).toBe(200);
    await site.database.db.execute(sql`update staff_sessions set expires_at = now() - interval '1 second' where staff_id = ${created.id}`);
    expect((await client.get(SESSION)).body).toEqual({ staff: null });

    expect((await staffLogin(client, created.email, STAFF_PASSWORD)).status).toBe(200);
    await site.database.db.update(staff).set({ disabledAt: new Date() }).where(eq(staff.id, created.id));
    expect((await client.get(SESSION)).body).toEqual({ staff: null });
    const again = await staffLogin(site.client(), created.email, STAFF_PASSWORD);
    expect(again.status).toBe(401);
    expect(again.body.code).toBe('login_failed');
  });

  it('refuses a wrong password and an unknown address alike, translated, without a cookie', async () => {
    for (const [email, password] of [['admin@example.com', 'niet-het-wachtwoord'], [freshAddress(), 'demo1234'], ['free@example.com', 'demo1234']]) {
      const client = site.client();
      const answer = await staffLogin(client, email!, password, { 'accept-language': 'de' });
      expect(answer.status, email).toBe(401);
      expect(answer.body).toEqual({ code: 'login_failed', error: 'Anmeldung fehlgeschlagen, bitte versuche es erneut' });
      expect(client.cookies.has('staff')).toBe(false);
    }
  });

  it('refuses bad input with a clear error and changes nothing', async () => {
    const sessions = async () => (await site.database.db.execute(sql`select count(*)::int as n from staff_sessions`) as unknown as { rows: { n: number }[] }).rows[0]!.n;
    const before = await sessions();
    for (const body of [{}, { email: 'admin@example.com' }, { email: 'admin@example.com', password: 'demo1234', role: 'admin' }, { email: 42, password: [] }]) {
      const answer = await site.client().post(SESSION, body, { 'accept-language': 'nl' });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.code).toBe('invalid_input');
    }
    expect(await sessions()).toBe(before);
  });

  it('blocks a client after repeated failures on a staff address, in the staff namespace: the member with that address is not blocked', async () => {
    const address = freshAddress();
    await site.domains.staff.create({ email: address, name: 'Dubbel', role: 'operator', password: STAFF_PASSWORD });
    const member = await newMember(site);
    // The same address as a member of the site (members are unique per site, staff on their own).
    await site.database.db.execute(sql`update members set email = ${address} where id = ${member.id}`);
    const attacker = site.client();
    for (let i = 0; i < 5; i++) await staffLogin(attacker, address, `fout-${i}`);
    const blocked = await staffLogin(attacker, address, STAFF_PASSWORD);
    expect(blocked.status).toBe(429);
    expect(blocked.body.code).toBe('login_blocked');
    expect(attacker.cookies.has('staff')).toBe(false);
    // The member with the same address logs in from the blocked client, and another client still gets in as staff.
    expect((await attacker.login(address, MEMBER_PASSWORD)).status).toBe(200);
    expect((await staffLogin(site.client(), address, STAFF_PASSWORD)).status).toBe(200);
  });

  it('slows an address that draws failures from everywhere, in the staff namespace only', async () => {
    const address = freshAddress();
    await site.domains.staff.create({ email: address, name: 'Doelwit', role: 'moderator', password: STAFF_PASSWORD });
    const member = await newMember(site);
    await site.database.db.execute(sql`update members set email = ${address} where id = ${member.id}`);
    // One failure from each of ten clients: no client is blocked, but the address is now paced.
    for (let i = 0; i < 10; i++) expect((await staffLogin(site.client(), address, `fout-${i}`)).status).toBe(401);
    const owner = site.client();
    expect((await staffLogin(owner, address, 'nog-een-fout')).status).toBe(401);
    const paced = await staffLogin(owner, address, STAFF_PASSWORD);
    expect(paced.status).toBe(429);
    expect(paced.body.code).toBe('login_slowed');
    // The member's address key is another one: not paced, so a wrong try and the right one both get an answer.
    expect((await site.client().login(address, 'nog-een-fout')).status).toBe(401);
    expect((await site.client().login(address, MEMBER_PASSWORD)).status).toBe(200);
  });

  it('refuses a cross-site login form and a cross-site logout (CSRF), and takes its own pages\' requests', async () => {
    const victim = site.client();
    const form = await victim.request('POST', SESSION, {
      body: 'email=admin%40example.com&password=demo1234',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate', origin: 'https://evil.example' },
    });
    expect(form.status).toBe(403);
    expect(form.body.code).toBe('cross_site_request');
    expect(victim.cookies.has('staff')).toBe(false);

    const admin = site.client();
    expect((await staffLogin(admin, 'admin@example.com', 'demo1234', { 'sec-fetch-site': 'same-origin' })).status).toBe(200);
    for (const headers of [{ 'sec-fetch-site': 'cross-site' }, { origin: 'https://evil.example' }, { referer: 'https://evil.example/trap.html' }] as Record<string, string>[]) {
      const logout = await admin.request('DELETE', SESSION, { headers });
      expect(logout.status, JSON.stringify(headers)).toBe(403);
      expect(logout.body.code).toBe('cross_site_request');
    }
    expect((await admin.get(SESSION)).body.staff.email).toBe('admin@example.com');
    expect((await admin.request('DELETE', SESSION, { headers: { 'sec-fetch-site': 'same-origin', origin: site.baseUrl } })).status).toBe(200);
    expect((await admin.get(SESSION)).body).toEqual({ staff: null });
  });

  it('creates accounts under the members\' password rule, one per address', async () => {
    const account = { email: freshAddress(), name: 'Nieuw', role: 'moderator' as const };
    await expect(site.domains.staff.create({ ...account, password: 'kort' })).rejects.toMatchObject({ code: 'password_too_short' });
    await expect(site.domains.staff.create({ ...account, password: 'password123' })).rejects.toMatchObject({ code: 'password_too_common' });
    await expect(site.domains.staff.create({ ...account, email: 'geen-adres', password: STAFF_PASSWORD })).rejects.toMatchObject({ code: 'invalid_email' });
    await expect(site.domains.staff.create({ ...account, role: 'member' as never, password: STAFF_PASSWORD })).rejects.toMatchObject({ code: 'invalid_input' });
    expect(await site.database.db.select().from(staff).where(eq(staff.email, account.email))).toEqual([]);

    const created = await site.domains.staff.create({ ...account, password: STAFF_PASSWORD });
    expect(created).toEqual({ id: expect.any(Number), email: account.email, name: 'Nieuw', role: 'moderator' });
    await expect(site.domains.staff.create({ ...account, email: account.email.toUpperCase(), password: STAFF_PASSWORD })).rejects.toMatchObject({ code: 'email_taken' });
    expect((await staffLogin(site.client(), account.email.toUpperCase(), STAFF_PASSWORD)).body.staff.id).toBe(created.id);
  });
});

describe('staff in production', () => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startTestSite('pglite', { production: true, publicOrigin: '' });
  });
  afterAll(() => site?.close());

  it('seeds no demo staff', async () => {
    expect(await site.database.db.select().from(staff)).toEqual([]);
    const answer = await staffLogin(site.client(), 'admin@example.com');
    expect(answer.status).toBe(401);
  });

  it('the staff cookie is __Host- prefixed, Secure, HttpOnly, SameSite=Strict, for the whole site; a plain "staff" cookie is no session', async () => {
    await site.domains.staff.create({ email: 'chef@example.com', name: 'Chef', role: 'admin', password: STAFF_PASSWORD });
    const client = site.client();
    const answer = await staffLogin(client, 'chef@example.com', STAFF_PASSWORD);
    expect(answer.status).toBe(200);
    const cookie = setCookie(answer, '__Host-staff')!;
    expect(cookie).toMatch(/;\s*Secure/i);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Strict/i);
    expect(cookie).toMatch(/Path=\//i);
    expect(cookie).not.toMatch(/Domain=/i);
    expect((await client.get(SESSION)).body.staff.email).toBe('chef@example.com');
    const fixated = site.client();
    fixated.cookies.set('staff', client.cookies.get('__Host-staff')!);
    expect((await fixated.get(SESSION)).body).toEqual({ staff: null });
  });
});
