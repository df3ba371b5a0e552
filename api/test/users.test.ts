/** GET/POST/PUT /api/user.php and /api/logout.php: sessions, cookies, login safety. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { LOGIN_BLOCK_MINUTES, LOGIN_MAX_FAILURES } from '@dating/shared-contracts';
import { availableBackends } from './support/backends.js';
import { startTestSite, type TestSite } from './support/test-site.js';

describe.each(await availableBackends())('users and sessions on %s', (backend) => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startTestSite(backend);
  });
  afterAll(() => site?.close());

  it('answers a visitor with user null, not an error', async () => {
    const answer = await site.client().get('/api/user.php');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ user: null });
  });

  it('logs in with JSON and answers the member with profile and credits', async () => {
    const client = site.client();
    const login = await client.login('premium@example.com');
    expect(login.status).toBe(200);
    expect(login.body.user).toMatchObject({ email: 'premium@example.com', credits: 50, paid_user: true, status: 'confirmed' });
    expect(login.body.user.profile.main_image).toMatchObject({ filename: expect.any(String), thumb_filename: expect.any(String) });
    const me = await client.get('/api/user.php');
    expect(me.body.user.email).toBe('premium@example.com');
    expect(me.body.user).not.toHaveProperty('password_hash');
    expect(JSON.stringify(me.body)).not.toMatch(/argon2/);
  });

  it('logs in with form data (urlencoded and multipart)', async () => {
    const client = site.client();
    const form = await client.request('POST', '/api/user.php', {
      body: 'email=free%40example.com&password=demo1234',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.status).toBe(200);
    expect(form.body.user.credits).toBe(0);
    const data = new FormData();
    data.set('email', 'free@example.com');
    data.set('password', 'demo1234');
    const multipart = await site.client().request('POST', '/api/user.php', { body: data });
    expect(multipart.status).toBe(200);
    expect(multipart.body.user.email).toBe('free@example.com');
  });

  it('sets an HttpOnly, SameSite=Lax auth cookie for 30 days with a random token stored hashed', async () => {
    const answer = await fetch(`${site.baseUrl}/api/user.php`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'free@example.com', password: 'demo1234' }),
    });
    const cookie = answer.headers.getSetCookie().find((c) => c.startsWith('auth='))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i); // Secure only in production (localhost is plain HTTP)
    const token = cookie.split(';')[0]!.slice('auth='.length);
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);
    const expires = new Date(cookie.match(/Expires=([^;]+)/i)![1]!).getTime();
    expect(Math.round((expires - Date.now()) / 86_400_000)).toBe(30);
    const stored = await site.database.db.execute(sql`select token_hash from sessions`);
    const hashes = (stored as unknown as { rows: { token_hash: string }[] }).rows.map((r) => r.token_hash);
    expect(hashes).not.toContain(token);
    expect(hashes.every((hash) => /^[0-9a-f]{64}$/.test(hash))).toBe(true);
  });

  it('issues a new token at every login and revokes it at logout', async () => {
    const client = site.client();
    await client.login('free@example.com');
    const first = client.cookies.get('auth');
    await client.login('free@example.com');
    const second = client.cookies.get('auth');
    expect(second).toBeTruthy();
    expect(second).not.toBe(first);
    // The earlier token no longer works.
    const old = site.client();
    old.cookies.set('auth', first!);
    expect((await old.get('/api/user.php')).body.user).toBeNull();

    const stolen = site.client();
    stolen.cookies.set('auth', second!);
    const logout = await client.get('/api/logout.php');
    expect(logout.status).toBe(200);
    expect(logout.body).toEqual({ ok: true });
    expect(client.cookies.has('auth')).toBe(false);
    expect((await stolen.get('/api/user.php')).body.user).toBeNull();
  });

  it("reads a token's member beside the session's lookup only while the lookup goes to the database, and not after logout", async () => {
    const client = site.client();
    const login = await client.login('free@example.com');
    const token = client.cookies.get('auth')!;
    const { sessions } = site.domains;
    const beside: number[] = [];
    // Nothing has looked the new session up yet: the member it was started for goes along.
    expect(await sessions.memberIdFor(token, (id) => beside.push(id))).toBe(login.body.user.id);
    expect(beside).toEqual([login.body.user.id]);
    // Answered from the cache: no lookup, nothing beside it.
    expect(await sessions.memberIdFor(token, (id) => beside.push(id))).toBe(login.body.user.id);
    expect(await sessions.memberIdFor('unknown-token', (id) => beside.push(id))).toBeNull();
    expect(beside).toHaveLength(1);
    await client.get('/api/logout.php');
    expect(await sessions.memberIdFor(token, (id) => beside.push(id))).toBeNull();
    expect(beside).toHaveLength(1);
  });

  it('saves the language with PUT and answers later errors in it', async () => {
    const client = site.client();
    await client.login('free@example.com');
    const put = await client.put('/api/user.php', { language: 'de' });
    expect(put.status).toBe(200);
    expect(put.body.user.language).toBe('de');
    expect((await client.get('/api/user.php')).body.user.language).toBe('de');
    const bad = await client.put('/api/user.php', { language: 'xx' });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('Die eingegebenen Daten sind ungültig.');
    await client.put('/api/user.php', { language: 'nl' });
  });

  it('answers PUT from a visitor with 403 and the auth-required flag', async () => {
    const answer = await site.client().put('/api/user.php', { language: 'en' });
    expect(answer.status).toBe(403);
    expect(answer.body).toMatchObject({ auth_required: true, code: 'auth_required' });
  });

  it('says "Login mislukt, probeer opnieuw" for a wrong password or unknown e-mail, in the caller language', async () => {
    const wrong = await site.client().post('/api/user.php', { email: 'premium@example.com', password: 'nope' }, { 'accept-language': 'nl' });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toMatchObject({ code: 'login_failed', error: 'Login mislukt, probeer opnieuw' });
    const unknown = await site.client().post('/api/user.php', { email: 'nobody@example.com', password: 'demo1234' }, { 'accept-language': 'en-GB' });
    expect(unknown.status).toBe(401);
    expect(unknown.body.error).toBe('Login failed, please try again');
    expect(unknown.body).not.toHaveProperty('auth_required');
  });

  it(`blocks an account for ${LOGIN_BLOCK_MINUTES} minutes after ${LOGIN_MAX_FAILURES} failures and says how many`, async () => {
    const client = site.client();
    const answers = [];
    for (let i = 0; i < LOGIN_MAX_FAILURES; i++) {
      answers.push(await client.post('/api/user.php', { email: 'new@example.com', password: `wrong-${i}` }, { 'accept-language': 'nl' }));
    }
    expect(answers.slice(0, -1).every((a) => a.status === 401)).toBe(true);
    const blocked = answers.at(-1)!;
    expect(blocked.status).toBe(429);
    expect(blocked.body).toMatchObject({ code: 'login_blocked', minutes: LOGIN_BLOCK_MINUTES });
    expect(blocked.body.error).toContain(`${LOGIN_BLOCK_MINUTES} min`);
    // Even the right password is refused while blocked, and no session starts.
    const right = await client.login('new@example.com');
    expect(right.status).toBe(429);
    expect(client.cookies.has('auth')).toBe(false);
    // Other accounts are unaffected.
    expect((await site.client().login('free@example.com')).status).toBe(200);
    // Once the block has passed, the right password works again.
    await site.database.db.execute(sql`update login_attempts set created_at = created_at - interval '1 hour' where account like '%:new@example.com'`);
    const later = await site.client().login('new@example.com');
    expect(later.status).toBe(200);
    expect(later.body.user).toMatchObject({ status: 'not_confirmed', profile: { status: 'disabled', main_image: null } });
  });

  it('treats an expired session as a visitor: null user, 403 with the auth-required flag', async () => {
    const client = site.client();
    await client.login('free@example.com');
    expect((await client.get('/api/user.php')).body.user).not.toBeNull();
    // Expire it, then wait out the session cache: an expired session is never honoured after that.
    await site.database.db.execute(sql`update sessions set expires_at = now() - interval '1 second' where revoked_at is null`);
    await new Promise((resolve) => setTimeout(resolve, 5_100));
    expect((await client.get('/api/user.php')).body).toEqual({ user: null });
    const put = await client.put('/api/user.php', { language: 'en' });
    expect(put.status).toBe(403);
    expect(put.body).toMatchObject({ code: 'auth_required', auth_required: true });
  });

  it('ignores a forged or overlong cookie', async () => {
    const client = site.client();
    client.cookies.set('auth', 'x'.repeat(500));
    expect((await client.get('/api/user.php')).body).toEqual({ user: null });
    client.cookies.set('auth', "' OR 1=1 --");
    expect((await client.get('/api/user.php')).body).toEqual({ user: null });
  });
});
