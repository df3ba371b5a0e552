/** Request shapes of signup, activation and password reset. */
import { z } from 'zod';
import { inputText } from './input.js';
import { GENDERS, SEEKING_CHOICES, trackingDataSchema } from '../entities.js';
import { TEXT_LIMITS } from '../constants.js';

/**
 * POST /api/signup.php. Only shapes are checked here; the rules of spec section 5 (e-mail form,
 * name vs e-mail, age) are checked by the API's signup service so each gets its own message.
 */
export const signupRequestSchema = z.strictObject({
  email: inputText().trim().max(TEXT_LIMITS.email),
  name: inputText().trim().max(TEXT_LIMITS.name),
  /** ISO date, YYYY-MM-DD. */
  date_of_birth: inputText().max(10).optional().nullable(),
  signup_message: inputText().max(TEXT_LIMITS.signupMessage).optional().nullable(),
  password: inputText().max(TEXT_LIMITS.password.max),
  gender: z.enum(GENDERS).optional(),
  seeking: z.enum(SEEKING_CHOICES).optional(),
  country: inputText().length(2).optional(),
  tracking: trackingDataSchema.optional(),
});
export type SignupRequest = z.infer<typeof signupRequestSchema>;

/** POST /api/password-reset.php: ask for a reset e-mail. */
export const passwordResetRequestSchema = z.strictObject({
  email: inputText().trim().max(TEXT_LIMITS.email),
});
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;

/** PUT /api/password-reset.php: set a new password with the e-mailed token. */
export const passwordResetConfirmSchema = z.strictObject({
  token: inputText().min(1).max(200),
  password: inputText().max(TEXT_LIMITS.password.max),
  password_confirmation: inputText().max(TEXT_LIMITS.password.max),
});
export type PasswordResetConfirm = z.infer<typeof passwordResetConfirmSchema>;

/**
 * PUT /api/activate.php: an unconfirmed member corrects the address the activation link goes to
 * ("wrong address? change it"); the current password proves it is the account's owner.
 */
export const activationAddressSchema = z.strictObject({
  email: inputText().trim().max(TEXT_LIMITS.email),
  password: inputText().max(TEXT_LIMITS.password.max),
});
export type ActivationAddress = z.infer<typeof activationAddressSchema>;

/** GET /api/activate.php?token=… (the e-mailed link). */
export const activationQuerySchema = z.strictObject({ token: inputText().min(1).max(200) });
