/**
 * The access matrix, read from the endpoint declarations in shared-contracts' ENDPOINTS: an
 * endpoint that takes a member's, a profile's or another record's id declares `access` (which
 * field, what it names, what another member gets); the test then calls it with a different member's
 * session and as a visitor and expects a refusal. An endpoint without `access` must take no id-like
 * field in its path, query or body, so a new endpoint with an id fails here until it declares how
 * it is guarded, and one without needs nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS, type Endpoint, type EndpointName, type IdAccess } from '@dating/shared-contracts';
import { startTestSite, type TestSite } from '../support/test-site.js';
import type { HttpClient } from '../support/http-client.js';

/** The member whose data the calls aim at. */
interface Target {
  memberId: number;
  profileId: number;
}

/** Photo 1 is a seeded profile's photo, never the caller's. */
const SEEDED_PHOTO = 1;

/** The declarations, as plain Endpoint records. */
const declared = ENDPOINTS as Record<EndpointName, Endpoint>;

/** The call an id-taking endpoint makes when aimed at the target member's hidden profile (or a seeded photo). */
function aimedAt(endpoint: Endpoint, access: IdAccess, target: Target): { path: string; json?: unknown } {
  const fields = { ...access.with, [access.field]: access.names === 'photo' ? SEEDED_PHOTO : target.profileId };
  if (endpoint.method === 'GET') return { path: `${endpoint.path}?${new URLSearchParams(Object.entries(fields).map(([key, value]) => [key, String(value)]))}` };
  return { path: endpoint.path, json: fields };
}

/** A path parameter or field that names a member, a profile or another record by id. */
const ID_NAME = /(^|_)id$|Id$|^(member|profile|user)$/;

/** The field names of a zod object schema (empty for anything else). */
function fieldsOf(schema: unknown): string[] {
  const shape = (schema as { shape?: Record<string, unknown> } | undefined)?.shape;
  return shape ? Object.keys(shape) : [];
}

describe('access matrix', () => {
  const names = Object.keys(ENDPOINTS) as EndpointName[];

  /** Every field an endpoint takes: path parameters, query and body fields. */
  const fieldsTaken = (endpoint: Endpoint) => [...endpoint.path.matchAll(/[:{](\w+)/g)].map((match) => match[1]!).concat(fieldsOf(endpoint.query), fieldsOf(endpoint.body));

  it.each(names.filter((name) => !declared[name].access))('%s takes no member or profile id (it declares no access)', (name) => {
    expect(fieldsTaken(declared[name]).filter((field) => ID_NAME.test(field))).toEqual([]);
  });

  it.each(names.filter((name) => declared[name].access))('%s takes the id field its access names', (name) => {
    expect(fieldsTaken(declared[name])).toContain(declared[name].access!.field);
  });

  describe('over HTTP', () => {
    let site: TestSite;
    let stranger: HttpClient;
    let target: Target;
    beforeAll(async () => {
      site = await startTestSite('pglite');
      stranger = site.client();
      // new@example.com has not confirmed: its profile is disabled, so hidden from everyone else.
      const me = await site.client().login('new@example.com');
      target = { memberId: me.body.user.id, profileId: me.body.user.profile.id };
      expect((await stranger.login('premium@example.com')).status).toBe(200);
    });
    afterAll(() => site?.close());

    const rows = names.flatMap((name) => {
      const access = declared[name].access;
      return access ? [[name, access] as const] : [];
    });

    it('aims at least the known id-taking endpoints', () => {
      expect(rows.map(([name]) => name)).toEqual(expect.arrayContaining(['profile', 'block', 'like', 'deletePhoto', 'landerMember', 'fileComplaint']));
    });

    it.each(rows)('%s refuses another member and a visitor', async (name, row) => {
      const endpoint = declared[name];
      const { path, json } = aimedAt(endpoint, row, target);
      const send = (client: HttpClient) => client.request(endpoint.method, path, json === undefined ? {} : { json });

      const asStranger = await send(stranger);
      if (row.stranger === 'own action') expect(asStranger.status, `${name} as another member`).toBeLessThan(500);
      else expect(asStranger.status, `${name} as another member`).toBe(row.stranger);
      expect(asStranger.text).not.toContain('new@example.com');
      const asVisitor = await send(site.client());
      if (row.visitors === 'allowed') expect(asVisitor.status, `${name} as a visitor`).toBeLessThan(500);
      else expect([403, 404], `${name} as a visitor`).toContain(asVisitor.status);
      expect(asVisitor.text).not.toContain('new@example.com');
    });

    it.each(names.filter((name) => ENDPOINTS[name].member))('member-only %s refuses a visitor with the auth-required flag', async (name) => {
      const endpoint = ENDPOINTS[name];
      const answer = await site.client().request(endpoint.method, endpoint.path, endpoint.method === 'GET' ? {} : { json: {} });
      expect(answer.status).toBe(403);
      expect(answer.body).toMatchObject({ code: 'auth_required', auth_required: true });
    });
  });
});
