/**
 * Endpoints whose every call spends an abuse budget (see domains/abuse/limits.ts): per client,
 * those that send mail or cost money (and the page-bounce beacon, which any visitor may send); per
 * member, those a member could repeat to load the site or another member (likes, photo uploads
 * and deletions); per staff member, the staff changes. A new such endpoint adds its one row here;
 * login counts only its failures, so it is guarded inside login safety instead.
 */
import type { FastifyInstance } from 'fastify';
import type { AbuseAction, AbuseGuard } from '../domains/abuse/index.js';
import { memberIdOf } from './request-context.js';
import { staffOf } from './staff-session.js';

/** "METHOD /path" → the budget one call spends, per client address. */
export const ROUTE_BUDGETS: Readonly<Record<string, AbuseAction>> = {
  'POST /api/signup.php': 'signupsPerClient',
  'POST /api/password-reset.php': 'passwordResetsPerClient',
  'POST /api/activate.php': 'activationMailsPerClient',
  'PUT /api/activate.php': 'activationMailsPerClient',
  'POST /api/mail-change.php': 'mailChangesPerClient',
  'POST /api/complaints.php': 'complaintsPerClient',
  'POST /api/chat-report.php': 'complaintsPerClient',
  'DELETE /api/user.php': 'accountDeletionsPerClient',
  'POST /api/reactivate.php': 'reactivationsPerClient',
  'POST /api/page-hidden.php': 'pageBouncesPerClient',
  'POST /api/credit-correction.php': 'creditCorrectionsPerClient',
  'POST /api/photo-review.php': 'moderationsPerClient',
  'POST /api/console-member-status.php': 'moderationsPerClient',
};

/** "METHOD /path" → the budget one call spends, per logged-in member (a visitor is refused by the route itself). */
export const MEMBER_ROUTE_BUDGETS: Readonly<Record<string, AbuseAction>> = {
  'POST /api/like.php': 'likesPerMember',
  'DELETE /api/like.php': 'likesPerMember',
  'POST /api/match-seen.php': 'seenMarksPerMember',
  'POST /api/likes-seen.php': 'seenMarksPerMember',
  'POST /api/photos.php': 'photoUploadsPerMember',
  'DELETE /api/photos.php': 'photoDeletionsPerMember',
  'POST /api/chat.php': 'messagesPerMember',
  'POST /api/chat-photo.php': 'messagesPerMember',
  'POST /api/payment.php': 'paymentsPerMember',
  'POST /api/stay-discount.php': 'discountChecksPerMember',
  'GET /api/discount.php': 'discountChecksPerMember',
};

/** "METHOD /path" → the budget one call spends, per logged-in staff member (anyone else is refused by the route's guard). */
export const STAFF_ROUTE_BUDGETS: Readonly<Record<string, AbuseAction>> = {
  'POST /api/operator-claim.php': 'operatorClaimsPerStaff',
  'POST /api/operator-answer.php': 'operatorAnswersPerStaff',
  'PUT /api/operator-notes.php': 'profileNotesPerStaff',
  'POST /api/staff-complaint-decision.php': 'complaintDecisionsPerStaff',
};

export function registerAbuseBudgets(app: FastifyInstance, abuse: AbuseGuard) {
  app.addHook('onRequest', async (request) => {
    const route = `${request.method} ${request.routeOptions.url ?? ''}`;
    const action = ROUTE_BUDGETS[route];
    if (action) await abuse.take(action, request.ip);
    const memberAction = MEMBER_ROUTE_BUDGETS[route];
    const memberId = memberAction ? await memberIdOf(request) : null;
    if (memberAction && memberId !== null) await abuse.take(memberAction, `member:${memberId}`);
    const staffAction = STAFF_ROUTE_BUDGETS[route];
    const staff = staffAction ? await staffOf(request) : null;
    if (staffAction && staff) await abuse.take(staffAction, `staff:${staff.id}`);
  });
}
