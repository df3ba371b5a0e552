/**
 * Sends the site's mail. Every message is stored in outgoing_mail first: that table is the dev
 * outbox, and with SMTP configured it is the record of what was delivered (sent_at) or not.
 */
import type { NotificationKind } from '@dating/shared-contracts';
import type { MailRepository, MailRow } from './repository.js';
import type { MailMessage, MailTransport } from './transport.js';

/** What a mail is for (the outbox's kind column). */
export type MailKind =
  | 'activation' | 'password_reset' | 'mail_change' | 'mail_change_notice' | 'account_deleted' | 'complaint'
  | NotificationKind;

export interface OutgoingMail {
  siteId: number;
  memberId: number | null;
  kind: MailKind;
  to: string;
  subject: string;
  text: string;
  html: string;
  /**
   * The member's e-mail preference this mail falls under (new message, like, match, news): when the
   * member switched that kind off (notifications_disabled) the mail is not sent. Mails a member
   * asked for (activation, reset, e-mail change, deletion) have none and always go.
   */
  notification?: NotificationKind;
}

/** Used when a site row is missing (never in a seeded database): mail still gets a valid sender. */
const FALLBACK_SENDER = { name: 'Dating', address: 'no-reply@localhost' };

/** "Name <address>" with the name quoted when it holds characters an address header reserves. */
function formatSender(sender: { name: string; address: string }): string {
  const name = /[^\w \-.]/.test(sender.name) ? `"${sender.name.replace(/["\\]/g, '\\$&')}"` : sender.name;
  return `${name} <${sender.address}>`;
}

/** The mailer: stores every message, and delivers it when the transport is SMTP. */
export function createMailService(
  repository: MailRepository,
  transport: MailTransport,
  options: { onDeliveryError?: (error: unknown, mailId: number) => void } = {},
) {
  const onDeliveryError = options.onDeliveryError ?? ((error, mailId) => console.error(`Mail ${mailId} was not delivered by SMTP:`, error));

  return {
    /**
     * Stores the message, and delivers it by SMTP when configured. A delivery failure is logged and
     * leaves sent_at empty rather than failing the member's request (the row shows what is owed).
     */
    async send(mail: OutgoingMail): Promise<{ id: number | null; sent: boolean }> {
      if (mail.notification && mail.memberId !== null && (await repository.disabledKinds(mail.memberId)).includes(mail.notification)) {
        return { id: null, sent: false };
      }
      const sender = (await repository.sender(mail.siteId)) ?? FALLBACK_SENDER;
      const message: MailMessage = { from: sender, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html };
      // Rendering first means a message nodemailer cannot build is never stored as if sent.
      await transport.render(message);
      const row = await repository.insert({
        siteId: mail.siteId,
        memberId: mail.memberId,
        kind: mail.kind,
        toAddress: mail.to,
        fromAddress: formatSender(sender),
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        transport: transport.kind,
      });
      if (transport.kind !== 'smtp') return { id: row.id, sent: false };
      try {
        await transport.deliver(message);
        await repository.markSent(row.id);
        return { id: row.id, sent: true };
      } catch (error) {
        onDeliveryError(error, row.id);
        return { id: row.id, sent: false };
      }
    },

    /** Stored mail, newest first (the dev outbox). */
    list(options: { to?: string; limit?: number } = {}): Promise<MailRow[]> {
      return repository.list({ to: options.to, limit: Math.min(options.limit ?? 50, 200) });
    },

    byId(id: number): Promise<MailRow | undefined> {
      return repository.byId(id);
    },

    /** A stored mail as the complete MIME message nodemailer builds for it. */
    raw(row: MailRow): Promise<Buffer> {
      return transport.render({ from: row.fromAddress, to: row.toAddress, subject: row.subject, text: row.text, html: row.html });
    },
  };
}
export type MailService = ReturnType<typeof createMailService>;
