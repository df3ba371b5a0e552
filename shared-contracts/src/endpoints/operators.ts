/** The operators' endpoints: the queue of conversations with fictional profiles, the claim, the conversation and its notes, the answer, the figures. */
import {
  operatorAnswerAnswerSchema, operatorAnswerSchema, operatorClaimAnswerSchema, operatorClaimSchema, operatorConversationAnswerSchema,
  operatorConversationQuerySchema, operatorQueueAnswerSchema, operatorQueueQuerySchema, operatorStatsAnswerSchema, profileNotesAnswerSchema,
  profileNotesSchema,
} from '../api/operators.js';
import { defineEndpoint } from './define-endpoint.js';

export const operatorsEndpoints = {
  operatorQueue: defineEndpoint({
    method: 'GET',
    path: '/api/operator-queue.php',
    query: operatorQueueQuerySchema,
    answer: operatorQueueAnswerSchema,
    access: 'staff:operator',
    summary: "Members' conversations with fictional profiles waiting for an answer, longest waiting first, with who holds each claim",
  }),
  operatorClaim: defineEndpoint({
    method: 'POST',
    path: '/api/operator-claim.php',
    body: operatorClaimSchema,
    answer: operatorClaimAnswerSchema,
    access: 'staff:operator',
    summary: 'Claim a waiting conversation for OPERATOR_CLAIM_MINUTES (again: extends the own claim); another operator\'s live claim: 409 conversation_claimed',
  }),
  operatorConversation: defineEndpoint({
    method: 'GET',
    path: '/api/operator-conversation.php',
    query: operatorConversationQuerySchema,
    answer: operatorConversationAnswerSchema,
    access: 'staff:operator',
    summary: "A conversation with a fictional profile: the member's profile, the fictional profile and its notes, the whole history, the claim",
  }),
  operatorNotes: defineEndpoint({
    method: 'PUT',
    path: '/api/operator-notes.php',
    body: profileNotesSchema,
    answer: profileNotesAnswerSchema,
    access: 'staff:operator',
    summary: "Replace a fictional profile's notes (operators only; audited)",
  }),
  operatorAnswer: defineEndpoint({
    method: 'POST',
    path: '/api/operator-answer.php',
    body: operatorAnswerSchema,
    answer: operatorAnswerAnswerSchema,
    access: 'staff:operator',
    summary: 'Answer a conversation the operator has claimed, as its fictional profile: free for everyone, delivered live to the member, recorded as written by the operator',
  }),
  operatorStats: defineEndpoint({
    method: 'GET',
    path: '/api/operator-stats.php',
    answer: operatorStatsAnswerSchema,
    access: 'staff:operator',
    summary: "The operator's own figures (answers, members' waiting time) and the queue's; an admin also gets every operator's",
  }),
};
