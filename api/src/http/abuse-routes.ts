/**
 * Endpoints whose every call spends a client's abuse budget (see domains/abuse/limits.ts): those
 * that send mail or cost money (and the page-bounce beacon, which any visitor may send). A new such endpoint adds its one row here; login counts only its
 * failures, so it is guarded inside the users service instead.
 */
import type { FastifyInstance } from 'fastify';
import type { AbuseAction, AbuseGuard } from '../domains/abuse/index.js';

/** "METHOD /path" → the budget one call spends, per client address. */
export const ROUTE_BUDGETS: Readonly<Record<string, AbuseAction>> = {
  'POST /api/signup.php': 'signupsPerClient',
  'POST /api/password-reset.php': 'passwordResetsPerClient',
  'POST /api/activate.php': 'activationMailsPerClient',
  'POST /api/mail-change.php': 'mailChangesPerClient',
  'POST /api/complaints.php': 'complaintsPerClient',
  'DELETE /api/user.php': 'accountDeletionsPerClient',
  'POST /api/reactivate.php': 'reactivationsPerClient',
  'POST /api/page-hidden.php': 'pageBouncesPerClient',
  'POST /api/credit-correction.php': 'creditCorrectionsPerClient',
};

export function registerAbuseBudgets(app: FastifyInstance, abuse: AbuseGuard) {
  app.addHook('onRequest', async (request) => {
    const action = ROUTE_BUDGETS[`${request.method} ${request.routeOptions.url ?? ''}`];
    if (action) await abuse.take(action, request.ip);
  });
}
