/**
 * POST /api/signup.php over real HTTP on every backend: the signup modes, each field rule with its
 * verbatim Dutch text (and another language), duplicate and deleted accounts, a concurrent
 * duplicate, bad input of every kind, and that a rejected signup writes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, sql } from 'drizzle-orm';
import { creditEntries, members, memberTokens, outgoingMail, profiles, serverEvents, sessions, sites, trackingData } from '../src/db/schema.js';
import { createSignupRepository } from '../src/domains/signup/repository.js';
import { availableBackends } from './support/backends.js';
import { startTestSite, type TestSite } from './support/test-site.js';

let serial = 0;
function nextEmail() {
  serial += 1;
  return `signup${serial}@example.com`;
}

/** A body that passes every rule; tests override one field at a time. */
function validBody(overrides: Record<string, unknown> = {}) {
  return { email: nextEmail(), name: 'Anna', date_of_birth: '1990-05-17', password: 'geheim123', ...overrides };
}

/** The ISO birth date of someone who turns `age` today (plus `days` later). */
function birthDateForAge(age: number, days = 0): string {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear() - age, now.getUTCMonth(), now.getUTCDate() + days)).toISOString().slice(0, 10);
}

/** Row counts of every table a signup writes to. */
async function counts(site: TestSite) {
  const db = site.database.db;
  const of = async (table: typeof members | typeof profiles | typeof memberTokens | typeof outgoingMail | typeof trackingData | typeof sessions | typeof creditEntries | typeof serverEvents) =>
    Number((await db.select({ n: count() }).from(table))[0]!.n);
  return {
    members: await of(members),
    profiles: await of(profiles),
    tokens: await of(memberTokens),
    mail: await of(outgoingMail),
    tracking: await of(trackingData),
    sessions: await of(sessions),
    creditEntries: await of(creditEntries),
    serverEvents: await of(serverEvents),
  };
}

/** An answer must never show internals. */
function expectNoInternals(text: string) {
  expect(text).not.toMatch(/\bat .+\.(ts|js):\d+|stack|Error:|drizzle|postgres|pglite|SELECT|INSERT/i);
}

