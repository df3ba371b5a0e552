/**
 * The access matrix, read from the endpoint declarations in shared-contracts' ENDPOINTS.
 * Who may call: every `member` endpoint refuses a visitor and a staff session without a member
 * session (403 auth_required); every `staff:<role>` endpoint refuses a visitor and a member (403
 * staff_required) and a staff member whose role does not pass (403 staff_role_required), and lets
 * the role and an admin through.
 * Whose data: a member endpoint that takes a member's, a profile's or another record's id declares
 * `ids` (which field, what it names, what another member gets); the test then calls it with a
 * different member's session and as a visitor and expects a refusal. An endpoint without `ids`
 * must take no id-like field in its path, query or body, so a new endpoint with an id fails here
 * until it declares how it is guarded, and one without needs nothing. Staff endpoints are exempt:
 * staff act on every member's records, and their guard is the role.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  ENDPOINTS, STAFF_ROLES, staffRoleOf, staffRolePasses, type Endpoint, type EndpointName, type IdAccess, type StaffRole,
} from '@dating/shared-contracts';
import { transaction } from '../../src/db/transaction.js';
import { openEventStream } from '../support/event-stream.js';
import { photo } from '../support/upload-corpus.js';
import { startTestSite, type TestSite } from '../support/test-site.js';
import type { HttpClient } from '../support/http-client.js';

/** The member whose data the calls aim at. */
interface Target {
  memberId: number;
  profileId: number;
  /** A conversation of the member's (with a fictional profile). */
  conversationId: number;
  /** A photo message the member sent in that conversation. */
  photoMessageId: number;
  /** A payment the target member started. */
  paymentId: number;
}

/** A package of the shop's catalogue (anyone's to buy). */
const SOME_PACKAGE = 1;

/** Photo 1 is a seeded profile's photo, never the caller's. */
const SEEDED_PHOTO = 1;

/** The declarations, as plain Endpoint records. */
const declared = ENDPOINTS as Record<EndpointName, Endpoint>;

/** A real photo, for the upload endpoints: refused for its target, never for its content. */
const AIMED_PHOTO = await photo(4242, 320, 240);

/** The call an id-taking endpoint makes when aimed at the target member's hidden profile (or a seeded photo). */
function aimedAt(endpoint: Endpoint, ids: IdAccess, target: Target): { path: string; json?: unknown; form?: FormData } {
  const aimed = {
    photo: SEEDED_PHOTO, profile: target.profileId, conversation: target.conversationId, 'chat photo': target.photoMessageId, payment: target.paymentId, package: SOME_PACKAGE,
  }[ids.names];
  const fields = { ...ids.with, [ids.field]: aimed };
  if (endpoint.method === 'GET') return { path: `${endpoint.path}?${new URLSearchParams(Object.entries(fields).map(([key, value]) => [key, String(value)]))}` };
  if (endpoint.upload) {
    const form = new FormData();
    for (const [key, value] of Object.entries(fields)) form.append(key, String(value));
    form.append(endpoint.upload, new Blob([new Uint8Array(AIMED_PHOTO)], { type: 'image/jpeg' }), 'photo.jpg');
    return { path: endpoint.path, form };
  }
  return { path: endpoint.path, json: fields };
}

/** A path parameter or field that names a member, a profile or another record by id. */
const ID_NAME = /(^|_)id$|Id$|^(member|profile|user)$/;

/** The field names of a zod object schema, or of every object of a union (empty for anything else). */
function fieldsOf(schema: unknown): string[] {
  // A union (the payment webhook takes the sandbox's body or Mollie's) takes the fields of each.
  const options = (schema as { options?: unknown[] } | undefined)?.options;
  if (Array.isArray(options)) return options.flatMap(fieldsOf);
  const shape = (schema as { shape?: Record<string, unknown> } | undefined)?.shape;
  return shape ? Object.keys(shape) : [];
}

/** The demo staff member of each role (seeded outside production, password demo1234). */
const DEMO_STAFF: Record<StaffRole, string> = { moderator: 'moderator@example.com', operator: 'operator@example.com', admin: 'admin@example.com' };

