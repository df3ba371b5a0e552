/**
 * Bad input on the user, login and site endpoints: a 4xx with a clear translated error, no stack
 * trace, and nothing changed in the database. (Signup, activation and reset have their own sweeps.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ERROR_TEXTS } from '@dating/shared-contracts';
import { availableBackends } from './support/backends.js';
import { startTestSite, type TestSite } from './support/test-site.js';
import type { Answer } from './support/http-client.js';

const KNOWN_TEXTS = new Set(Object.values(ERROR_TEXTS).flatMap((texts) => Object.values(texts)));
const TEN_MB = 'x'.repeat(10 * 1024 * 1024);

/** The state a bad request must leave untouched. */
async function snapshot(site: TestSite) {
  const result = await site.database.db.execute(sql`
    select (select count(*) from members) as members,
           (select count(*) from sessions where revoked_at is null) as sessions,
           (select string_agg(email || ':' || language || ':' || credits || ':' || status, ',' order by id) from members) as fingerprint`);
  return (result as unknown as { rows: unknown[] }).rows[0];
}

function expectCleanRejection(answer: Answer) {
  expect(answer.status, answer.text).toBeGreaterThanOrEqual(400);
  expect(answer.status, answer.text).toBeLessThan(500);
  expect(KNOWN_TEXTS.has(answer.body.error), `unclear error: ${answer.text.slice(0, 200)}`).toBe(true);
  expect(answer.text).not.toMatch(/\bat .+\.(ts|js):\d+|node_modules|stack/i);
}

describe.each(await availableBackends())('bad input on %s', (backend) => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startTestSite(backend);
  });
  afterAll(() => site?.close());

  const loginBodies: [string, unknown][] = [
    ['missing password', { email: 'free@example.com' }],
    ['missing everything', {}],
    ['extra field', { email: 'free@example.com', password: 'demo1234', admin: true }],
    ['wrong types', { email: 42, password: ['demo1234'] }],
    ['null body', null],
    ['array body', [1, 2]],
    ['overlong e-mail', { email: `${'a'.repeat(5000)}@example.com`, password: 'demo1234' }],
    ['overlong password', { email: 'free@example.com', password: 'p'.repeat(10_000) }],
  ];

  it.each(loginBodies)('login with %s is refused and changes nothing', async (_label, body) => {
    const before = await snapshot(site);
    const client = site.client();
    const answer = await client.request('POST', '/api/user.php', { json: body, headers: { 'accept-language': 'nl' } });
    expectCleanRejection(answer);
    expect(answer.body.code).toBe('invalid_input');
    expect(client.cookies.has('auth')).toBe(false);
    expect(await snapshot(site)).toEqual(before);
  });

  it('names the offending fields, translated', async () => {
    const answer = await site.client().post('/api/user.php', { email: 'free@example.com' }, { 'accept-language': 'fr' });
    expect(answer.body.error).toBe(ERROR_TEXTS.invalid_input.fr);
    expect(answer.body.fields).toEqual({ password: ERROR_TEXTS.required.fr });
    const extra = await site.client().post('/api/user.php', { email: 'a@b.c', password: 'x', role: 'admin' });
    expect(extra.body.fields).toHaveProperty('role');
  });

  it.each([
    ["SQL in the e-mail", "' OR '1'='1' --"],
    ['SQL in the e-mail, stacked', "free@example.com'; DROP TABLE members; --"],
    ['HTML in the e-mail', '<script>alert(1)</script>@example.com'],
  ])('login with %s fails as a normal wrong login', async (_label, email) => {
    const before = await snapshot(site);
    const answer = await site.client().post('/api/user.php', { email, password: "' OR '1'='1" });
    expect(answer.status).toBe(401);
    expect(answer.body.code).toBe('login_failed');
    expect(await snapshot(site)).toEqual(before);
  });

  it('refuses invalid JSON', async () => {
    const before = await snapshot(site);
    const answer = await site.client().request('POST', '/api/user.php', { body: '{"email": "free@example.com", ', headers: { 'content-type': 'application/json' } });
    expectCleanRejection(answer);
    expect(await snapshot(site)).toEqual(before);
  });

  it('refuses a 10 MB body with 413', async () => {
    const before = await snapshot(site);
    const answer = await site.client().request('POST', '/api/user.php', { json: { email: 'free@example.com', password: TEN_MB } });
    expect(answer.status).toBe(413);
    expectCleanRejection(answer);
    expect(answer.body.code).toBe('body_too_large');
    expect(await snapshot(site)).toEqual(before);
  });

  it('refuses an unknown content type', async () => {
    const answer = await site.client().request('POST', '/api/user.php', { body: '<xml/>', headers: { 'content-type': 'application/xml' } });
    expectCleanRejection(answer);
  });

  it.each([
    ['unknown language', { language: 'xx' }],
    ['SQL as language', { language: "nl'; update members set credits = 999; --" }],
    ['extra field', { language: 'en', credits: 1000 }],
    ['wrong type', { language: 7 }],
    ['missing language', {}],
  ])('PUT language with %s changes nothing', async (_label, body) => {
    const client = site.client();
    await client.login('premium@example.com');
    const before = await snapshot(site);
    const answer = await client.put('/api/user.php', body);
    expectCleanRejection(answer);
    expect(await snapshot(site)).toEqual(before);
  });

  it('PUT language with a 10 MB body is refused', async () => {
    const client = site.client();
    await client.login('premium@example.com');
    const answer = await client.request('PUT', '/api/user.php', { json: { language: TEN_MB } });
    expect(answer.status).toBe(413);
  });

  it.each([
    '/api/settings.php?domain=' + encodeURIComponent("x' OR 1=1"),
    '/api/settings.php?domain=' + 'a'.repeat(300),
    '/api/settings.php?extra=1',
    '/api/regions.php?country=' + encodeURIComponent("NL' --"),
    '/api/regions.php?country=<b>',
  ])('GET %s is refused', async (path) => {
    const answer = await site.client().get(path);
    expectCleanRejection(answer);
  });

  it('answers unknown API paths with a translated 404, not the site page', async () => {
    const answer = await site.client().get('/api/nothing-here.php', { 'accept-language': 'de' });
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({ code: 'not_found', error: ERROR_TEXTS.not_found.de });
  });
});
