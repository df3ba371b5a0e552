/**
 * Activation over real HTTP on every backend: the link from the dev outbox confirms the account
 * once; expired, unknown, malformed and reused links land on the error page; "send again" for
 * members who have not confirmed, visitors refused, and the hourly cap; "wrong address? change it"
 * (PUT): the new address gets a working link, the old links stop working, bad input and an address
 * in use change nothing, and the same hourly cap holds.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq, sql } from 'drizzle-orm';
import { members, memberTokens, outgoingMail, profiles } from '../src/db/schema.js';
import { ACTIVATION_MAILS_PER_HOUR } from '../src/domains/activation/service.js';
import { availableBackends } from './support/backends.js';
import type { HttpClient } from './support/http-client.js';
import { startTestSite, type TestSite } from './support/test-site.js';

let serial = 0;

describe.each(await availableBackends())('activation on %s', (backend) => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startTestSite(backend);
  });
  afterAll(async () => {
    await site?.close();
  });

  /** Signs up a new member; returns the logged-in client, the member id and the address. */
  async function signUp(language = 'nl'): Promise<{ client: HttpClient; id: number; email: string }> {
    serial += 1;
    const email = `activate${serial}@example.com`;
    const client = site.client();
    const answer = await client.post('/api/signup.php', { email, name: 'Jan', date_of_birth: '1985-03-02', password: 'geheim123' }, { 'accept-language': language });
    expect(answer.status).toBe(201);
    return { client, id: answer.body.user.id, email };
  }

  /** The activation links e-mailed to an address, newest first (path and query only). */
  async function activationLinks(email: string): Promise<string[]> {
    const outbox = await site.client().get(`/dev/outbox.json?to=${encodeURIComponent(email)}`);
    expect(outbox.status).toBe(200);
    return outbox.body
      .filter((mail: { kind: string }) => mail.kind === 'activation')
      .map((mail: { text: string }) => {
        const url = new URL(/(https?:\/\/\S+\/api\/activate\.php\?token=[\w-]+)/.exec(mail.text)![1]!);
        return url.pathname + url.search;
      });
  }

  async function state(memberId: number) {
    const [row] = await site.database.db
      .select({ member: members.status, profile: profiles.status })
      .from(members)
      .innerJoin(profiles, eq(profiles.memberId, members.id))
      .where(eq(members.id, memberId));
    return row;
  }

  async function mailCount(memberId: number) {
    const [row] = await site.database.db.select({ n: count() }).from(outgoingMail).where(eq(outgoingMail.memberId, memberId));
    return Number(row!.n);
  }

  it('the e-mailed link confirms the member and activates the profile, once', async () => {
    const { client, id, email } = await signUp();
    expect(await state(id)).toEqual({ member: 'not_confirmed', profile: 'disabled' });
    const [link] = await activationLinks(email);

    const first = await site.client().get(link!);
    expect(first.status).toBe(302);
    expect(first.headers.location).toBe('/activate/done');
    expect(await state(id)).toEqual({ member: 'confirmed', profile: 'active' });
    const me = await client.get('/api/user.php');
    expect(me.body.user).toMatchObject({ status: 'confirmed', profile: { status: 'active' } });

    // Opened again: one clear "already confirmed" on the done page, not an error.
    const second = await site.client().get(link!);
    expect(second.status).toBe(302);
    expect(second.headers.location).toBe('/activate/done?already=1');
    expect(await state(id)).toEqual({ member: 'confirmed', profile: 'active' });
  });

  it('a link opened twice at the same moment confirms once', async () => {
    const { id, email } = await signUp();
    const [link] = await activationLinks(email);
    const answers = await Promise.all([site.client().get(link!), site.client().get(link!), site.client().get(link!)]);
    expect(answers.map((answer) => answer.headers.location).sort()).toEqual(['/activate/done', '/activate/done?already=1', '/activate/done?already=1']);
    expect(await state(id)).toEqual({ member: 'confirmed', profile: 'active' });
  });

  it('parameters a mail client appends do not break the link', async () => {
    const { id, email } = await signUp();
    const [link] = await activationLinks(email);
    const answer = await site.client().get(`${link}&utm_source=newsletter`);
    expect(answer.headers.location).toBe('/activate/done');
    expect((await state(id))!.member).toBe('confirmed');
  });

  it('an expired link lands on the error page and changes nothing', async () => {
    const { id, email } = await signUp();
    const [link] = await activationLinks(email);
    await site.database.db.update(memberTokens).set({ expiresAt: sql`now() - interval '1 minute'` }).where(eq(memberTokens.memberId, id));
    const answer = await site.client().get(link!);
    expect(answer.status).toBe(302);
    expect(answer.headers.location).toBe('/activate/error');
    expect(await state(id)).toEqual({ member: 'not_confirmed', profile: 'disabled' });
    const [token] = await site.database.db.select().from(memberTokens).where(eq(memberTokens.memberId, id));
    expect(token!.usedAt).toBeNull();
  });

  it('a deleted or blocked account is not confirmed by its link', async () => {
    for (const change of [{ deletedAt: new Date() }, { status: 'blocked' as const }]) {
      const { id, email } = await signUp();
      const [link] = await activationLinks(email);
      await site.database.db.update(members).set(change).where(eq(members.id, id));
      const answer = await site.client().get(link!);
      expect(answer.headers.location).toBe('/activate/error');
      expect((await state(id))!.profile).toBe('disabled');
      // The failed attempt rolled back: the token was not spent.
      const [token] = await site.database.db.select().from(memberTokens).where(eq(memberTokens.memberId, id));
      expect(token!.usedAt).toBeNull();
    }
  });

  it('unknown, malformed and missing tokens land on the error page', async () => {
    const before = await site.database.db.select({ n: count() }).from(members).where(eq(members.status, 'confirmed'));
    for (const query of [
      '?token=doesnotexist',
      '',
      '?token=',
      `?token=${'x'.repeat(5000)}`,
      '?token[]=a&token[]=b',
      "?token=' OR 1=1 --",
      '?token=%3Cscript%3Ealert(1)%3C%2Fscript%3E',
      '?token=%E0%A4%A',
    ]) {
      const answer = await site.client().get(`/api/activate.php${query}`);
      expect(answer.status, query).toBe(302);
      expect(answer.headers.location, query).toBe('/activate/error');
    }
    const after = await site.database.db.select({ n: count() }).from(members).where(eq(members.status, 'confirmed'));
    expect(after).toEqual(before);
  });

  describe('send the link again (POST)', () => {
    it('e-mails a not confirmed member a new link that works', async () => {
      const { client, id, email } = await signUp('en');
      const answer = await client.post('/api/activate.php');
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ ok: true });
      expect(await mailCount(id)).toBe(2);
      const links = await activationLinks(email);
      expect(links).toHaveLength(2);
      expect(links[0]).not.toBe(links[1]);
      const outbox = await site.client().get(`/dev/outbox.json?to=${email}`);
      expect(outbox.body[0].subject).toBe('Confirm your e-mail address for Flirtpunt');

      expect((await site.client().get(links[0]!)).headers.location).toBe('/activate/done');
      // Confirmed now: the older link is spent too, and says the account is confirmed already.
      expect((await site.client().get(links[1]!)).headers.location).toBe('/activate/done?already=1');
    });

    it('works for the seeded not confirmed demo member', async () => {
      const client = site.client();
      expect((await client.login('new@example.com')).status).toBe(200);
      const [member] = await site.database.db.select().from(members).where(eq(members.email, 'new@example.com'));
      const before = await mailCount(member!.id);
      expect((await client.post('/api/activate.php')).body).toEqual({ ok: true });
      expect(await mailCount(member!.id)).toBe(before + 1);
    });

    it('a confirmed member gets ok without a mail', async () => {
      const client = site.client();
      expect((await client.login('free@example.com')).status).toBe(200);
      const [member] = await site.database.db.select().from(members).where(eq(members.email, 'free@example.com'));
      const before = await mailCount(member!.id);
      const answer = await client.post('/api/activate.php');
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ ok: true });
      expect(await mailCount(member!.id)).toBe(before);
    });

    it('a visitor gets 403 with the auth-required flag', async () => {
      const before = await site.database.db.select({ n: count() }).from(outgoingMail);
      const answer = await site.client().post('/api/activate.php');
      expect(answer.status).toBe(403);
      expect(answer.body).toEqual({ code: 'auth_required', error: 'Log in om verder te gaan.', auth_required: true });
      const english = await site.client().post('/api/activate.php', undefined, { 'accept-language': 'en' });
      expect(english.body.error).toBe('Please log in to continue.');
      expect(await site.database.db.select({ n: count() }).from(outgoingMail)).toEqual(before);
    });

    it(`at most ${ACTIVATION_MAILS_PER_HOUR} activation mails an hour (the signup mail counts)`, async () => {
      const { client, id } = await signUp();
      for (let sent = 1; sent < ACTIVATION_MAILS_PER_HOUR; sent++) {
        expect((await client.post('/api/activate.php')).status).toBe(200);
      }
      expect(await mailCount(id)).toBe(ACTIVATION_MAILS_PER_HOUR);
      const refused = await client.post('/api/activate.php');
      expect(refused.status).toBe(429);
      expect(refused.body).toMatchObject({ code: 'rate_limited', error: 'Te veel verzoeken, probeer het zo opnieuw.' });
      expect(await mailCount(id)).toBe(ACTIVATION_MAILS_PER_HOUR);

      // An hour later the member may ask again.
      await site.database.db
        .update(memberTokens)
        .set({ createdAt: sql`now() - interval '61 minutes'` })
        .where(and(eq(memberTokens.memberId, id), eq(memberTokens.purpose, 'activation')));
      expect((await client.post('/api/activate.php')).status).toBe(200);
    });

    it('bad input: a body that is not JSON is refused with a translated error', async () => {
      const { client, id } = await signUp();
      const answer = await client.request('POST', '/api/activate.php', { body: '{not json', headers: { 'content-type': 'application/json' } });
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ code: 'invalid_input', error: 'De ingevoerde gegevens zijn ongeldig.' });
      expect(await mailCount(id)).toBe(1);
    });
  });

  describe('wrong address? change it (PUT)', () => {
    /** The member's address and open activation tokens, and the mails sent: what a refusal must leave as it was. */
    async function snapshot(id: number) {
      const [member] = await site.database.db.select({ email: members.email, status: members.status }).from(members).where(eq(members.id, id));
      const tokens = await site.database.db.select({ id: memberTokens.id, usedAt: memberTokens.usedAt }).from(memberTokens).where(eq(memberTokens.memberId, id));
      return { member, tokens, mails: await mailCount(id) };
    }

    it('moves an unconfirmed account to the new address: a link that works goes there, the old link stops working', async () => {
      const { client, id, email } = await signUp();
      const [oldLink] = await activationLinks(email);
      serial += 1;
      const fixed = `Fixed${serial}@Example.com`;
      const answer = await client.put('/api/activate.php', { email: ` ${fixed} `, password: 'geheim123' });
      expect(answer.status).toBe(200);
      expect(answer.body.user).toMatchObject({ id, email: fixed, status: 'not_confirmed' });
      expect((await client.get('/api/user.php')).body.user.email).toBe(fixed);

      expect((await site.client().get(oldLink!)).headers.location).toBe('/activate/error');
      expect(await state(id)).toEqual({ member: 'not_confirmed', profile: 'disabled' });
      const [newLink] = await activationLinks(fixed);
      expect((await site.client().get(newLink!)).headers.location).toBe('/activate/done');
      expect(await state(id)).toEqual({ member: 'confirmed', profile: 'active' });
      // The member logs in with the new address.
      expect((await site.client().login(fixed, 'geheim123')).status).toBe(200);
    });

    it('bad input gets a translated message and changes nothing', async () => {
      const { client, id } = await signUp();
      const before = await snapshot(id);
      const invalid = await client.put('/api/activate.php', { email: 'not-an-address', password: 'geheim123' });
      expect(invalid.status).toBe(400);
      expect(invalid.body).toMatchObject({ code: 'invalid_email', fields: { email: 'Ongeldige e-mail' } });
      const englishMember = await signUp('en');
      const english = await englishMember.client.put('/api/activate.php', { email: 'not-an-address', password: 'geheim123' }, { 'accept-language': 'en' });
      expect(english.body.fields.email).toBe('Invalid e-mail');
      const wrongPassword = await client.put('/api/activate.php', { email: 'someone.new@example.com', password: 'not-mine' });
      expect(wrongPassword.body).toMatchObject({ code: 'old_password_wrong', fields: { password: 'Controleer je oude wachtwoord.' } });
      const missing = await client.put('/api/activate.php', { email: 'someone.new@example.com' });
      expect(missing.status).toBe(400);
      expect(missing.body.code).toBe('invalid_input');
      expect(await snapshot(id)).toEqual(before);
    });

    it('an address another account holds is refused without saying whose, and nothing changes', async () => {
      const { client, id } = await signUp();
      const other = await signUp();
      const before = await snapshot(id);
      for (const taken of ['premium@example.com', 'PREMIUM@example.com', other.email]) {
        const answer = await client.put('/api/activate.php', { email: taken, password: 'geheim123' });
        expect(answer.status, taken).toBe(409);
        // The code and the site's one text for a taken address: no name, id or status of the holder.
        expect(answer.body, taken).toEqual({ code: 'email_taken', error: 'Dit e-mailadres heeft al een account op deze site.', fields: { email: 'Dit e-mailadres heeft al een account op deze site.' } });
      }
      expect(await snapshot(id)).toEqual(before);
    });

    it(`shares the hourly cap of ${ACTIVATION_MAILS_PER_HOUR} activation mails with "send again"`, async () => {
      const { client, id } = await signUp();
      for (let sent = 1; sent < ACTIVATION_MAILS_PER_HOUR; sent++) {
        expect((await client.post('/api/activate.php')).status).toBe(200);
      }
      const before = await snapshot(id);
      const refused = await client.put('/api/activate.php', { email: 'capped.change@example.com', password: 'geheim123' });
      expect(refused.status).toBe(429);
      expect(refused.body).toMatchObject({ code: 'rate_limited', error: 'Te veel verzoeken, probeer het zo opnieuw.' });
      expect(await snapshot(id)).toEqual(before);
    });

    it('a confirmed member is refused (the e-mail change with its undo link is theirs) and a visitor gets 403', async () => {
      const client = site.client();
      expect((await client.login('free@example.com')).status).toBe(200);
      const [member] = await site.database.db.select().from(members).where(eq(members.email, 'free@example.com'));
      const before = await snapshot(member!.id);
      const answer = await client.put('/api/activate.php', { email: 'free.elsewhere@example.com', password: 'demo1234' });
      expect(answer.status).toBe(400);
      expect(answer.body.code).toBe('invalid_input');
      expect(await snapshot(member!.id)).toEqual(before);
      const visitor = await site.client().put('/api/activate.php', { email: 'x@example.com', password: 'demo1234' });
      expect(visitor.status).toBe(403);
      expect(visitor.body.auth_required).toBe(true);
    });
  });
});
