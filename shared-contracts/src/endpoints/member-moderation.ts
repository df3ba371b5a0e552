/** The console's member pages (moderators; admins pass too): find a member, read their record, hide, block or restore them. */
import {
  MEMBER_SEARCH_LIMIT, memberModerationAnswerSchema, memberModerationRequestSchema, memberRecordQuerySchema, memberRecordSchema, memberSearchAnswerSchema,
  memberSearchQuerySchema,
} from '../api/member-moderation.js';
import { defineEndpoint } from './define-endpoint.js';

export const memberModerationEndpoints = {
  findMembers: defineEndpoint({
    method: 'GET',
    path: '/api/console-members.php',
    query: memberSearchQuerySchema,
    answer: memberSearchAnswerSchema,
    access: 'staff:moderator',
    summary: `Members whose id is q, whose e-mail starts with q, or whose name holds q (at most ${MEMBER_SEARCH_LIMIT})`,
  }),
  memberRecord: defineEndpoint({
    method: 'GET',
    path: '/api/console-member.php',
    query: memberRecordQuerySchema,
    answer: memberRecordSchema,
    access: 'staff:moderator',
    summary: "One member's account, photos, complaints (filed and about them), payments and credit ledger",
  }),
  moderateMember: defineEndpoint({
    method: 'POST',
    path: '/api/console-member-status.php',
    body: memberModerationRequestSchema,
    answer: memberModerationAnswerSchema,
    access: 'staff:moderator',
    summary: "Hide a member's profile, block the account (every session and stream ends at once) or restore both, with a reason; audited",
  }),
};
