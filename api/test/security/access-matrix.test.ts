/**
 * The access matrix: every endpoint declared in shared-contracts' ENDPOINTS has a row here. An
 * endpoint that takes a member's or a profile's id says how to call it for another member; the
 * test then calls it with a different member's session and as a visitor and expects a refusal. An endpoint without such an id says "no id",
 * which the test checks against its declaration (no id-like field in its path, query or body).
 * A new endpoint fails this test until it takes its place in the table.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPLAINT_CATEGORIES, ENDPOINTS, type EndpointName } from '@dating/shared-contracts';
import { startTestSite, type TestSite } from '../support/test-site.js';
import type { HttpClient } from '../support/http-client.js';

/** The member whose data the calls aim at. */
interface Target {
  memberId: number;
  profileId: number;
}

/**
 * How to aim an id-taking endpoint at the target member's hidden profile (a member who has not
 * confirmed yet: nobody else may see, like, block or open it); `json` is the body for non-GET calls.
 */
interface IdCall {
  request(target: Target): { path: string; json?: unknown };
  /**
   * What another member's session gets: a refusal (403 or 404), or 'own action' when the id names
   * the other party of the caller's own act (block, swipe): allowed, but it must reveal nothing.
   */
  stranger: 403 | 404 | 'own action';
  /** Visitors may call it too (a complaint about a profile): allowed, but it must reveal nothing. */
  visitorAllowed?: true;
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
  // A token names a page the site publishes for everyone, not a member's data.
  sitePage: 'no id',
  search: 'no id',
  geocode: 'no id',
  profile: { request: (target) => ({ path: `/api/profile.php?id=${target.profileId}` }), stranger: 404 },
  block: { request: (target) => ({ path: '/api/block.php', json: { profile_id: target.profileId } }), stranger: 'own action' },
  unblock: { request: (target) => ({ path: '/api/block.php', json: { profile_id: target.profileId } }), stranger: 'own action' },
  swipeStatus: 'no id',
  swipe: { request: (target) => ({ path: '/api/swipe.php', json: { profile_id: target.profileId, liked: true } }), stranger: 'own action' },
  // Likes (issue 11): the lists and the auto-like are always the caller's own; liking a hidden
  // profile is a 404 like any unknown id, and taking back a like one never gave is one too.
  // profile_id narrows the caller's own lists to that profile (likes-paging.test.ts: another's
  // likes never show, the answer is empty), and a cursor only moves within the caller's lists.
  likes: { request: (target) => ({ path: `/api/likes.php?profile_id=${target.profileId}` }), stranger: 'own action' },
  autoLike: 'no id',
  pageHidden: 'no id',
  like: { request: (target) => ({ path: '/api/like.php', json: { profile_id: target.profileId } }), stranger: 404 },
  unlike: { request: (target) => ({ path: '/api/like.php', json: { profile_id: target.profileId } }), stranger: 404 },
  // The member's own side (issue 13): always the caller's own; photos.test.ts proves another
  // member's photo ids answer 404 (deletePhoto takes a photo id, fileComplaint names the profile
  // complained about, which any member or visitor may report).
  ownProfile: 'no id',
  saveProfile: 'no id',
  ownPhotos: 'no id',
  uploadPhoto: 'no id',
  arrangePhotos: 'no id',
  saveNotifications: 'no id',
  changePassword: 'no id',
  requestMailChange: 'no id',
  confirmMailChange: 'no id',
  deleteAccount: 'no id',
  reactivate: 'no id',
  myData: 'no id',
  // Photo 1 is a seeded profile's photo, never the caller's: deleting it must be refused.
  deletePhoto: { request: () => ({ path: '/api/photos.php', json: { id: 1 } }), stranger: 404 },
  landerProfiles: 'no id',
  // Only fictional profiles are a member landing's hook: a real member's id is a 404 for everyone.
  landerMember: { request: (target) => ({ path: `/api/lander-member.php?id=${target.profileId}` }), stranger: 404 },
  fileComplaint: {
    request: (target) => ({ path: '/api/complaints.php', json: { category: COMPLAINT_CATEGORIES[0], description: 'Probe', profile_id: target.profileId, email: 'probe@example.com' } }),
    stranger: 'own action',
    visitorAllowed: true,
  },
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
      const row = ACCESS_MATRIX[name];
      return row === 'no id' ? [] : [[name, row] as const];
    });

    it.each(rows)('%s refuses another member and a visitor', async (name, row) => {
      const endpoint = ENDPOINTS[name];
      const { path, json } = row.request(target);
      const send = (client: HttpClient) => client.request(endpoint.method, path, json === undefined ? {} : { json });

      const asStranger = await send(stranger);
      if (row.stranger === 'own action') expect(asStranger.status, `${name} as another member`).toBeLessThan(500);
      else expect(asStranger.status, `${name} as another member`).toBe(row.stranger);
      expect(asStranger.text).not.toContain('new@example.com');
      const asVisitor = await send(site.client());
      if (row.visitorAllowed) expect(asVisitor.status, `${name} as a visitor`).toBeLessThan(500);
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
