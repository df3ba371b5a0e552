/** Error texts in English. */
import type { ErrorTexts } from '../errors.js';

const texts: ErrorTexts = {
  generic: 'An error occurred, please try again later.',
  invalid_input: 'The data you entered is not valid.',
  required: 'This field is required.',
  too_long: 'This entry is too long.',
  body_too_large: 'The data sent is too large.',
  not_found: 'Not found.',
  swipe_limit: 'You have used your {limit} likes for today. You can like again tomorrow.',
  age_range_invalid: 'The minimum age may not be higher than the maximum age.',
  auth_required: 'Please log in to continue.',
  login_failed: 'Login failed, please try again',
  login_blocked: 'Too many attempts: your account is blocked for {minutes} min.',
  invalid_email: 'Invalid e-mail',
  name_is_email: 'Your name may not be the same as your e-mail address.',
  name_starts_with_at: 'Your name may not start with @.',
  date_of_birth_required: 'Enter your date of birth',
  too_young: 'You must be {min_age}+ to become a member.',
  password_too_short: 'Your password must have at least {min} characters.',
  email_taken: 'This e-mail address already has an account on this site.',
  account_deleted: 'A deleted account exists with this e-mail address. Please contact customer service.',
  signup_closed: 'Signing up on this site is by invitation only.',
  signup_traffic_source_only: 'Signing up on this site is only possible through one of our partners.',
  email_not_found: 'E-mail address not found',
  too_many_resets: 'please try again tomorrow',
  passwords_differ: 'The passwords you entered do not match.',
  reset_link_invalid: 'This password reset link has expired or is invalid. Please request a new one.',
  activation_failed: 'Activation failed: the link has expired or is invalid.',
  old_password_wrong: 'Check your old password.',
  rate_limited: 'Too many requests, please try again shortly.',
};

export default texts;
