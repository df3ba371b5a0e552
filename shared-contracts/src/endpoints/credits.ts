/** The credit ledger: as its member reads it (the /transactions page builds on it), and an admin's correction. */
import {
  CREDIT_CORRECTION_MAX, CREDITS_HISTORY_PAGE_SIZE, creditCorrectionAnswerSchema, creditCorrectionRequestSchema,
  creditsHistoryAnswerSchema, creditsHistoryQuerySchema,
} from '../api/credits.js';
import { defineEndpoint } from './define-endpoint.js';

export const creditsEndpoints = {
  creditsHistory: defineEndpoint({
    method: 'GET',
    path: '/api/credits-history.php',
    query: creditsHistoryQuerySchema,
    answer: creditsHistoryAnswerSchema,
    access: 'member',
    summary: `The member's credit entries (amount, kind, reference, balance after, time), newest first, ${CREDITS_HISTORY_PAGE_SIZE} a page with a cursor (after) to the next`,
  }),
  correctCredits: defineEndpoint({
    method: 'POST',
    path: '/api/credit-correction.php',
    body: creditCorrectionRequestSchema,
    answer: creditCorrectionAnswerSchema,
    access: 'staff:admin',
    summary: `An admin adds or takes up to ${CREDIT_CORRECTION_MAX} credits of a member (a correction entry, audited with the balance before and after); the console's key makes a retry change nothing`,
  }),
};
