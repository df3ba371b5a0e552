/** The site's e-mails, composed in the member's language. */
import type { ComplaintAction, ComplaintCategory, Locale, PhotoRejectionReason } from '@dating/shared-contracts';
import { renderMail, type RenderedMail } from './layout.js';
import { ACTIVATION_MESSAGES } from './messages/activation.js';
import { PASSWORD_RESET_MESSAGES } from './messages/password-reset.js';
import { MAIL_CHANGE_CONFIRM_MESSAGES, MAIL_CHANGE_NOTICE_MESSAGES } from './messages/mail-change.js';
import { ACCOUNT_DELETED_MESSAGES, COMPLAINT_RECEIVED_MESSAGES } from './messages/account.js';
import {
  COMPLAINT_CATEGORY_NAMES, COMPLAINT_OUTCOME_MESSAGES, MEASURE_NAMES, OUTCOME_NAMES, STATEMENT_OF_REASONS_MESSAGES,
} from './messages/moderation.js';
import { PHOTO_REJECTED_MESSAGES, PHOTO_REJECTION_REASON_TEXTS } from './messages/photo-rejected.js';

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

/** What a statement of reasons states: the measure, the complaint's facts and the moderator's ground. */
export interface StatementFacts {
  action: ComplaintAction;
  reference: string;
  category: ComplaintCategory;
  /** The day the complaint was filed (YYYY-MM-DD). */
  date: string;
  /** The name of the profile complained about. */
  profile: string;
  ground: string;
}

/** The statement of reasons (EU DSA art. 17) to the member whose content a decision restricts; the link is where to appeal. */
export function statementOfReasonsMail(to: MailRecipient, appealLink: string, facts: StatementFacts): RenderedMail {
  return renderMail(to.locale, STATEMENT_OF_REASONS_MESSAGES[to.locale], named(to, {
    site: to.siteName, reference: facts.reference, measure: MEASURE_NAMES[to.locale][facts.action], date: facts.date, profile: facts.profile,
    category: COMPLAINT_CATEGORY_NAMES[to.locale][facts.category], ground: facts.ground,
  }), appealLink);
}

/** The outcome of a complaint, to whoever filed it. */
export function complaintOutcomeMail(to: MailRecipient, link: string, reference: string, action: ComplaintAction): RenderedMail {
  return renderMail(to.locale, COMPLAINT_OUTCOME_MESSAGES[to.locale], named(to, { site: to.siteName, reference, outcome: OUTCOME_NAMES[to.locale][action] }), link);
}

/** The mail that tells a member a moderator rejected one of their photos, and why, with a link to their profile. */
export function photoRejectedMail(to: MailRecipient, link: string, reason: PhotoRejectionReason): RenderedMail {
  return renderMail(to.locale, PHOTO_REJECTED_MESSAGES[to.locale], named(to, { site: to.siteName, reason: PHOTO_REJECTION_REASON_TEXTS[to.locale][reason] }), link);
}
