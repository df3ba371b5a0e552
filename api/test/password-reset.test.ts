/**
 * Password reset over real HTTP on every backend: asking for the e-mail (form, unknown address,
 * the per-requester limit a stranger cannot spend for the owner, one link per member per pace), setting the new password with its link (differ, too short, invalid, expired, used),
 * the old password and every session ending, and bad input writing nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import { PASSWORD_RESET_TTL_MINUTES, PASSWORD_RESETS_PER_DAY } from '@dating/shared-contracts';
import { members, memberTokens, outgoingMail, sessions } from '../src/db/schema.js';
import { availableBackends } from './support/backends.js';
import { RESET_MAIL_PACE_MINUTES } from '../src/domains/password-reset/service.js';
import { startTestSite, type TestSite } from './support/test-site.js';

let serial = 0;

describe.each(await availableBackends())('password reset on %s', (backend) => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startTestSite(backend);
  });
  afterAll(async () => {
    await site?.close();
  });

  /** A fresh member (its own reset budget); returns the address and id. */
  async function newMember(language = 'nl') {
    serial += 1;
    const email = `reset${serial}@example.com`;
    const answer = await site.client().post('/api/signup.php', { email, name: `Piet${serial}`, date_of_birth: '1980-11-23', password: 'oudwachtwoord' }, { 'accept-language': language });
    expect(answer.status).toBe(201);
    return { email, id: answer.body.user.id as number };
  }

  /** The reset token from the newest reset mail to an address. */
  async function tokenFromOutbox(email: string): Promise<string> {
    const outbox = await site.client().get(`/dev/outbox.json?to=${encodeURIComponent(email)}`);
    const mail = outbox.body.find((message: { kind: string }) => message.kind === 'password_reset');
    const link = new URL(/(https?:\/\/\S+\/reset-password\/do\?token=[\w-]+)/.exec(mail.text)![1]!);
    expect(link.pathname).toBe('/reset-password/do');
    return link.searchParams.get('token')!;
  }

  async function counts() {
    const db = site.database.db;
    const n = async (table: typeof members | typeof memberTokens | typeof outgoingMail) => Number((await db.select({ n: count() }).from(table))[0]!.n);
    const [live] = await db.select({ n: count() }).from(sessions).where(isNull(sessions.revokedAt));
    const [hashes] = await db.select({ all: sql<string>`string_agg(${members.passwordHash}, ',' order by ${members.id})` }).from(members);
    const [used] = await db.select({ n: count() }).from(memberTokens).where(sql`${memberTokens.usedAt} is not null`);
    return { members: await n(members), tokens: await n(memberTokens), mail: await n(outgoingMail), liveSessions: Number(live!.n), hashes: hashes!.all, used: Number(used!.n) };
  }

  async function rejected(method: 'POST' | 'PUT', body: unknown, headers: Record<string, string> = {}) {
    // Work queued by earlier requests (a reset's link and mail) lands first, not between the counts.
    await site.jobs.drain();
    const before = await counts();
    const answer = await site.client().request(method, '/api/password-reset.php', { json: body, headers });
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
    expect(answer.text).not.toMatch(/\bat .+\.(ts|js):\d+|stack|drizzle|SELECT|UPDATE/i);
    expect(await counts()).toEqual(before);
    return answer;
  }

  describe('asking for the e-mail (POST)', () => {
    it('e-mails a single-use link to the reset page in the member language', async () => {
      const { email, id } = await newMember('en');
      const answer = await site.client().post('/api/password-reset.php', { email: `  ${email.toUpperCase()} ` });
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ ok: true });
      const outbox = await site.client().get(`/dev/outbox.json?to=${email}`);
      const mail = outbox.body[0];
      expect(mail).toMatchObject({ kind: 'password_reset', to: email, subject: 'Set a new password for Flirtpunt' });
      expect(mail.text).toContain(`valid for ${PASSWORD_RESET_TTL_MINUTES} minutes`);
      expect(mail.text).toContain(`${site.baseUrl}/reset-password/do?token=`);
      const token = await tokenFromOutbox(email);
      const [row] = await site.database.db.select().from(memberTokens).where(and(eq(memberTokens.memberId, id), eq(memberTokens.purpose, 'password_reset')));
      expect(row!.tokenHash).not.toBe(token);
      expect(Math.abs(row!.expiresAt.getTime() - Date.now() - PASSWORD_RESET_TTL_MINUTES * 60_000)).toBeLessThan(60_000);
    });

    it('invalid e-mail form: 400 Ongeldige e-mail', async () => {
      for (const email of ['', 'nope', 'a@b', 'x y@example.com']) {
        const answer = await rejected('POST', { email });
        expect(answer.status).toBe(400);
        expect(answer.body).toEqual({ code: 'invalid_email', error: 'Ongeldige e-mail', fields: { email: 'Ongeldige e-mail' } });
      }
    });

    it('unknown address: 404 E-mailadres niet gevonden', async () => {
      const answer = await rejected('POST', { email: 'nobody@example.com' });
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ code: 'email_not_found', error: 'E-mailadres niet gevonden' });
      const english = await rejected('POST', { email: 'nobody@example.com' }, { 'accept-language': 'en-US' });
      expect(english.body.error).toBe('E-mail address not found');
    });

    it('an address of another site is unknown here', async () => {
      const [other] = await site.database.db.execute(sql`select domain from sites where not is_default limit 1`).then((result) => (result as unknown as { rows: { domain: string }[] }).rows);
      const answer = await rejected('POST', { email: 'free@example.com' }, { host: other!.domain });
      expect(answer.status).toBe(404);
    });

    it('a deleted account is unknown', async () => {
      const { email, id } = await newMember();
      await site.database.db.update(members).set({ deletedAt: new Date() }).where(eq(members.id, id));
      const answer = await rejected('POST', { email });
      expect(answer.body.code).toBe('email_not_found');
    });

    it(`more than ${PASSWORD_RESETS_PER_DAY} requests for one address from one client in 24 h: 429 probeer het morgen nog eens, with Retry-After`, async () => {
      const { email } = await newMember();
      const requester = site.client();
      for (let i = 0; i < PASSWORD_RESETS_PER_DAY; i++) {
        expect((await requester.post('/api/password-reset.php', { email })).status).toBe(200);
      }
      // The accepted requests are answered by the worker, after their answers: let it finish first,
      // or its link and mail would land between the two counts.
      await site.jobs.drain();
      const before = await counts();
      const refused = await requester.post('/api/password-reset.php', { email });
      expect(refused.status).toBe(429);
      expect(refused.body).toMatchObject({ code: 'too_many_resets', error: 'probeer het morgen nog eens' });
      const retryAfter = Number(refused.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(23 * 3600);
      expect(retryAfter).toBeLessThanOrEqual(24 * 3600);
      const german = await requester.post('/api/password-reset.php', { email }, { 'accept-language': 'de' });
      expect(german.status).toBe(429);
      expect(german.body.error).not.toBe('probeer het morgen nog eens');
      expect(await counts()).toEqual(before);
    });

    it('a stranger cannot use up the owner\'s requests: the owner still gets a working link', async () => {
      const { email } = await newMember();
      const stranger = site.client();
      for (let i = 0; i < PASSWORD_RESETS_PER_DAY; i++) expect((await stranger.post('/api/password-reset.php', { email })).status).toBe(200);
      expect((await stranger.post('/api/password-reset.php', { email })).status).toBe(429);

      const owner = site.client();
      const asked = await owner.post('/api/password-reset.php', { email });
      expect(asked.status).toBe(200);
      expect(asked.headers['retry-after']).toBeUndefined();
      const token = await tokenFromOutbox(email);
      expect((await owner.put('/api/password-reset.php', { token, password: 'eigenwachtwoord', password_confirmation: 'eigenwachtwoord' })).status).toBe(200);
      expect((await owner.login(email, 'eigenwachtwoord')).status).toBe(200);
    });

    it(`one new link per member per ${RESET_MAIL_PACE_MINUTES} minutes: asked again sooner, the link already mailed is the one that works`, async () => {
      const { email, id } = await newMember();
      const resetMails = async () => (await site.client().get(`/dev/outbox.json?to=${encodeURIComponent(email)}`)).body.filter((m: { kind: string }) => m.kind === 'password_reset').length;
      for (let i = 0; i < 3; i++) expect((await site.client().post('/api/password-reset.php', { email })).status).toBe(200);
      expect(await resetMails()).toBe(1);
      const [tokens] = await site.database.db.select({ n: count() }).from(memberTokens).where(and(eq(memberTokens.memberId, id), eq(memberTokens.purpose, 'password_reset')));
      expect(Number(tokens!.n)).toBe(1);

      // Once the pace has passed, a request mails a new link.
      await site.database.db.update(memberTokens).set({ createdAt: sql`now() - make_interval(mins => ${RESET_MAIL_PACE_MINUTES + 1})` })
        .where(and(eq(memberTokens.memberId, id), eq(memberTokens.purpose, 'password_reset')));
      expect((await site.client().post('/api/password-reset.php', { email })).status).toBe(200);
      expect(await resetMails()).toBe(2);
    });

    it('simultaneous requests from one client cannot pass its limit, and issue one link', async () => {
      const { email, id } = await newMember();
      const client = site.client();
      const answers = await Promise.all(Array.from({ length: 8 }, () => client.post('/api/password-reset.php', { email })));
      expect(answers.filter((answer) => answer.status === 200)).toHaveLength(PASSWORD_RESETS_PER_DAY);
      expect(answers.filter((answer) => answer.status === 429)).toHaveLength(8 - PASSWORD_RESETS_PER_DAY);
      await site.jobs.drain();
      const [tokens] = await site.database.db.select({ n: count() }).from(memberTokens).where(and(eq(memberTokens.memberId, id), eq(memberTokens.purpose, 'password_reset')));
      expect(Number(tokens!.n)).toBe(1);
    });
  });

  describe('setting the new password (PUT)', () => {
    it('sets it, ends every session, and the link works once', async () => {
      const { email, id } = await newMember();
      const browser = site.client();
      expect((await browser.login(email, 'oudwachtwoord')).status).toBe(200);
      expect((await browser.get('/api/user.php')).body.user.id).toBe(id);

      await site.client().post('/api/password-reset.php', { email });
      await site.client().post('/api/password-reset.php', { email });
      const newest = await tokenFromOutbox(email);
      const answer = await site.client().put('/api/password-reset.php', { token: newest, password: 'nieuwwachtwoord', password_confirmation: 'nieuwwachtwoord' });
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ ok: true });

      expect((await browser.get('/api/user.php')).body.user).toBeNull();
      const [live] = await site.database.db.select({ n: count() }).from(sessions).where(and(eq(sessions.memberId, id), isNull(sessions.revokedAt)));
      expect(Number(live!.n)).toBe(0);

      expect((await site.client().login(email, 'oudwachtwoord')).status).toBe(401);
      expect((await site.client().login(email, 'nieuwwachtwoord')).status).toBe(200);

      const again = await site.client().put('/api/password-reset.php', { token: newest, password: 'derdewachtwoord', password_confirmation: 'derdewachtwoord' });
      expect(again.status).toBe(400);
      expect(again.body).toEqual({ code: 'reset_link_invalid', error: 'Deze link om je wachtwoord te herstellen is verlopen of ongeldig. Vraag een nieuwe aan.' });
      // The older link of the same member was spent by the reset as well.
      const [open] = await site.database.db.select({ n: count() }).from(memberTokens).where(and(eq(memberTokens.memberId, id), eq(memberTokens.purpose, 'password_reset'), isNull(memberTokens.usedAt)));
      expect(Number(open!.n)).toBe(0);
      expect((await site.client().login(email, 'nieuwwachtwoord')).status).toBe(200);
    });

    it('passwords that differ: De opgegeven wachtwoorden zijn niet gelijk.', async () => {
      const { email } = await newMember();
      await site.client().post('/api/password-reset.php', { email });
      const token = await tokenFromOutbox(email);
      const answer = await rejected('PUT', { token, password: 'nieuwwachtwoord', password_confirmation: 'nieuwWachtwoord' });
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({
        code: 'passwords_differ',
        error: 'De opgegeven wachtwoorden zijn niet gelijk.',
        fields: { password_confirmation: 'De opgegeven wachtwoorden zijn niet gelijk.' },
      });
      const english = await rejected('PUT', { token, password: 'a-long-one', password_confirmation: 'another-one' }, { 'accept-language': 'en' });
      expect(english.body.error).toBe('The passwords you entered do not match.');
      // The link still works after these mistakes.
      expect((await site.client().put('/api/password-reset.php', { token, password: 'nieuwwachtwoord', password_confirmation: 'nieuwwachtwoord' })).status).toBe(200);
    });

    it('too short', async () => {
      const { email } = await newMember();
      await site.client().post('/api/password-reset.php', { email });
      const token = await tokenFromOutbox(email);
      const answer = await rejected('PUT', { token, password: '12345', password_confirmation: '12345' });
      expect(answer.body).toEqual({
        code: 'password_too_short',
        error: 'Je wachtwoord moet minimaal 8 tekens hebben.',
        fields: { password: 'Je wachtwoord moet minimaal 8 tekens hebben.' },
      });
      const both = await rejected('PUT', { token, password: '123', password_confirmation: '1234' });
      expect(Object.keys(both.body.fields).sort()).toEqual(['password', 'password_confirmation']);
    });

    it('an expired link: reset_link_invalid', async () => {
      const { email, id } = await newMember();
      await site.client().post('/api/password-reset.php', { email });
      const token = await tokenFromOutbox(email);
      await site.database.db.update(memberTokens).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(memberTokens.memberId, id));
      const answer = await rejected('PUT', { token, password: 'nieuwwachtwoord', password_confirmation: 'nieuwwachtwoord' });
      expect(answer.body.code).toBe('reset_link_invalid');
      expect((await site.client().login(email, 'oudwachtwoord')).status).toBe(200);
    });

    it('an unknown link, or an activation token used as a reset token: reset_link_invalid', async () => {
      const { email } = await newMember();
      const outbox = await site.client().get(`/dev/outbox.json?to=${email}`);
      const activationToken = /token=([\w-]+)/.exec(outbox.body[0].text)![1]!;
      for (const token of ['unknown-token', activationToken, "' OR 1=1 --", '<script>alert(1)</script>']) {
        const answer = await rejected('PUT', { token, password: 'nieuwwachtwoord', password_confirmation: 'nieuwwachtwoord' });
        expect(answer.status).toBe(400);
        expect(answer.body.code).toBe('reset_link_invalid');
      }
    });

    it('a link used twice at the same moment sets one password', async () => {
      const { email } = await newMember();
      await site.client().post('/api/password-reset.php', { email });
      const token = await tokenFromOutbox(email);
      const answers = await Promise.all(['eerstewachtwoord', 'tweedewachtwoord'].map((password) =>
        site.client().put('/api/password-reset.php', { token, password, password_confirmation: password })));
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
      const winner = answers[0]!.status === 200 ? 'eerstewachtwoord' : 'tweedewachtwoord';
      expect((await site.client().login(email, winner)).status).toBe(200);
    });
  });

  describe('bad input: a translated 4xx, nothing written', () => {
    it('POST: missing, extra, wrong types, overlong, not JSON', async () => {
      for (const body of [{}, { email: 'free@example.com', admin: true }, { email: 42 }, { email: ['free@example.com'] }, { email: null }, [], 'free@example.com']) {
        const answer = await rejected('POST', body);
        expect(answer.status).toBe(400);
        expect(answer.body.code).toBe('invalid_input');
        expect(answer.body.error).toBe('De ingevoerde gegevens zijn ongeldig.');
      }
      const long = await rejected('POST', { email: `${'a'.repeat(250)}@example.com` });
      expect(long.body.code).toBe('invalid_input');
      const before = await counts();
      const broken = await site.client().request('POST', '/api/password-reset.php', { body: '{"email":', headers: { 'content-type': 'application/json' } });
      expect(broken.status).toBe(400);
      expect(broken.body).toEqual({ code: 'invalid_input', error: 'De ingevoerde gegevens zijn ongeldig.' });
      expect(await counts()).toEqual(before);
    });

    it('PUT: missing, extra, wrong types, overlong, not JSON', async () => {
      const ok = { token: 'some-token', password: 'nieuwwachtwoord', password_confirmation: 'nieuwwachtwoord' };
      for (const body of [
        {},
        { password: 'x', password_confirmation: 'x' },
        { ...ok, token: '' },
        { ...ok, member_id: 1 },
        { ...ok, token: 12345 },
        { ...ok, password: { $ne: null } },
        { ...ok, token: 't'.repeat(201) },
        { ...ok, password: 'p'.repeat(129), password_confirmation: 'p'.repeat(129) },
      ]) {
        const answer = await rejected('PUT', body);
        expect(answer.status).toBe(400);
        expect(answer.body.code).toBe('invalid_input');
      }
      const before = await counts();
      const broken = await site.client().request('PUT', '/api/password-reset.php', { body: 'token=x', headers: { 'content-type': 'application/json' } });
      expect(broken.status).toBe(400);
      expect(await counts()).toEqual(before);
    });
  });
});
