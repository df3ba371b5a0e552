/**
 * The member's own profile, e-mail preferences and password over real HTTP on every backend: each
 * rule refused with its translated message and nothing changed, and no member reaching another's.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { interests, members, outgoingMail, profiles } from '../src/db/schema.js';
import { ABUSE_LIMITS } from '../src/domains/abuse/index.js';
import { availableBackends } from './support/backends.js';
import { MEMBER_PASSWORD, newMember } from './support/members.js';
import { startTestSite, type TestSite } from './support/test-site.js';

describe.each(await availableBackends())('own profile and settings on %s', (backend) => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startTestSite(backend);
  });
  afterAll(async () => {
    await site?.close();
  });

  const profileRow = async (memberId: number) => (await site.database.db.select().from(profiles).where(eq(profiles.memberId, memberId)))[0]!;

  describe('profile', () => {
    it('reads and saves every field by its shared-contracts name', async () => {
      const member = await newMember(site);
      const [{ slug }] = (await site.database.db.select({ slug: interests.slug }).from(interests).limit(1)) as [{ slug: string }];
      const region = ((await site.client().get('/api/regions.php?country=NL')).body.regions.NL as string[])[0];
      const input = {
        name: 'Nieuwe Naam', gender: 'female', seeking: 'male', sexuality: 'straight', hair_colour: 'red', eye_colour: 'green',
        body_type: 'athletic', relationship_status: 'single', interests: [slug], tattoos: 'some', signup_reason: 'dating',
        date_of_birth: '1990-02-03', country: 'NL', region, city: 'Utrecht', about: 'Over mij',
      };
      const answer = await member.client.put('/api/profile.php', input);
      expect(answer.status, answer.text).toBe(200);
      expect(answer.body.profile).toMatchObject(input);
      expect((await member.client.get('/api/my-profile.php')).body.profile).toEqual(answer.body.profile);
      expect((await member.client.get('/api/user.php')).body.user.profile.name).toBe('Nieuwe Naam');

      // Absent fields stay, null clears an optional one, a new country drops the old region.
      const cleared = await member.client.put('/api/profile.php', { hair_colour: null, country: 'BE' });
      expect(cleared.body.profile).toMatchObject({ name: 'Nieuwe Naam', hair_colour: null, country: 'BE', region: null, city: 'Utrecht' });
    });

    it('refuses broken rules per field, all at once, changing nothing', async () => {
      const member = await newMember(site);
      const before = await profileRow(member.id);
      const answer = await member.client.put('/api/profile.php', { name: member.email.toUpperCase(), date_of_birth: '2020-01-01', region: 'Atlantis', interests: ['no-such-interest'] });
      expect(answer.status).toBe(400);
      expect(answer.body.fields).toEqual({
        name: 'Je naam mag niet gelijk zijn aan je e-mailadres.',
        date_of_birth: 'Je moet 18+ zijn om lid te worden.',
        region: 'De ingevoerde gegevens zijn ongeldig.',
        interests: 'De ingevoerde gegevens zijn ongeldig.',
      });
      for (const [body, field, text] of [
        [{ name: '@piet' }, 'name', 'Je naam mag niet met @ beginnen.'],
        [{ name: '  ' }, 'name', 'Dit veld is verplicht.'],
        [{ date_of_birth: '1990-02-31' }, 'date_of_birth', 'Vul uw geboortedatum in'],
        [{ country: 'XX' }, 'country', 'De ingevoerde gegevens zijn ongeldig.'],
      ] as const) {
        const refused = await member.client.put('/api/profile.php', body);
        expect(refused.status).toBe(400);
        expect(refused.body.fields[field]).toBe(text);
      }
      for (const body of [{ hair_colour: 'purple' }, { unknown_field: 1 }, { about: 'x'.repeat(2001) }]) {
        expect((await member.client.put('/api/profile.php', body)).status).toBe(400);
      }
      expect(await profileRow(member.id)).toEqual(before);
    });

    it('is member only and always the caller’s own', async () => {
      const visitor = await site.client().put('/api/profile.php', { name: 'Niemand' });
      expect(visitor.status).toBe(403);
      expect(visitor.body.auth_required).toBe(true);
      expect((await site.client().get('/api/my-profile.php')).status).toBe(403);
      const [one, two] = [await newMember(site), await newMember(site)];
      const twoBefore = await profileRow(two.id);
      // The body cannot name another profile: there is no id field to send.
      expect((await one.client.put('/api/profile.php', { id: twoBefore.id, name: 'Kaper' })).status).toBe(400);
      await one.client.put('/api/profile.php', { name: 'Eigen' });
      expect(await profileRow(two.id)).toEqual(twoBefore);
    });
  });

  describe('e-mail preferences', () => {
    it('stores the switched-off kinds and the mail service honours them', async () => {
      const member = await newMember(site);
      const answer = await member.client.put('/api/notifications.php', { notifications_disabled: ['news', 'like', 'like'] });
      expect(answer.status).toBe(200);
      expect(answer.body.user.notifications_disabled).toEqual(['like', 'news']);

      const mail = { siteId: 1, memberId: member.id, to: member.email, subject: 's', text: 't', html: '<p>t</p>' };
      expect((await site.domains.mail.send({ ...mail, kind: 'like', notification: 'like' })).id).toBeNull();
      expect((await site.domains.mail.send({ ...mail, kind: 'message', notification: 'message' })).id).not.toBeNull();
      // Mails the member asked for always go.
      expect((await site.domains.mail.send({ ...mail, kind: 'password_reset' })).id).not.toBeNull();
      const kinds = (await site.database.db.select({ kind: outgoingMail.kind }).from(outgoingMail).where(eq(outgoingMail.memberId, member.id))).map((r) => r.kind);
      expect(kinds).not.toContain('like');
      expect(kinds).toContain('message');

      expect((await member.client.put('/api/notifications.php', { notifications_disabled: ['spam'] })).status).toBe(400);
      expect((await member.client.put('/api/notifications.php', { notifications_disabled: [] })).body.user.notifications_disabled).toEqual([]);
      expect((await site.client().put('/api/notifications.php', { notifications_disabled: [] })).status).toBe(403);
    });
  });

  describe('password change', () => {
    it('checks the old password, sets the new one, ends other sessions and keeps this one', async () => {
      const member = await newMember(site);
      const otherBrowser = site.client();
      await otherBrowser.login(member.email, MEMBER_PASSWORD);
      expect((await otherBrowser.get('/api/user.php')).body.user.id).toBe(member.id);

      const [hashBefore] = await site.database.db.select({ hash: members.passwordHash }).from(members).where(eq(members.id, member.id));
      const wrong = await member.client.put('/api/password.php', { old_password: 'verkeerd', password: 'nieuw-wachtwoord-1', password_confirmation: 'nieuw-wachtwoord-1' });
      expect(wrong.status).toBe(400);
      expect(wrong.body).toEqual({ code: 'old_password_wrong', error: 'Controleer je oude wachtwoord.', fields: { old_password: 'Controleer je oude wachtwoord.' } });
      const differ = await member.client.put('/api/password.php', { old_password: MEMBER_PASSWORD, password: 'nieuw-wachtwoord-1', password_confirmation: 'nieuw-wachtwoord-2' });
      expect(differ.body.code).toBe('passwords_differ');
      const short = await member.client.put('/api/password.php', { old_password: MEMBER_PASSWORD, password: 'kort', password_confirmation: 'kort' });
      expect(short.body.code).toBe('password_too_short');
      const [hashAfterRefusals] = await site.database.db.select({ hash: members.passwordHash }).from(members).where(eq(members.id, member.id));
      expect(hashAfterRefusals).toEqual(hashBefore);

      const ok = await member.client.put('/api/password.php', { old_password: MEMBER_PASSWORD, password: 'nieuw-wachtwoord-1', password_confirmation: 'nieuw-wachtwoord-1' });
      expect(ok.status).toBe(200);
      expect((await member.client.get('/api/user.php')).body.user.id).toBe(member.id);
      expect((await otherBrowser.get('/api/user.php')).body.user).toBeNull();
      expect((await site.client().login(member.email, MEMBER_PASSWORD)).status).toBe(401);
      expect((await site.client().login(member.email, 'nieuw-wachtwoord-1')).status).toBe(200);
    });

    it(`after ${ABUSE_LIMITS.passwordChecksPerMember.points} wrong old passwords the check answers 429 with Retry-After, even with the right one`, async () => {
      const member = await newMember(site);
      const change = (old: string) => member.client.put('/api/password.php', { old_password: old, password: 'nieuw-wachtwoord-1', password_confirmation: 'nieuw-wachtwoord-1' });
      for (let i = 0; i < ABUSE_LIMITS.passwordChecksPerMember.points; i++) expect((await change(`verkeerd-${i}`)).body.code).toBe('old_password_wrong');
      const refused = await change(MEMBER_PASSWORD);
      expect(refused.status).toBe(429);
      expect(refused.body.code).toBe('too_many_actions');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      // Deleting the account asks for the password too: the same budget.
      expect((await member.client.request('DELETE', '/api/user.php', { json: { password: MEMBER_PASSWORD, reason: '' } })).status).toBe(429);
      expect((await site.client().login(member.email, MEMBER_PASSWORD)).status).toBe(200);
    });
  });
});
