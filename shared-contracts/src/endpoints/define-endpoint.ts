/** The shape of one endpoint declaration, and the types the API and the client infer from it. */
import type { z } from 'zod';
import { STAFF_ROLES, type StaffRole } from '../choices.js';

/** HTTP methods the API uses. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Who may call an endpoint; the API's route guard enforces it before the body is read:
 * - 'everyone': no guard;
 * - 'member': a member's session, else 403 `auth_required` (with the flag);
 * - 'staff:<role>': a staff session whose role passes `staffRolePasses` (an admin passes every
 *   role's check), else 403 `staff_required` (no staff session) or `staff_role_required`;
 * - 'staff': any staff session, whatever its role (what every staff member needs alike, e.g. the
 *   staff event stream, whose events follow the role), else 403 `staff_required`.
 * A member's session never counts as staff, and a staff session never counts as a member.
 */
export type EndpointAccess = 'everyone' | 'member' | 'staff' | StaffAccess;

/** An access only staff of one role may pass. */
export type StaffAccess = `staff:${StaffRole}`;

/** Every access a declaration may name (tests and generators walk it). */
export const ENDPOINT_ACCESS: readonly EndpointAccess[] = ['everyone', 'member', 'staff', ...STAFF_ROLES.map((role): StaffAccess => `staff:${role}`)];

/** The staff role an access asks for; null for 'everyone', 'member' and 'staff' (any role). */
export function staffRoleOf(access: EndpointAccess): StaffRole | null {
  return access.startsWith('staff:') ? (access.slice('staff:'.length) as StaffRole) : null;
}

/** One endpoint: where it lives, what it takes and answers, and who may call it. */
export interface Endpoint {
  method: HttpMethod;
  /** Absolute path, e.g. '/api/user.php'. */
  path: `/${string}`;
  /** Query string shape (GET). */
  query?: z.ZodType;
  /** JSON body shape (every other method). */
  body?: z.ZodType;
  /** A multipart upload instead of JSON: the form field that carries the file (the caller sends FormData). */
  upload?: string;
  /** The multipart text fields sent beside the upload's file (checked by the route, which reads the parts). */
  fields?: z.ZodType;
  /** Success answer shape; the API's serializer checks every answer against it. */
  answer: z.ZodType;
  /**
   * The answer is a stream of Server-Sent Events (text/event-stream) carrying SERVER_EVENTS, not
   * one JSON body: `answer` then describes one event's data, and no serializer checks it.
   */
  stream?: 'server-sent-events';
  /** Success status when it is not 200 (201 created, 302 for a redirect without a JSON answer). */
  status?: 200 | 201 | 302;
  /** Who may call it (see EndpointAccess); the guard runs before the handler and the body. */
  access: EndpointAccess;
  /** One line for the OpenAPI document. */
  summary: string;
  /**
   * Data that does not change while a page is open (interests, regions, company info): a reader
   * loads it once per input and reuses it ("skipped if already loaded", spec section 9).
   */
  loadOnce?: boolean;
  /**
   * Only for an endpoint that takes a member's, a profile's or another record's id: what another
   * member gets when aiming it at someone else's (the access matrix calls it so). Left out, the
   * access matrix proves the endpoint takes no such id. (A staff endpoint needs none: staff act on
   * every member's records, and its guard is the role.)
   */
  ids?: IdAccess;
}

/** How an id-taking endpoint answers a caller aiming it at another member's data (api/test/security/access-matrix.test.ts). */
export interface IdAccess {
  /** The query (GET) or body field that carries the id. */
  field: string;
  /**
   * What the id names: a profile (aimed at a hidden member's), a photo (a seeded profile's, never
   * the caller's), a conversation (one of the hidden member's, never the caller's), a chat photo
   * (a photo message in that conversation), a payment
   * (another member's) or a package (the shop's catalogue, anyone's to buy).
   */
  names: 'profile' | 'photo' | 'conversation' | 'chat photo' | 'payment' | 'package';
  /**
   * What another member gets: a refusal, or 'own action' when the id names the other party of the
   * caller's own act (block, swipe, complaint): allowed, but revealing nothing.
   */
  stranger: 403 | 404 | 'own action';
  /** Visitors may call it too (a complaint about a profile): allowed, but revealing nothing. */
  visitors?: 'allowed';
  /** The other fields a valid call sends beside the id. */
  with?: Record<string, string | number | boolean>;
}

/** Declares an endpoint, keeping its literal method, path and schemas for type inference. */
export function defineEndpoint<const E extends Endpoint>(endpoint: E): E {
  return endpoint;
}

/** The schema a caller fills: the query for GET, the body otherwise (undefined when it takes none). */
export type InputSchemaOf<E extends Endpoint> = E['method'] extends 'GET'
  ? E extends { query: infer Q extends z.ZodType } ? Q : undefined
  : E extends { body: infer B extends z.ZodType } ? B : undefined;

/** What a caller sends to an endpoint (undefined when it takes nothing). */
export type InputOf<E extends Endpoint> = E extends { upload: string }
  ? FormData
  : InputSchemaOf<E> extends z.ZodType ? z.input<InputSchemaOf<E>> : undefined;

/** What an endpoint answers on success. */
export type AnswerOf<E extends Endpoint> = z.output<E['answer']>;
