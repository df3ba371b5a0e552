/** Conversations: the list, a conversation's history, sending (paid per message), deleting, reading, and the gift catalogue. */
import { okAnswerSchema } from '../api/users.js';
import {
  chatAnswerSchema, chatQuerySchema, chatReportAnswerSchema, chatReportSchema, chatReadAnswerSchema, chatReadSchema, chatsAnswerSchema, chatsQuerySchema, deleteChatSchema, giftsAnswerSchema,
  sendMessageAnswerSchema, sendMessageSchema,
} from '../api/chat.js';
import { CHAT_LIST_PAGE_SIZE } from '../constants.js';
import { defineEndpoint } from './define-endpoint.js';

export const chatEndpoints = {
  chats: defineEndpoint({
    method: 'GET',
    path: '/api/chats.php',
    query: chatsQuerySchema,
    answer: chatsAnswerSchema,
    access: 'member',
    summary: `The member's conversations, most recent first (conversation, profile, num_unread_messages, last message), ${CHAT_LIST_PAGE_SIZE} a page with a cursor (after) to the next, and the unread total of the whole list`,
  }),
  chat: defineEndpoint({
    method: 'GET',
    path: '/api/chat.php',
    query: chatQuerySchema,
    answer: chatAnswerSchema,
    access: 'member',
    summary: 'A page of a conversation (by id, or with profile_id), newest first; before pages back; non-premium members see a limited history',
    ids: { field: 'id', names: 'conversation', stranger: 404 },
  }),
  sendMessage: defineEndpoint({
    method: 'POST',
    path: '/api/chat.php',
    body: sendMessageSchema,
    answer: sendMessageAnswerSchema,
    access: 'member',
    summary: "Sends a text or a gift, paid in the message's transaction and keyed by client_id: a repeated client_id answers the first message and charges nothing",
    ids: { field: 'conversation_id', names: 'conversation', stranger: 404, with: { client_id: 'access-matrix-1', text: 'Hello' } },
  }),
  deleteChat: defineEndpoint({
    method: 'DELETE',
    path: '/api/chat.php',
    body: deleteChatSchema,
    answer: okAnswerSchema,
    access: 'member',
    summary: "Removes a conversation from the member's list (a new message brings it back)",
    ids: { field: 'conversation', names: 'conversation', stranger: 404 },
  }),
  chatRead: defineEndpoint({
    method: 'PUT',
    path: '/api/chat-read.php',
    body: chatReadSchema,
    answer: chatReadAnswerSchema,
    access: 'member',
    summary: 'The member read a conversation up to a message: its unread count goes to zero and the sender hears message.read',
    ids: { field: 'conversation', names: 'conversation', stranger: 404, with: { up_to: 1 } },
  }),
  reportChat: defineEndpoint({
    method: 'POST',
    path: '/api/chat-report.php',
    body: chatReportSchema,
    answer: chatReportAnswerSchema,
    status: 201,
    access: 'member',
    summary: 'Reports the other side of a conversation: a complaint through the complaints domain with the last 20 messages as evidence',
    ids: { field: 'conversation', names: 'conversation', stranger: 404, with: { description: 'Probe' } },
  }),
  gifts: defineEndpoint({
    method: 'GET',
    path: '/api/gifts.php',
    answer: giftsAnswerSchema,
    access: 'member',
    summary: 'The gift catalogue: id, credits and picture of each gift',
    loadOnce: true,
  }),
};
