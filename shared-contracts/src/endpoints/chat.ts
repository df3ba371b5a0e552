/** Conversations: the list, a conversation's history, sending (paid per message) texts, gifts and photos, deleting, reading, and the gift catalogue. */
import { z } from 'zod';
import { okAnswerSchema } from '../api/users.js';
import {
  chatAnswerSchema, chatQuerySchema, chatReportAnswerSchema, chatReportSchema, chatReadAnswerSchema, chatReadSchema, chatsAnswerSchema, chatsQuerySchema, deleteChatSchema, giftsAnswerSchema,
  chatPhotoQuerySchema, sendMessageAnswerSchema, sendMessageSchema, sendPhotoFieldsSchema,
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
  sendPhoto: defineEndpoint({
    method: 'POST',
    path: '/api/chat-photo.php',
    // multipart/form-data: the file in the field `photo`, and the text fields below (read by the route).
    upload: 'photo',
    fields: sendPhotoFieldsSchema,
    answer: sendMessageAnswerSchema,
    access: 'member',
    summary: "Sends a photo (multipart field photo, up to 10 MB) through the photos pipeline, paid photo_credits in the message's transaction and keyed by client_id",
    ids: { field: 'conversation_id', names: 'conversation', stranger: 404, with: { client_id: 'access-matrix-2' } },
  }),
  chatPhoto: defineEndpoint({
    method: 'GET',
    path: '/api/chat-photo.php',
    query: chatPhotoQuerySchema,
    // The image itself (image/webp), not JSON.
    answer: z.undefined(),
    access: 'member',
    summary: "One file of a photo sent in a conversation, for the conversation's two members only; a non-premium receiver gets only the blurred copy",
    ids: { field: 'id', names: 'chat photo', stranger: 404, with: { size: 'blurred' } },
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
