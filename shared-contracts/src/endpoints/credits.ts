/** The credit ledger as its member reads it (issue 23; the /transactions page builds on it). */
import { CREDITS_HISTORY_PAGE_SIZE, creditsHistoryAnswerSchema, creditsHistoryQuerySchema } from '../api/credits.js';
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
};
