/** Members and sessions: the current member, login, language, logout, badge totals. */
import { z } from 'zod';
import { inputText } from '../api/input.js';
import { languageRequestSchema, loginRequestSchema, okAnswerSchema, userAnswerSchema } from '../api/users.js';
import { countsAnswerSchema } from '../api/counts.js';
import { defineEndpoint } from './define-endpoint.js';

export const membersEndpoints = {
  currentUser: defineEndpoint({
    method: 'GET',
    path: '/api/user.php',
    // The spec's push flag (?push=1) may ride along; nothing else is read.
    query: z.object({ push: inputText().max(10).optional() }),
    answer: userAnswerSchema,
    access: 'everyone',
    summary: 'The logged-in member, or null for a visitor (never an error)',
  }),
  login: defineEndpoint({
    method: 'POST',
    path: '/api/user.php',
    body: loginRequestSchema,
    answer: userAnswerSchema,
    access: 'everyone',
    summary: 'Log in: a new session cookie and the member',
  }),
  saveLanguage: defineEndpoint({
    method: 'PUT',
    path: '/api/user.php',
    body: languageRequestSchema,
    answer: userAnswerSchema,
    access: 'member',
    summary: "Save the member's language",
  }),
  logout: defineEndpoint({
    method: 'GET',
    path: '/api/logout.php',
    answer: okAnswerSchema,
    access: 'everyone',
    summary: 'End the session and clear the cookie',
  }),
  counts: defineEndpoint({
    method: 'GET',
    path: '/api/counts.php',
    answer: countsAnswerSchema,
    access: 'member',
    summary: 'Badge totals: unread messages, new likes',
  }),
};
