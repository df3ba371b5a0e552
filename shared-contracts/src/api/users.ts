/** Request and answer shapes of the user, login, logout and language endpoints. */
import { z } from 'zod';
import { inputText } from './input.js';
import { memberSchema, localeSchema } from '../entities.js';
import { TEXT_LIMITS } from '../constants.js';

/** POST /api/user.php: log in. */
export const loginRequestSchema = z.strictObject({
  email: inputText().trim().min(1).max(TEXT_LIMITS.email),
  password: inputText().min(1).max(TEXT_LIMITS.password.max),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** PUT /api/user.php: save the member's language. */
export const languageRequestSchema = z.strictObject({ language: localeSchema });
export type LanguageRequest = z.infer<typeof languageRequestSchema>;

/** GET/POST/PUT /api/user.php answer: the member, or null for a visitor. */
export const userAnswerSchema = z.object({ user: memberSchema.nullable() });
export type UserAnswer = z.infer<typeof userAnswerSchema>;

/** Plain acknowledgement. */
export const okAnswerSchema = z.object({ ok: z.literal(true) });
export type OkAnswer = z.infer<typeof okAnswerSchema>;
