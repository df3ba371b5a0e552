/**
 * The staff session on a request. Its cookie is not the members' (`staff`; in production
 * `__Host-staff`: Secure, no subdomain can plant it), HttpOnly, and SameSite=Strict: a staff
 * session can change every member's data, so no other site's link or form carries it, and the
 * staff console's own requests always do. The staff member behind it is looked up once per
 * request; `requireStaff(role)` is the guard of `staff:<role>` endpoints.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { STAFF_COOKIE, staffRolePasses, type StaffMember, type StaffRole } from '@dating/shared-contracts';
import { DomainError } from '../domains/domain-error.js';
import type { StaffService } from '../domains/staff/index.js';

/** The logged-in staff member a staff endpoint runs for. */
export interface RequestStaff {
  id: number;
  role: StaffRole;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The staff cookie's name in this process (`__Host-staff` when cookies are Secure). */
    staffCookie: string;
    /** The staff member of the request's staff session (null without one); the request remembers it. */
    sessionStaff(request: FastifyRequest): Promise<StaffMember | null>;
  }
  interface FastifyRequest {
    /** The staff session's staff member, resolved once per request (undefined = not looked up yet). */
    sessionStaffMember?: StaffMember | null;
    /** Set by the staff guard on staff endpoints; null everywhere else. */
    staff: RequestStaff | null;
  }
}

/** The staff cookie's name for Secure (production) or plain cookies. */
export function staffCookieName(secure: boolean): string {
  return secure ? `__Host-${STAFF_COOKIE}` : STAFF_COOKIE;
}

/** Declares the per-request fields and the lookup every route may use. */
export function registerStaffSession(app: FastifyInstance, { staff, secure }: { staff: StaffService; secure: boolean }) {
  app.decorate('staffCookie', staffCookieName(secure));
  app.decorateRequest('sessionStaffMember', undefined);
  app.decorateRequest('staff', null);
  app.decorate('sessionStaff', async (request: FastifyRequest) => {
    if (request.sessionStaffMember === undefined) request.sessionStaffMember = await staff.sessionStaff(staffTokenOf(request));
    return request.sessionStaffMember;
  });
}

/** The staff session token the request carries, if any. */
export function staffTokenOf(request: FastifyRequest): string | undefined {
  return request.cookies[request.server.staffCookie];
}

/** The logged-in staff member, or null. */
export function staffOf(request: FastifyRequest): Promise<StaffMember | null> {
  return request.server.sessionStaff(request);
}

export function setStaffCookie(reply: FastifyReply, token: string, expiresAt: Date, secure: boolean) {
  void reply.setCookie(staffCookieName(secure), token, { httpOnly: true, sameSite: 'strict', secure, path: '/', expires: expiresAt });
}

export function clearStaffCookie(reply: FastifyReply, secure: boolean) {
  void reply.clearCookie(staffCookieName(secure), { httpOnly: true, sameSite: 'strict', secure, path: '/' });
}

/**
 * The guard of endpoints declared `staff:<needed>` (an onRequest hook; `needed` null: `staff`, any
 * role): puts the staff member on the request, or answers 403 `staff_required` without a staff
 * session (a member's session is none) and `staff_role_required` when the role does not pass.
 * Neither carries the auth-required flag, so a member's browser is never logged out by a staff
 * endpoint's refusal.
 */
export function requireStaff(needed: StaffRole | null) {
  return async function staffGuard(request: FastifyRequest): Promise<void> {
    const found = await staffOf(request);
    if (!found) throw new DomainError('staff_required');
    if (needed !== null && !staffRolePasses(found.role, needed)) throw new DomainError('staff_role_required');
    request.staff = { id: found.id, role: found.role };
  };
}