describe.each(await availableBackends())('signup on %s', (backend) => {
  let site: TestSite;
  let trafficDomain: string;
  let closedDomain: string;

  beforeAll(async () => {
    site = await startTestSite(backend);
    const rows = await site.database.db.select({ domain: sites.domain, signups: sites.signups }).from(sites);
    trafficDomain = rows.find((row) => row.signups === 'with_trafficsource')!.domain;
    closedDomain = rows.find((row) => row.signups === 'other')!.domain;
  });
  afterAll(async () => {
    await site?.close();
  });

  /** Posts a signup and checks that a rejected one changed no table. */
  async function rejected(body: unknown, headers: Record<string, string> = {}) {
    const before = await counts(site);
    const answer = await site.client().post('/api/signup.php', body, headers);
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
    expect(answer.headers['set-cookie']).toBeUndefined();
    expectNoInternals(answer.text);
    expect(await counts(site)).toEqual(before);
    return answer;
  }

  describe('a valid signup', () => {
    it('creates a not confirmed member with a disabled profile, logs in, and e-mails the activation link', async () => {
      const [defaultSite] = await site.database.db.select().from(sites).where(eq(sites.isDefault, true));
      const client = site.client();
      const before = await counts(site);
      const body = validBody({ email: '  Anna.Smit@Example.com ', signup_message: '  Hallo allemaal  ', gender: 'female', seeking: 'male' });
      const answer = await client.post('/api/signup.php', body);
      expect(answer.status).toBe(201);
      const { user } = answer.body;
      expect(user).toMatchObject({
        email: 'anna.smit@example.com',
        status: 'not_confirmed',
        credits: defaultSite!.signupCredits,
        paid_user: false,
        language: 'nl',
        profile: { name: 'Anna', status: 'disabled', country: defaultSite!.countries[0], main_image: null },
      });
      expect(client.cookies.get('auth')).toBeTruthy();
      expect((await client.get('/api/user.php')).body.user.id).toBe(user.id);

      const after = await counts(site);
      expect(after).toEqual({ ...before, members: before.members + 1, profiles: before.profiles + 1, tokens: before.tokens + 1, mail: before.mail + 1, sessions: before.sessions + 1 });

      const [profile] = await site.database.db.select().from(profiles).where(eq(profiles.memberId, user.id));
      expect(profile).toMatchObject({ gender: 'female', seeking: 'male', dateOfBirth: '1990-05-17', about: 'Hallo allemaal', status: 'disabled', fictional: false });
      const [token] = await site.database.db.select().from(memberTokens).where(eq(memberTokens.memberId, user.id));
      expect(token!.purpose).toBe('activation');
      expect(token!.usedAt).toBeNull();
      // Seven days, give or take the test's own run time.
      expect(Math.abs(token!.expiresAt.getTime() - Date.now() - 7 * 86_400_000)).toBeLessThan(60_000);

      const outbox = await client.get(`/dev/outbox.json?to=${encodeURIComponent('anna.smit@example.com')}`);
      expect(outbox.body).toHaveLength(1);
      const mail = outbox.body[0];
      expect(mail.subject).toBe('Bevestig je e-mailadres voor Flirtpunt');
      const link = /(http:\/\/\S+\/api\/activate\.php\?token=[\w-]+)/.exec(mail.text)![1]!;
      expect(link.startsWith(site.baseUrl)).toBe(true);
      // The token in the link is the secret; only its hash is stored.
      const secret = new URL(link).searchParams.get('token')!;
      expect(token!.tokenHash).not.toBe(secret);
      expect(token!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    });

    it('writes the member in the request language and the mail in that language', async () => {
      const email = nextEmail();
      const answer = await site.client().post('/api/signup.php', validBody({ email }), { 'accept-language': 'de-DE,de;q=0.9' });
      expect(answer.status).toBe(201);
      expect(answer.body.user.language).toBe('de');
      const outbox = await site.client().get(`/dev/outbox.json?to=${email}`);
      expect(outbox.body[0].subject).toBe('Bestätige deine E-Mail-Adresse für Flirtpunt');
    });

    it('stores the tracking data it arrived with', async () => {
      const answer = await site.client().post('/api/signup.php', validBody({ tracking: { network: 'adnet', ref: 'r-1', sub1: 'a', sub3: '  ' } }));
      expect(answer.status).toBe(201);
      const rows = await site.database.db.select().from(trackingData).where(eq(trackingData.memberId, answer.body.user.id));
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ network: 'adnet', ref: 'r-1', sub1: 'a', sub2: null, sub3: null });
    });

    it('accepts a classic form post (urlencoded and multipart), tracking as tracking[…]', async () => {
      const form = new URLSearchParams({ ...validBody(), gender: '', signup_message: '', 'tracking[network]': 'formnet' });
      const urlencoded = await site.client().request('POST', '/api/signup.php', {
        body: form.toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded', host: trafficDomain },
      });
      expect(urlencoded.status).toBe(201);
      const [tracking] = await site.database.db.select().from(trackingData).where(eq(trackingData.memberId, urlencoded.body.user.id));
      expect(tracking!.network).toBe('formnet');

      const multipart = new FormData();
      for (const [key, value] of Object.entries(validBody())) multipart.append(key, value);
      const answer = await site.client().request('POST', '/api/signup.php', { body: multipart });
      expect(answer.status).toBe(201);
    });

    it('lets someone who turns the minimum age today sign up', async () => {
      const answer = await site.client().post('/api/signup.php', validBody({ date_of_birth: birthDateForAge(18) }));
      expect(answer.status).toBe(201);
    });

    it('stores SQL and HTML payloads as plain text', async () => {
      const name = `Robert'); DROP TABLE members;--`;
      const sqlAnswer = await site.client().post('/api/signup.php', validBody({ name, signup_message: `' OR 1=1 --` }));
      expect(sqlAnswer.status).toBe(201);
      expect(sqlAnswer.body.user.profile.name).toBe(name);

      const email = nextEmail();
      const html = await site.client().post('/api/signup.php', validBody({ email, name: '<script>alert(1)</script>' }));
      expect(html.status).toBe(201);
      expect(html.body.user.profile.name).toBe('<script>alert(1)</script>');
      // The activation mail goes to an address nobody confirmed yet: it carries no typed name at all.
      const mail = (await site.client().get(`/dev/outbox.json?to=${email}`)).body[0];
      expect(mail.html).not.toContain('script');
      expect(mail.text).not.toContain('script');
      expect(mail.text.split('\n')[0]).toBe('Hallo,');
      // The members table is still there.
      expect((await counts(site)).members).toBeGreaterThan(0);
    });
  });

  describe('signup modes', () => {
    it('a closed site answers 403 signup_closed', async () => {
      const answer = await rejected(validBody(), { host: closedDomain });
      expect(answer.status).toBe(403);
      expect(answer.body).toEqual({ code: 'signup_closed', error: 'Aanmelden is op deze site alleen op uitnodiging mogelijk.' });
    });

    it('a closed site stays closed with tracking data, in English too', async () => {
      const answer = await rejected(validBody({ tracking: { network: 'x', ref: 'y' } }), { host: closedDomain, 'accept-language': 'en' });
      expect(answer.status).toBe(403);
      expect(answer.body).toEqual({ code: 'signup_closed', error: 'Signing up on this site is by invitation only.' });
    });

    it('a traffic-source site refuses a signup without network or ref', async () => {
      for (const tracking of [undefined, {}, { sub1: 'only-sub' }, { network: '   ', ref: '' }]) {
        const answer = await rejected(validBody({ tracking }), { host: trafficDomain });
        expect(answer.status).toBe(403);
        expect(answer.body).toMatchObject({ code: 'signup_traffic_source_only', error: 'Aanmelden is op deze site alleen mogelijk via een van onze partners.' });
      }
    });

    it('a traffic-source site takes a signup with a network or a ref', async () => {
      for (const tracking of [{ network: 'adnet' }, { ref: 'partner-7' }]) {
        const answer = await site.client().post('/api/signup.php', validBody({ tracking }), { host: trafficDomain });
        expect(answer.status).toBe(201);
        const [member] = await site.database.db.select().from(members).where(eq(members.id, answer.body.user.id));
        const [traffic] = await site.database.db.select().from(sites).where(eq(sites.domain, trafficDomain));
        expect(member!.siteId).toBe(traffic!.id);
      }
    });

    it('the mode is checked before the fields', async () => {
      const answer = await rejected(validBody({ email: 'nope' }), { host: closedDomain });
      expect(answer.body.code).toBe('signup_closed');
    });
  });

  describe('field rules (400, verbatim Dutch texts)', () => {
    it('invalid e-mail: Ongeldige e-mail', async () => {
      for (const email of ['no-at-sign', 'a@b', 'two@@example.com', 'spaces in@example.com', '@example.com', 'x@-bad.example', '<a>@example.com']) {
        const answer = await rejected(validBody({ email }));
        expect(answer.status).toBe(400);
        expect(answer.body).toMatchObject({ code: 'invalid_email', error: 'Ongeldige e-mail', fields: { email: 'Ongeldige e-mail' } });
      }
    });

    it('name equal to the e-mail address (any case, trimmed)', async () => {
      const answer = await rejected(validBody({ email: 'same@example.com', name: '  SAME@example.com ' }));
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ code: 'name_is_email', fields: { name: 'Je naam mag niet gelijk zijn aan je e-mailadres.' } });
    });

    it('name starting with @', async () => {
      const answer = await rejected(validBody({ name: '@anna' }));
      expect(answer.body).toMatchObject({ code: 'name_starts_with_at', fields: { name: 'Je naam mag niet met @ beginnen.' } });
      const english = await rejected(validBody({ name: '@anna' }), { 'accept-language': 'en-GB' });
      expect(english.body.fields).toEqual({ name: 'Your name may not start with @.' });
    });

    it('name required', async () => {
      for (const name of ['', '    ']) {
        const answer = await rejected(validBody({ name }));
        expect(answer.body).toMatchObject({ code: 'required', fields: { name: 'Dit veld is verplicht.' } });
      }
    });

    it('date of birth missing or invalid: Vul uw geboortedatum in', async () => {
      for (const date_of_birth of [undefined, null, '', '17-05-1990', '1990-02-30', '1990-13-01', 'yesterday', birthDateForAge(0, 1), '1800-01-01']) {
        const answer = await rejected(validBody({ date_of_birth }));
        expect(answer.status).toBe(400);
        expect(answer.body).toMatchObject({ code: 'date_of_birth_required', error: 'Vul uw geboortedatum in', fields: { date_of_birth: 'Vul uw geboortedatum in' } });
      }
    });

    it('younger than the site minimum: {min_age}+', async () => {
      const answer = await rejected(validBody({ date_of_birth: birthDateForAge(18, 1) }));
      expect(answer.body).toMatchObject({ code: 'too_young', error: 'Je moet 18+ zijn om lid te worden.', fields: { date_of_birth: 'Je moet 18+ zijn om lid te worden.' } });
      const english = await rejected(validBody({ date_of_birth: birthDateForAge(17) }), { 'accept-language': 'en' });
      expect(english.body.error).toBe('You must be 18+ to become a member.');
    });

    it('the minimum age is the site setting', async () => {
      await site.database.db.update(sites).set({ minAge: 21 }).where(eq(sites.isDefault, true));
      site.domains.sites.invalidate();
      try {
        const answer = await rejected(validBody({ date_of_birth: birthDateForAge(20) }));
        expect(answer.body.error).toBe('Je moet 21+ zijn om lid te worden.');
        expect((await site.client().post('/api/signup.php', validBody({ date_of_birth: birthDateForAge(21) }))).status).toBe(201);
      } finally {
        await site.database.db.update(sites).set({ minAge: 18 }).where(eq(sites.isDefault, true));
        site.domains.sites.invalidate();
      }
    });

    it('password shorter than the minimum', async () => {
      const answer = await rejected(validBody({ password: '12345' }));
      expect(answer.body).toMatchObject({ code: 'password_too_short', fields: { password: 'Je wachtwoord moet minimaal 8 tekens hebben.' } });
    });

    it('collects every field error in one answer', async () => {
      const answer = await rejected({ email: 'bad', name: '@x', date_of_birth: birthDateForAge(10), password: '1', country: 'XX' });
      expect(answer.status).toBe(400);
      expect(answer.body.code).toBe('invalid_email');
      expect(answer.body.fields).toEqual({
        email: 'Ongeldige e-mail',
        name: 'Je naam mag niet met @ beginnen.',
        date_of_birth: 'Je moet 18+ zijn om lid te worden.',
        password: 'Je wachtwoord moet minimaal 8 tekens hebben.',
        country: 'De ingevoerde gegevens zijn ongeldig.',
      });
    });
  });

  describe('one account per address', () => {
    it('an active account: 409 email_taken with login_possible', async () => {
      for (const email of ['free@example.com', ' FREE@Example.COM ']) {
        const answer = await rejected(validBody({ email }));
        expect(answer.status).toBe(409);
        expect(answer.body).toEqual({ code: 'email_taken', error: 'Dit e-mailadres heeft al een account op deze site.', login_possible: true });
      }
    });

    it('the same address may sign up on another site', async () => {
      const answer = await site.client().post('/api/signup.php', validBody({ email: 'free@example.com', tracking: { network: 'n' } }), { host: trafficDomain });
      expect(answer.status).toBe(201);
    });

    it('a deleted account: 409 account_deleted', async () => {
      const email = nextEmail();
      const created = await site.client().post('/api/signup.php', validBody({ email }));
      expect(created.status).toBe(201);
      await site.database.db.update(members).set({ deletedAt: new Date() }).where(eq(members.id, created.body.user.id));
      const answer = await rejected(validBody({ email }));
      expect(answer.status).toBe(409);
      expect(answer.body).toMatchObject({ code: 'account_deleted', error: 'Er bestaat een verwijderd account met dit e-mailadres. Neem contact op met de klantenservice.' });
      expect(answer.body.login_possible).toBeUndefined();

      await site.database.db.update(members).set({ deletedAt: null, status: 'deleted' }).where(eq(members.id, created.body.user.id));
      expect((await rejected(validBody({ email }))).body.code).toBe('account_deleted');
    });

    it('simultaneous signups with one address create one member', async () => {
      const email = nextEmail();
      const answers = await Promise.all(
        Array.from({ length: 6 }, (_, i) => site.client().post('/api/signup.php', validBody({ email: i % 2 ? email.toUpperCase() : email }))),
      );
      expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
      for (const answer of answers.filter((a) => a.status === 409)) expect(answer.body.code).toBe('email_taken');
      const rows = await site.database.db.select({ id: members.id }).from(members).where(sql`lower(${members.email}) = ${email}`);
      expect(rows).toHaveLength(1);
      const mails = await site.database.db.select({ id: outgoingMail.id }).from(outgoingMail).where(eq(outgoingMail.toAddress, email));
      expect(mails).toHaveLength(1);
    });

    it('the unique index decides when two signups pass the check together', async () => {
      // The race itself, made certain: the pre-check has passed, the insert meets an existing address.
      const repository = createSignupRepository(site.database.db, site.domains.profiles);
      const [defaultSite] = await site.database.db.select().from(sites).where(eq(sites.isDefault, true));
      const before = await counts(site);
      const memberId = await repository.create({
        siteId: defaultSite!.id,
        email: 'Premium@Example.com',
        passwordHash: 'x',
        language: 'nl',
        profile: { name: 'Dup', gender: 'male', seeking: null, country: 'NL', dateOfBirth: '1990-01-01', about: null, niche: 1 },
        tracking: { network: 'n', ref: null, sub1: null, sub2: null, sub3: null },
      }, async () => {});
      expect(memberId).toBeNull();
      expect(await counts(site)).toEqual(before);
    });
  });

  describe('bad input: a translated 4xx, nothing written', () => {
    it('missing fields', async () => {
      const answer = await rejected({ email: nextEmail() });
      expect(answer.status).toBe(400);
      expect(answer.body.code).toBe('invalid_input');
      expect(answer.body.fields).toMatchObject({ name: 'Dit veld is verplicht.', password: 'Dit veld is verplicht.' });
      const empty = await rejected({});
      expect(empty.body.fields.email).toBe('Dit veld is verplicht.');
    });

    it('extra fields', async () => {
      const answer = await rejected(validBody({ status: 'confirmed', credits: 1000 }));
      expect(answer.body).toMatchObject({ code: 'invalid_input', fields: { status: 'De ingevoerde gegevens zijn ongeldig.', credits: 'De ingevoerde gegevens zijn ongeldig.' } });
      const tracking = await rejected(validBody({ tracking: { network: 'n', evil: 1 } }));
      expect(tracking.body.code).toBe('invalid_input');
    });

    it('wrong types', async () => {
      for (const body of [
        validBody({ email: 42 }),
        validBody({ name: ['Anna'] }),
        validBody({ password: { $gt: '' } }),
        validBody({ date_of_birth: 19900517 }),
        validBody({ gender: 'other' }),
        validBody({ country: 'NLD' }),
        validBody({ tracking: 'adnet' }),
        [validBody()],
        'just a string',
        null,
      ]) {
        const answer = await rejected(body);
        expect(answer.status).toBe(400);
        expect(answer.body.code).toBe('invalid_input');
        expect(answer.body.error).toBe('De ingevoerde gegevens zijn ongeldig.');
      }
    });

    it('overlong strings', async () => {
      const cases: [Record<string, unknown>, string][] = [
        [{ name: 'x'.repeat(41) }, 'name'],
        [{ email: `${'a'.repeat(250)}@example.com` }, 'email'],
        [{ password: 'p'.repeat(129) }, 'password'],
        [{ signup_message: 'm'.repeat(2001) }, 'signup_message'],
        [{ tracking: { network: 'n'.repeat(101) } }, 'tracking.network'],
      ];
      for (const [override, field] of cases) {
        const answer = await rejected(validBody(override), { 'accept-language': 'en' });
        expect(answer.status).toBe(400);
        expect(answer.body.fields[field]).toBe('This entry is too long.');
      }
    });

    it('invalid JSON, an empty body, a huge body', async () => {
      const broken = await site.client().request('POST', '/api/signup.php', { body: '{"email": "x@example.com",', headers: { 'content-type': 'application/json' } });
      expect(broken.status).toBe(400);
      expect(broken.body).toEqual({ code: 'invalid_input', error: 'De ingevoerde gegevens zijn ongeldig.' });
      expectNoInternals(broken.text);

      const none = await site.client().request('POST', '/api/signup.php', { headers: { 'content-type': 'application/json' } });
      expect(none.status).toBe(400);
      expect(none.body.code).toBe('invalid_input');

      const before = await counts(site);
      const huge = await site.client().post('/api/signup.php', validBody({ signup_message: 'x'.repeat(2 * 1024 * 1024) }), { 'accept-language': 'en' });
      expect(huge.status).toBe(413);
      expect(huge.body).toEqual({ code: 'body_too_large', error: 'The data sent is too large.' });
      expect(await counts(site)).toEqual(before);
    });

    it('control characters in a name', async () => {
      const answer = await rejected(validBody({ name: 'Anna\r\nBcc: x@example.com' }));
      expect(answer.body.fields).toEqual({ name: 'De ingevoerde gegevens zijn ongeldig.' });
    });
  });
});
