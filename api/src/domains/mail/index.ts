/** The mail domain's public face: its service, the mails other domains send, and the recipient lookup. */
import type { Config } from '../../config.js';
import type { Database } from '../../db/database.js';
import { createMailRepository } from './repository.js';
import { createMailService } from './service.js';
import { createMailTransport } from './transport.js';

export type { MailService } from './service.js';
export type { MailRow } from './repository.js';
export {
  accountDeletedMail, activationMail, complaintOutcomeMail, complaintReceivedMail, greetingName, mailChangeConfirmMail, mailChangeNoticeMail, passwordResetMail,
  photoRejectedMail, statementOfReasonsMail,
} from './templates.js';
export type { MailKind } from './service.js';
export { findRecipient } from './recipient.js';
export { escapeHtml } from './escape-html.js';

/** Wires the mail service: stored in the outbox, sent over SMTP when configured. */
export function createMail(db: Database, config: Config) {
  return createMailService(createMailRepository(db), createMailTransport(config.smtpUrl));
}
