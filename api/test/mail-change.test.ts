/**
 * E-mail change over real HTTP on every backend: the confirmation link to the new address, the
 * notice with undo to the old one, single use and expiry (moved clock), the spec's refusals.
 */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { members } from '../src/db/schema.js';
import { availableBackends } from './support/backends.js';
import { MEMBER_PASSWORD, newestMail, newMember, tokenIn } from './support/members.js';
import { suiteSite } from './support/suite-site.js';

describe.each(await availableBackends())('e-mail change on %s', (backend) => {
  const { clock, site } = suiteSite(backend);

  const emailOf = async (id: number) => (await site.database.db.select({ email: members.email }).from(members).where(eq(members.id, id)))[0]!.email;
  const fresh = () => `nieuw-${Math.random().toString(36).slice(2, 10)}@example.com`;

  it('mails a link to the new address and an undo to the old; the link sets the address once', async () => {
    const member = await newMember(site);
    const address = fresh();
    const answer = await member.client.post('/api/mail-change.php', { email: address, password: MEMBER_PASSWORD });
    expect(answer.status, answer.text).toBe(200);
    expect(await emailOf(member.id)).toBe(member.email);

    const confirm = await newestMail(site, address, 'mail_change');
    expect(confirm!.subject).toBe('Bevestig je nieuwe e-mailadres voor Flirtpunt');
    const notice = await newestMail(site, member.email, 'mail_change_notice');
    expect(notice!.text).toContain(address);
    const token = tokenIn(confirm!.text, '/mail-change/do');

    const used = await site.client().put('/api/mail-change.php', { token });
    expect(used.body).toEqual({ email: address, undone: false });
    expect(await emailOf(member.id)).toBe(address);
    expect((await site.client().login(address, MEMBER_PASSWORD)).status).toBe(200);
    const again = await site.client().put('/api/mail-change.php', { token });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ code: 'mail_change_link_invalid', error: 'Deze link om je e-mailadres te wijzigen is verlopen of ongeldig.' });

    // The old address undoes it, even after the change went through, and every session ends.
    const undo = await site.client().put('/api/mail-change.php', { token: tokenIn(notice!.text, '/mail-change/do') });
    expect(undo.body).toEqual({ email: member.email, undone: true });
    expect(await emailOf(member.id)).toBe(member.email);
    expect((await member.client.get('/api/user.php')).body.user).toBeNull();
  });

  it('refuses a wrong password, an invalid or taken address, and changes nothing', async () => {
    const member = await newMember(site);
    const other = await newMember(site);
    const wrong = await member.client.post('/api/mail-change.php', { email: fresh(), password: 'verkeerd-wachtwoord' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.fields.password).toBe('Controleer je oude wachtwoord.');
    const invalid = await member.client.post('/api/mail-change.php', { email: 'geen-adres', password: MEMBER_PASSWORD });
    expect(invalid.body).toMatchObject({ code: 'invalid_email', fields: { email: 'Ongeldige e-mail' } });
    const taken = await member.client.post('/api/mail-change.php', { email: other.email.toUpperCase(), password: MEMBER_PASSWORD });
    expect(taken.status).toBe(409);
    expect(taken.body.fields.email).toBe('Dit e-mailadres heeft al een account op deze site.');
    expect(await newestMail(site, member.email, 'mail_change_notice')).toBeUndefined();
    expect((await site.client().post('/api/mail-change.php', { email: fresh(), password: MEMBER_PASSWORD })).status).toBe(403);
  });

  it('a link expires after 60 minutes, only the newest link works, and a taken address is refused at use', async () => {
    const member = await newMember(site);
    const [first, second] = [fresh(), fresh()];
    await member.client.post('/api/mail-change.php', { email: first, password: MEMBER_PASSWORD });
    const firstToken = tokenIn((await newestMail(site, first, 'mail_change'))!.text, '/mail-change/do');
    await member.client.post('/api/mail-change.php', { email: second, password: MEMBER_PASSWORD });
    const secondToken = tokenIn((await newestMail(site, second, 'mail_change'))!.text, '/mail-change/do');
    expect((await site.client().put('/api/mail-change.php', { token: firstToken })).status).toBe(400);

    clock.advance(61 * 60_000);
    expect((await site.client().put('/api/mail-change.php', { token: secondToken })).body.code).toBe('mail_change_link_invalid');
    clock.advance(-61 * 60_000);

    const third = fresh();
    await member.client.post('/api/mail-change.php', { email: third, password: MEMBER_PASSWORD });
    const thirdToken = tokenIn((await newestMail(site, third, 'mail_change'))!.text, '/mail-change/do');
    await site.client().post('/api/signup.php', { email: third, name: 'Snel', date_of_birth: '1980-01-01', password: MEMBER_PASSWORD });
    expect((await site.client().put('/api/mail-change.php', { token: thirdToken })).status).toBe(409);
    expect(await emailOf(member.id)).toBe(member.email);
  });

  it('at most 5 requests a day', async () => {
    const member = await newMember(site);
    for (let i = 0; i < 5; i++) expect((await member.client.post('/api/mail-change.php', { email: fresh(), password: MEMBER_PASSWORD })).status).toBe(200);
    const refused = await member.client.post('/api/mail-change.php', { email: fresh(), password: MEMBER_PASSWORD });
    expect(refused.status).toBe(429);
  });
});
