/** The site's e-mails, composed in the member's language. */
import type { Locale } from '@dating/shared-contracts';
import { renderMail, type RenderedMail } from './layout.js';
import { ACTIVATION_MESSAGES } from './messages/activation.js';
import { PASSWORD_RESET_MESSAGES } from './messages/password-reset.js';

export interface MailRecipient {
  locale: Locale;
  name: string;
  siteName: string;
}

/** The e-mail with the activation link sent at signup (and on request). */
export function activationMail(to: MailRecipient, link: string): RenderedMail {
  return renderMail(to.locale, ACTIVATION_MESSAGES[to.locale], { name: to.name, site: to.siteName }, link);
}

/** The e-mail with the single-use link to set a new password. */
export function passwordResetMail(to: MailRecipient, link: string, minutes: number): RenderedMail {
  return renderMail(to.locale, PASSWORD_RESET_MESSAGES[to.locale], { name: to.name, site: to.siteName, minutes }, link);
}
