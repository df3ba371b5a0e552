/**
 * Bad input on every declared endpoint, generated from the declarations (support/bad-inputs.ts):
 * a NUL or a lone surrogate in any text and 2^31 in any number answer 400 invalid_input naming the
 * field, for visitors and members alike, and nothing is written. Before the shared text and id
 * schemas these answered 500 (the database refused the NUL or the int4) or stored U+FFFD.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ERROR_TEXTS } from '@dating/shared-contracts';
import { availableBackends } from '../support/backends.js';
import { badInputCases, type BadInputCase } from '../support/bad-inputs.js';
import { startTestSite, type TestSite } from '../support/test-site.js';
import type { HttpClient } from '../support/http-client.js';

const { endpoints, cases } = badInputCases();

/** What a refused request must leave as it was: row counts and the texts members write. */
async function fingerprint(site: TestSite) {
  const result = await site.database.db.execute(sql`
    select (select count(*) from members) as members, (select count(*) from complaints) as complaints,
           (select count(*) from likes) as likes, (select count(*) from blocks) as blocks,
           (select count(*) from member_tokens) as tokens, (select count(*) from outgoing_mail) as mail,
           (select md5(string_agg(concat_ws('|', id, name, city, about, region, interests::text), ',' order by id)) from profiles) as profiles,
           (select md5(string_agg(concat_ws('|', id, position, is_main, status), ',' order by id)) from profile_images) as photos,
           (select md5(string_agg(concat_ws('|', id, email, language, status, deleted_at), ',' order by id)) from members) as accounts`);
  return (result as unknown as { rows: unknown[] }).rows[0];
}

describe('the generated bad-input cases', () => {
  it('cover every endpoint that takes text or numbers', () => {
    // The figure for the closing note of issue 24: endpoints and cases, from the declarations.
    console.info(`bad-input sweep: ${cases.length} cases over ${endpoints.length} declared endpoints`);
    expect(endpoints).toEqual(expect.arrayContaining(['login', 'saveProfile', 'signup', 'fileComplaint', 'reactivate', 'deleteAccount', 'arrangePhotos', 'deletePhoto']));
    const fields = (name: string) => cases.filter((c) => c.endpoint === name).map((c) => c.field);
    expect(fields('saveProfile')).toEqual(expect.arrayContaining(['city', 'about', 'region', 'interests.0']));
    expect(fields('signup')).toEqual(expect.arrayContaining(['signup_message', 'tracking.network']));
    expect(fields('arrangePhotos')).toEqual(expect.arrayContaining(['main', 'order.0']));
    expect(fields('reactivate')).toEqual(expect.arrayContaining(['token', 'email', 'password']));
  });
});

describe.each(await availableBackends())('bad input on every declared endpoint, %s', (backend) => {
  let site: TestSite;
  let member: HttpClient;
  let admin: HttpClient;
  beforeAll(async () => {
    site = await startTestSite(backend);
    member = site.client();
    // premium@ saved Dutch: the answers to the member's requests are in Dutch.
    expect((await member.login('premium@example.com')).status).toBe(200);
    // An admin passes every staff role's guard; staff have no saved language (the answers follow Accept-Language).
    admin = site.client();
    expect((await admin.post('/api/staff-session.php', { email: 'admin@example.com', password: 'demo1234' })).status).toBe(200);
  });
  afterAll(() => site?.close());

  /** A client of its own address (per-client budgets stay untouched), logged in as who the endpoint needs. */
  function clientFor(access: BadInputCase['access']): HttpClient {
    const client = site.client();
    const as = access === 'member' ? member : access.startsWith('staff') ? admin : null;
    if (as) for (const [name, value] of as.cookies) client.cookies.set(name, value);
    return client;
  }

  it.each(endpoints)('%s refuses each bad value with 400 invalid_input naming the field, and writes nothing', async (name) => {
    // Work queued by earlier requests lands first, not between the two fingerprints.
    await site.jobs.drain();
    const before = await fingerprint(site);
    for (const bad of cases.filter((c) => c.endpoint === name)) {
      const answer = await clientFor(bad.access).request(bad.method, bad.path, bad.json === undefined ? { headers: { 'accept-language': 'en' } } : { json: bad.json, headers: { 'accept-language': 'en' } });
      const what = `${bad.method} ${bad.path} with ${bad.label} in ${bad.field}: ${answer.text.slice(0, 300)}`;
      expect(answer.status, what).toBe(400);
      expect(answer.body.code, what).toBe('invalid_input');
      expect(answer.body.error, what).toBe(ERROR_TEXTS.invalid_input[bad.access === 'member' ? 'nl' : 'en']);
      if (bad.namesField) expect(Object.keys(answer.body.fields ?? {}), what).toContain(bad.field);
    }
    expect(await fingerprint(site)).toEqual(before);
  });
});
