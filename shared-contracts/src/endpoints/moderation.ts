/** The moderators' complaint endpoints: complaints as DSA art. 16 notices, and decisions with a statement of reasons (art. 17). */
import {
  complaintDecisionAnswerSchema, complaintDecisionSchema, staffComplaintsAnswerSchema, staffComplaintsQuerySchema,
} from '../api/staff-complaints.js';
import { defineEndpoint } from './define-endpoint.js';

export const moderationEndpoints = {
  staffComplaints: defineEndpoint({
    method: 'GET',
    path: '/api/staff-complaints.php',
    query: staffComplaintsQuerySchema,
    answer: staffComplaintsAnswerSchema,
    access: 'staff:moderator',
    summary: 'Complaints (open oldest first, or closed newest first): reason, the profile and its photos, who filed it and when, the chat evidence, the decision',
  }),
  complaintDecision: defineEndpoint({
    method: 'POST',
    path: '/api/staff-complaint-decision.php',
    body: complaintDecisionSchema,
    answer: complaintDecisionAnswerSchema,
    access: 'staff:moderator',
    summary: "Decide an open complaint: no action, hide a photo, hide the profile or block the member; mails the member concerned a statement of reasons and tells the filer the outcome",
  }),
};
