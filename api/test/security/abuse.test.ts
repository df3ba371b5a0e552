/**
 * Abuse limits that cannot lock members out: a stranger's wrong passwords block only the stranger,
 * a password reset lifts a block, an address attacked from everywhere is slowed (not locked),
 * and password spraying, signup flooding and mail flooding from one client get a translated 429
 * with Retry-After. Each client is its own loopback address (127.0.x.y), as separate machines are.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { LOGIN_MAX_FAILURES } from '@dating/shared-contracts';
import { members } from '../../src/db/schema.js';
import { ABUSE_LIMITS } from '../../src/domains/abuse/index.js';
import { availableBackends } from '../support/backends.js';
import { startTestSite, type TestSite } from '../support/test-site.js';

const PASSWORD = 'Zeer-geheim-42';
let serial = 0;

describe.each(await availableBackends())('abuse limits on %s', (backend) => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startTestSite(backend);
  });
  afterAll(() => site?.close());

  /** A new confirmed-or-not member with PASSWORD, signed up from its own client. */
  async function newMember(): Promise<string> {
    serial += 1;
    const email = `abuse${serial}@example.com`;
    const answer = await site.client().post('/api/signup.php', { email, name: `Sam${serial}`, date_of_birth: '1985-02-03', password: PASSWORD });
    expect(answer.status).toBe(201);
    return email;
  }

  async function failLogins(email: string, times: number, client = site.client()) {
    const answers = [];
    for (let i = 0; i < times; i++) answers.push(await client.post('/api/user.php', { email, password: `wrong-${i}` }, { 'accept-language': 'en' }));
    return answers;
  }

  it('a stranger\'s wrong passwords block the stranger, not the owner', async () => {
    const email = await newMember();
    const stranger = site.client();
    const answers = await failLogins(email, LOGIN_MAX_FAILURES, stranger);
    expect(answers.at(-1)!.status).toBe(429);
    expect(answers.at(-1)!.body.code).toBe('login_blocked');
    expect(Number(answers.at(-1)!.headers['retry-after'])).toBeGreaterThan(0);
    expect((await stranger.post('/api/user.php', { email, password: PASSWORD })).status).toBe(429);

    const owner = site.client();
    const login = await owner.post('/api/user.php', { email, password: PASSWORD });
    expect(login.status).toBe(200);
    expect(login.body.user.email).toBe(email);
  });

  it('a successful password reset lifts the block on the owner\'s own client', async () => {
    const email = await newMember();
    const owner = site.client();
    await failLogins(email, LOGIN_MAX_FAILURES, owner);
    expect((await owner.post('/api/user.php', { email, password: PASSWORD })).status).toBe(429);

    expect((await owner.post('/api/password-reset.php', { email })).status).toBe(200);
    const outbox = await site.client().get(`/dev/outbox.json?to=${encodeURIComponent(email)}`);
    const mail = outbox.body.find((message: { kind: string }) => message.kind === 'password_reset');
    const token = new URL(/(\S+\/reset-password\/do\?token=[\w-]+)/.exec(mail.text)![1]!).searchParams.get('token');
    const reset = await owner.put('/api/password-reset.php', { token, password: 'Nieuw-geheim-43', password_confirmation: 'Nieuw-geheim-43' });
    expect(reset.status).toBe(200);

    const login = await owner.post('/api/user.php', { email, password: 'Nieuw-geheim-43' });
    expect(login.status).toBe(200);
  });

  it('password spraying from one client (one password, many addresses) is stopped with a 429 that says when', async () => {
    const sprayer = site.client();
    const { points, seconds } = ABUSE_LIMITS.loginFailuresPerClient;
    for (let i = 0; i < points; i++) {
      const answer = await sprayer.post('/api/user.php', { email: `spray${i}@example.com`, password: 'Welkom01' });
      expect(answer.status).toBe(401);
    }
    const refused = await sprayer.post('/api/user.php', { email: 'free@example.com', password: 'demo1234' }, { 'accept-language': 'en' });
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('too_many_attempts');
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(seconds);
    expect(refused.body.minutes).toBe(Math.ceil(retryAfter / 60));
    expect(refused.body.error).toBe(`Too many failed attempts from your connection. Try again in ${refused.body.minutes} min.`);
    expect(sprayer.cookies.has('auth')).toBe(false);
    // Other clients log in as before.
    expect((await site.client().login('free@example.com')).status).toBe(200);
  });

  it('an address attacked from many clients is slowed, not locked: one try per pace window', async () => {
    const email = await newMember();
    const { points } = ABUSE_LIMITS.loginFailuresPerAddress;
    for (let i = 0; i < points; i++) {
      const [answer] = await failLogins(email, 1);
      expect(answer!.status).toBe(401);
    }
    // The next try (anyone's) is let through, the one right after it waits for the pace window.
    const [next] = await failLogins(email, 1);
    expect(next!.status).toBe(401);
    const owner = await site.client().post('/api/user.php', { email, password: PASSWORD }, { 'accept-language': 'nl' });
    expect(owner.status).toBe(429);
    expect(owner.body.code).toBe('login_slowed');
    expect(Number(owner.headers['retry-after'])).toBeLessThanOrEqual(ABUSE_LIMITS.loginPacePerAddress.seconds);
    expect(owner.body.error).toBe('Er wordt vaak geprobeerd op dit account in te loggen. Wacht 1 min en probeer het opnieuw.');
  });

  it('signup flooding from one client is stopped with a translated 429 and creates nobody more', async () => {
    const flooder = site.client();
    const { points } = ABUSE_LIMITS.signupsPerClient;
    for (let i = 0; i < points; i++) {
      const answer = await flooder.post('/api/signup.php', { email: `flood${i}@example.com`, name: `Flood${i}`, date_of_birth: '1990-01-01', password: PASSWORD });
      expect(answer.status).toBe(201);
    }
    const [before] = await site.database.db.select({ n: count() }).from(members);
    flooder.cookies.clear(); // logged in as the last new member, whose language (nl) would win
    const refused = await flooder.post('/api/signup.php', { email: 'flood-last@example.com', name: 'Flood', date_of_birth: '1990-01-01', password: PASSWORD }, { 'accept-language': 'de' });
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('too_many_signups');
    expect(refused.body.error).toMatch(/^Von deiner Verbindung wurden zu viele Konten erstellt\. Versuche es in \d+ Min\. erneut\.$/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const [after] = await site.database.db.select({ n: count() }).from(members);
    expect(after!.n).toBe(before!.n);
    // Another client signs up as before.
    expect((await site.client().post('/api/signup.php', { email: 'other-client@example.com', name: 'Other', date_of_birth: '1990-01-01', password: PASSWORD })).status).toBe(201);
  });

  it('reset mails and activation mails asked for from one client are limited too', async () => {
    const client = site.client();
    for (let i = 0; i < ABUSE_LIMITS.passwordResetsPerClient.points; i++) {
      await client.post('/api/password-reset.php', { email: `nobody${i}@example.com` });
    }
    const reset = await client.post('/api/password-reset.php', { email: 'free@example.com' });
    expect(reset.status).toBe(429);
    expect(reset.body.code).toBe('too_many_requests');
    expect(Number(reset.headers['retry-after'])).toBeGreaterThan(0);

    for (let i = 0; i < ABUSE_LIMITS.activationMailsPerClient.points; i++) await client.post('/api/activate.php');
    const activation = await client.post('/api/activate.php');
    expect(activation.status).toBe(429);
    expect(activation.body.code).toBe('too_many_requests');
  });

  it('passwords: at least 8 characters and not a commonly used one, for signup and reset; demo members keep demo1234', async () => {
    const body = { email: 'policy@example.com', name: 'Pol', date_of_birth: '1990-01-01' };
    const short = await site.client().post('/api/signup.php', { ...body, password: 'kort123' });
    expect(short.status).toBe(400);
    expect(short.body.fields.password).toBe('Je wachtwoord moet minimaal 8 tekens hebben.');
    for (const password of ['password1', 'Password1', 'iloveyou2', 'qwertyuiop']) {
      const common = await site.client().post('/api/signup.php', { ...body, password }, { 'accept-language': 'en' });
      expect(common.status, password).toBe(400);
      expect(common.body, password).toMatchObject({ code: 'password_too_common', fields: { password: 'This password is used too often. Choose another password.' } });
    }
    const reset = await site.client().put('/api/password-reset.php', { token: 'x'.repeat(43), password: 'password1', password_confirmation: 'password1' });
    expect(reset.status).toBe(400);
    expect(reset.body.code).toBe('password_too_common');
    expect((await site.client().login('premium@example.com', 'demo1234')).status).toBe(200);
  });
});
