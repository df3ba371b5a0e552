/** The site's e-mails, composed in the member's language. */
import type { Locale } from '@dating/shared-contracts';
import { renderMail, type RenderedMail } from './layout.js';
import { ACTIVATION_MESSAGES } from './messages/activation.js';
import { PASSWORD_RESET_MESSAGES } from './messages/password-reset.js';
import { MAIL_CHANGE_CONFIRM_MESSAGES, MAIL_CHANGE_NOTICE_MESSAGES } from './messages/mail-change.js';
import { ACCOUNT_DELETED_MESSAGES, COMPLAINT_RECEIVED_MESSAGES } from './messages/account.js';

export interface MailRecipient {
  locale: Locale;
  /** The name to greet with; null greets without one (see greetingName). */
  name: string | null;
  siteName: string;
}

/**
 * The name a mail to a member's address may carry: only once the member confirmed that address.
 * Before, the address may be anyone's and the name whatever the signup typed.
 */
export function greetingName(member: { name: string; status: string }): string | null {
  return member.status === 'confirmed' ? member.name : null;
}

/** The values of a mail: the name only when there is one to greet with. */
function named(to: MailRecipient, values: Record<string, string | number>): Record<string, string | number> {
  return to.name === null ? values : { ...values, name: to.name };
}

/** The e-mail with the activation link sent at signup (and on request): to an unconfirmed address, so without a name. */
export function activationMail(to: Omit<MailRecipient, 'name'>, link: string): RenderedMail {
  return renderMail(to.locale, ACTIVATION_MESSAGES[to.locale], { site: to.siteName }, link);
}

/** The e-mail with the single-use link to set a new password. */
export function passwordResetMail(to: MailRecipient, link: string, minutes: number): RenderedMail {
  return renderMail(to.locale, PASSWORD_RESET_MESSAGES[to.locale], named(to, { site: to.siteName, minutes }), link);
}

/** The confirmation link sent to the new address of an e-mail change: not confirmed yet, so without a name. */
export function mailChangeConfirmMail(to: Omit<MailRecipient, 'name'>, link: string, newEmail: string, minutes: number): RenderedMail {
  return renderMail(to.locale, MAIL_CHANGE_CONFIRM_MESSAGES[to.locale], { site: to.siteName, email: newEmail, minutes }, link);
}

/** The notice to the old address of an e-mail change, with its undo link. */
export function mailChangeNoticeMail(to: MailRecipient, undoLink: string, newEmail: string): RenderedMail {
  return renderMail(to.locale, MAIL_CHANGE_NOTICE_MESSAGES[to.locale], named(to, { site: to.siteName, email: newEmail }), undoLink);
}

/** The mail after deletion, with the reactivation link valid for `days`. */
export function accountDeletedMail(to: MailRecipient, link: string, days: number): RenderedMail {
  return renderMail(to.locale, ACCOUNT_DELETED_MESSAGES[to.locale], named(to, { site: to.siteName, days }), link);
}

/** The confirmation of a complaint, quoting its reference. */
export function complaintReceivedMail(to: Omit<MailRecipient, 'name'>, link: string, reference: string): RenderedMail {
  return renderMail(to.locale, COMPLAINT_RECEIVED_MESSAGES[to.locale], { site: to.siteName, reference }, link);
}
