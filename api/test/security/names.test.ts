/**
 * Names a member types (issue 24, item 10): a name needs a visible letter and may hold no bidi
 * control or tower of combining marks, at signup and on the profile alike; and the mail to an
 * address nobody confirmed yet carries no name the signup typed (anyone may sign up with another
 * person's address and a "name" like an advert).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_TEXTS } from '@dating/shared-contracts';
import { availableBackends } from '../support/backends.js';
import { newMember, newestMail } from '../support/members.js';
import { startTestSite, type TestSite } from '../support/test-site.js';

const UNREADABLE: [string, string][] = [
  ['only zero-width spaces', '\u200b\u200b'],
  ['only a Hangul filler', '\u3164'],
  ['a right-to-left override', 'Anna\u202egnp.exe'],
  ['20 stacked combining marks', `Zalgo${'\u0301'.repeat(20)}`],
];

let serial = 0;

describe.each(await availableBackends())('names on %s', (backend) => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startTestSite(backend);
  });
  afterAll(() => site?.close());

  it.each(UNREADABLE)('signup refuses a name of %s', async (_label, name) => {
    serial += 1;
    const answer = await site.client().post('/api/signup.php', { email: `name${serial}@example.com`, name, date_of_birth: '1990-01-01', password: 'lang-genoeg-77' }, { 'accept-language': 'en' });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: 'name_unreadable', fields: { name: ERROR_TEXTS.name_unreadable.en } });
  });

  it.each(UNREADABLE)('the profile refuses a name of %s and keeps the old one', async (_label, name) => {
    const member = await newMember(site, { name: 'Readable' });
    const answer = await member.client.put('/api/profile.php', { name });
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('name_unreadable');
    expect((await member.client.get('/api/my-profile.php')).body.profile.name).toBe('Readable');
  });

  it('mail to an address not confirmed yet does not carry the name the signup typed', async () => {
    const name = 'Claim prize: evil.example/p';
    const email = 'somebody-else@example.com';
    expect((await site.client().post('/api/signup.php', { email, name, date_of_birth: '1990-01-01', password: 'lang-genoeg-77' })).status).toBe(201);
    const activation = await newestMail(site, email, 'activation');
    expect(activation).toBeDefined();
    expect(`${activation!.subject}\n${activation!.text}`).not.toContain('evil.example');
    // A reset asked for the unconfirmed address does not carry it either.
    expect((await site.client().post('/api/password-reset.php', { email })).status).toBe(200);
    const reset = await newestMail(site, email, 'password_reset');
    expect(reset!.text).not.toContain('evil.example');
  });
});
