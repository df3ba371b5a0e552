/** Signup, activation and password reset. */
import { z } from 'zod';
import { activationAddressSchema, passwordResetConfirmSchema, passwordResetRequestSchema, signupRequestSchema } from '../api/signup.js';
import { okAnswerSchema, userAnswerSchema } from '../api/users.js';
import { defineEndpoint } from './define-endpoint.js';

export const signupEndpoints = {
  signup: defineEndpoint({
    method: 'POST',
    path: '/api/signup.php',
    body: signupRequestSchema,
    answer: userAnswerSchema,
    status: 201,
    access: 'everyone',
    summary: 'A new member, logged in at once, activation mail sent',
  }),
  activateByLink: defineEndpoint({
    method: 'GET',
    path: '/api/activate.php',
    // Opened from a mail client, which may append its own parameters (utm_…): only the token is read,
    // and a bad or missing one still lands on a page (the error page), never on a JSON error.
    query: z.looseObject({ token: z.unknown().optional() }),
    answer: z.undefined(),
    status: 302,
    access: 'everyone',
    summary: 'The e-mailed activation link: redirects to /activate/done or /activate/error',
  }),
  resendActivation: defineEndpoint({
    method: 'POST',
    path: '/api/activate.php',
    answer: okAnswerSchema,
    access: 'member',
    summary: 'Send the activation mail again',
  }),
  correctActivationAddress: defineEndpoint({
    method: 'PUT',
    path: '/api/activate.php',
    body: activationAddressSchema,
    answer: userAnswerSchema,
    access: 'member',
    summary: 'Unconfirmed account: change the address (password checked); the activation link goes to the new one, earlier links stop working',
  }),
  requestPasswordReset: defineEndpoint({
    method: 'POST',
    path: '/api/password-reset.php',
    body: passwordResetRequestSchema,
    answer: okAnswerSchema,
    access: 'everyone',
    summary: 'Mail a password reset link',
  }),
  setNewPassword: defineEndpoint({
    method: 'PUT',
    path: '/api/password-reset.php',
    body: passwordResetConfirmSchema,
    answer: okAnswerSchema,
    access: 'everyone',
    summary: 'Set a new password with the e-mailed token; ends every session',
  }),
};