/** Calls an endpoint as `client` with an empty input: every guard answers before the input is read. */
function callBare(client: HttpClient, endpoint: Endpoint) {
  return client.request(endpoint.method, endpoint.path, endpoint.method === 'GET' ? {} : { json: {} });
}

describe('access matrix', () => {
  const names = Object.keys(ENDPOINTS) as EndpointName[];
  const staffNeeded = (name: EndpointName) => staffRoleOf(declared[name].access);
  const memberNames = names.filter((name) => declared[name].access === 'member');
  const staffNames = names.filter((name) => staffNeeded(name) !== null);
  /** Endpoints any staff member may call, whatever the role (access 'staff'). */
  const anyStaffNames = names.filter((name) => declared[name].access === 'staff');

  /** Every field an endpoint takes: path parameters, query and body fields. */
  const fieldsTaken = (endpoint: Endpoint) => [...endpoint.path.matchAll(/[:{](\w+)/g)].map((match) => match[1]!)
    .concat(fieldsOf(endpoint.query), fieldsOf(endpoint.body), fieldsOf(endpoint.fields));

  it.each(names.filter((name) => !declared[name].ids && staffNeeded(name) === null))('%s takes no member or profile id (it declares no ids)', (name) => {
    expect(fieldsTaken(declared[name]).filter((field) => ID_NAME.test(field))).toEqual([]);
  });

  it.each(names.filter((name) => declared[name].ids))('%s takes the id field its ids names', (name) => {
    expect(fieldsTaken(declared[name])).toContain(declared[name].ids!.field);
  });

  it.each([...staffNames, ...anyStaffNames])('staff endpoint %s declares no ids (the role is its guard)', (name) => {
    expect(declared[name].ids).toBeUndefined();
  });

  describe('over HTTP', () => {
    let site: TestSite;
    let stranger: HttpClient;
    let target: Target;
    /** A client of each staff role, logged in as staff only (no member session). */
    const staffClients = {} as Record<StaffRole, HttpClient>;
    beforeAll(async () => {
      site = await startTestSite('pglite');
      for (const role of STAFF_ROLES) {
        staffClients[role] = site.client();
        expect((await staffClients[role].post('/api/staff-session.php', { email: DEMO_STAFF[role], password: 'demo1234' })).body.staff.role).toBe(role);
      }
      stranger = site.client();
      // new@example.com has not confirmed: its profile is disabled, so hidden from everyone else.
      const targetClient = site.client();
      const me = await targetClient.login('new@example.com');
      // The target's first message starts a conversation (held until confirmed, free: never paid).
      const fictional = await site.database.db.execute(sql`select id from profiles where fictional and status = 'active' order by id limit 1`);
      const sent = await targetClient.post('/api/chat.php', { profile_id: (fictional as unknown as { rows: { id: number }[] }).rows[0]!.id, client_id: 'access-matrix-target', text: 'Hallo' });
      expect(sent.status, sent.text).toBe(200);
      // And a photo in it, paid from credits granted here (the target has bought nothing).
      await transaction(site.database.db, (tx) => site.domains.credits.grant(tx, me.body.user.id, 100, 'correction', 'access-matrix-photo'));
      const form = new FormData();
      form.append('conversation_id', String(sent.body.conversation.id));
      form.append('client_id', 'access-matrix-target-photo');
      form.append('photo', new Blob([new Uint8Array(AIMED_PHOTO)], { type: 'image/jpeg' }), 'photo.jpg');
      const sentPhoto = await targetClient.request('POST', '/api/chat-photo.php', { body: form });
      expect(sentPhoto.status, sentPhoto.text).toBe(200);
      const payment = await targetClient.post('/api/payment.php', { package_id: SOME_PACKAGE, method: 'ideal' });
      expect(payment.status, payment.text).toBe(200);
      target = {
        memberId: me.body.user.id, profileId: me.body.user.profile.id, conversationId: sent.body.conversation.id,
        photoMessageId: sentPhoto.body.message.id, paymentId: payment.body.payment_id,
      };
      expect((await stranger.login('premium@example.com')).status).toBe(200);
    });
    afterAll(() => site?.close());

    const rows = names.flatMap((name) => {
      const ids = declared[name].ids;
      return ids ? [[name, ids] as const] : [];
    });

    it('aims at least the known id-taking endpoints', () => {
      expect(rows.map(([name]) => name)).toEqual(expect.arrayContaining(['profile', 'block', 'like', 'deletePhoto', 'landerMember', 'fileComplaint', 'chat', 'sendMessage', 'deleteChat', 'chatRead', 'sendPhoto', 'chatPhoto', 'payment', 'transactions', 'paymentWebhook', 'startPayment']));
    });

    it.each(rows)('%s refuses another member and a visitor', async (name, row) => {
      const endpoint = declared[name];
      const { path, json, form } = aimedAt(endpoint, row, target);
      const send = (client: HttpClient) => client.request(endpoint.method, path, form ? { body: form } : json === undefined ? {} : { json });

      const asStranger = await send(stranger);
      if (row.stranger === 'own action') expect(asStranger.status, `${name} as another member`).toBeLessThan(500);
      else expect(asStranger.status, `${name} as another member`).toBe(row.stranger);
      expect(asStranger.text).not.toContain('new@example.com');
      const asVisitor = await send(site.client());
      if (row.visitors === 'allowed') expect(asVisitor.status, `${name} as a visitor`).toBeLessThan(500);
      else expect([403, 404], `${name} as a visitor`).toContain(asVisitor.status);
      expect(asVisitor.text).not.toContain('new@example.com');
    });

    it.each(memberNames)('member-only %s refuses a visitor and every staff session with the auth-required flag', async (name) => {
      for (const [who, client] of [['a visitor', site.client()], ...STAFF_ROLES.map((role) => [`a staff ${role}`, staffClients[role]] as const)] as const) {
        const answer = await callBare(client, declared[name]);
        expect(answer.status, `${name} as ${who}`).toBe(403);
        expect(answer.body, `${name} as ${who}`).toMatchObject({ code: 'auth_required', auth_required: true });
      }
    });

    it('covers the staff roles with at least one staff endpoint', () => {
      expect(staffNames.length).toBeGreaterThan(0);
    });

    it.each(anyStaffNames)('staff endpoint %s refuses a visitor and a member (staff_required), and lets every role through', async (name) => {
      const endpoint = declared[name];
      for (const [who, client] of [['a visitor', site.client()], ['a member', stranger]] as const) {
        const answer = await callBare(client, endpoint);
        expect(answer.status, `${name} as ${who}`).toBe(403);
        expect(answer.body, `${name} as ${who}`).toEqual({ code: 'staff_required', error: expect.any(String) });
      }
      for (const role of STAFF_ROLES) {
        // A stream answers 200 and stays open: its status is read, then it is closed.
        const status = endpoint.stream
          ? await openEventStream(staffClients[role], { path: endpoint.path }).then((opened) => (opened.close(), opened.status))
          : (await callBare(staffClients[role], endpoint)).status;
        expect(status, `${name} as a staff ${role}`).toBeLessThan(400);
      }
    });

    it.each(staffNames)('staff endpoint %s refuses a visitor and a member (staff_required), and every role that does not pass (staff_role_required)', async (name) => {
      const endpoint = declared[name];
      const needed = staffNeeded(name)!;
      for (const [who, client] of [['a visitor', site.client()], ['a member', stranger]] as const) {
        const answer = await callBare(client, endpoint);
        expect(answer.status, `${name} as ${who}`).toBe(403);
        // No auth-required flag: a member's browser must not log out over a staff endpoint.
        expect(answer.body, `${name} as ${who}`).toEqual({ code: 'staff_required', error: expect.any(String) });
      }
      for (const role of STAFF_ROLES) {
        const answer = await callBare(staffClients[role], endpoint);
        if (staffRolePasses(role, needed)) {
          expect(answer.status, `${name} as a staff ${role}`).not.toBe(403);
          expect(answer.status, `${name} as a staff ${role}`).toBeLessThan(500);
        } else {
          expect(answer.status, `${name} as a staff ${role}`).toBe(403);
          expect(answer.body, `${name} as a staff ${role}`).toEqual({ code: 'staff_role_required', error: expect.any(String) });
        }
      }
    });
  });
});
