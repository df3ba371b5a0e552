/** The staff's own endpoints: their session (separate from members') and the audit trail of their changes. */
import { loginRequestSchema, okAnswerSchema } from '../api/users.js';
import { staffAnswerSchema, staffAuditAnswerSchema, staffAuditQuerySchema, staffQueuesAnswerSchema } from '../api/staff.js';
import { defineEndpoint } from './define-endpoint.js';

export const staffEndpoints = {
  currentStaff: defineEndpoint({
    method: 'GET',
    path: '/api/staff-session.php',
    answer: staffAnswerSchema,
    access: 'everyone',
    summary: 'The logged-in staff member, or null (never an error; a member session is not a staff one)',
  }),
  staffLogin: defineEndpoint({
    method: 'POST',
    path: '/api/staff-session.php',
    body: loginRequestSchema,
    answer: staffAnswerSchema,
    access: 'everyone',
    summary: 'Staff log in: a new staff session cookie and the staff member',
  }),
  staffLogout: defineEndpoint({
    method: 'DELETE',
    path: '/api/staff-session.php',
    answer: okAnswerSchema,
    access: 'everyone',
    summary: 'End the staff session and clear its cookie',
  }),
  staffQueues: defineEndpoint({
    method: 'GET',
    path: '/api/staff-queues.php',
    answer: staffQueuesAnswerSchema,
    access: 'staff',
    summary: "How many items wait in each queue the staff member's role works (the staff bar's live counts)",
  }),
  staffAudit: defineEndpoint({
    method: 'GET',
    path: '/api/staff-audit.php',
    query: staffAuditQuerySchema,
    answer: staffAuditAnswerSchema,
    access: 'staff:admin',
    summary: 'The audit trail of staff changes, newest first, paged (before), by record or staff member',
  }),
};
