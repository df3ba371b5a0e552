/**
 * The access matrix: every endpoint declared in shared-contracts' ENDPOINTS has a row here. An
 * endpoint that takes a member's or a profile's id says how to call it for another member; the
 * test then calls it with a different member's session and as a visitor and expects a refusal
 * (and, as a control, the owner's own call to pass). An endpoint without such an id says "no id",
 * which the test checks against its declaration (no id-like field in its path, query or body).
 * A new endpoint fails this test until it takes its place in the table.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS, type EndpointName } from '@dating/shared-contracts';
import { startTestSite, type TestSite } from '../support/test-site.js';
import type { HttpClient } from '../support/http-client.js';

/** The member whose data the calls aim at. */
interface Target {
  memberId: number;
  profileId: number;
}

/** How to aim an id-taking endpoint at a target member; `json` is the body for non-GET calls. */
interface IdCall {
  request(target: Target): { path: string; json?: unknown };
  /** The status of the owner's own call (the control that the row calls the endpoint right). */
  ownerStatus: number;
}

/** Every declared endpoint: how to aim it at another member, or 'no id'. */
const ACCESS_MATRIX: Record<EndpointName, IdCall | 'no id'> = {
  currentUser: 'no id',
  login: 'no id',
  saveLanguage: 'no id',
  logout: 'no id',
  counts: 'no id',
  signup: 'no id',
  activateByLink: 'no id',
  resendActivation: 'no id',
  requestPasswordReset: 'no id',
  setNewPassword: 'no id',
  settings: 'no id',
  company: 'no id',
  interests: 'no id',
  regions: 'no id',
};

/** A path parameter or field that names a member, a profile or another record by id. */
const ID_NAME = /(^|_)id$|Id$|^(member|profile|user)$/;

/** The field names of a zod object schema (empty for anything else). */
function fieldsOf(schema: unknown): string[] {
  const shape = (schema as { shape?: Record<string, unknown> } | undefined)?.shape;
  return shape ? Object.keys(shape) : [];
}

describe('access matrix', () => {
  const names = Object.keys(ENDPOINTS) as EndpointName[];

  it('has a row for every declared endpoint, and none for an endpoint that does not exist', () => {
    expect(Object.keys(ACCESS_MATRIX).sort()).toEqual([...names].sort());
  });

  it.each(names.filter((name) => ACCESS_MATRIX[name] === 'no id'))('%s takes no member or profile id', (name) => {
    const endpoint = ENDPOINTS[name];
    const fields = [...endpoint.path.matchAll(/[:{](\w+)/g)].map((match) => match[1]!).concat(fieldsOf('query' in endpoint ? endpoint.query : undefined), fieldsOf('body' in endpoint ? endpoint.body : undefined));
    expect(fields.filter((field) => ID_NAME.test(field))).toEqual([]);
  });

  describe('over HTTP', () => {
    let site: TestSite;
    let owner: HttpClient;
    let stranger: HttpClient;
    let target: Target;
    beforeAll(async () => {
      site = await startTestSite('pglite');
      owner = site.client();
      stranger = site.client();
      const me = await owner.login('free@example.com');
      target = { memberId: me.body.user.id, profileId: me.body.user.profile.id };
      expect((await stranger.login('premium@example.com')).status).toBe(200);
    });
    afterAll(() => site?.close());

    const rows = names.flatMap((name) => {
      const row = ACCESS_MATRIX[name];
      return row === 'no id' ? [] : [[name, row] as const];
    });

    it.each(rows)('%s refuses another member and a visitor', async (name, row) => {
      const endpoint = ENDPOINTS[name];
      const { path, json } = row.request(target);
      const send = (client: HttpClient) => client.request(endpoint.method, path, json === undefined ? {} : { json });

      const asStranger = await send(stranger);
      expect([403, 404], `${name} as another member`).toContain(asStranger.status);
      expect(asStranger.text).not.toContain('free@example.com');
      const asVisitor = await send(site.client());
      expect([403, 404], `${name} as a visitor`).toContain(asVisitor.status);
      expect((await send(owner)).status, `${name} as its owner`).toBe(row.ownerStatus);
    });

    it.each(names.filter((name) => ENDPOINTS[name].member))('member-only %s refuses a visitor with the auth-required flag', async (name) => {
      const endpoint = ENDPOINTS[name];
      const answer = await site.client().request(endpoint.method, endpoint.path, endpoint.method === 'GET' ? {} : { json: {} });
      expect(answer.status).toBe(403);
      expect(answer.body).toMatchObject({ code: 'auth_required', auth_required: true });
    });
  });
});
