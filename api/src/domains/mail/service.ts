/**
 * Sends the site's mail through a queue: every message is a row of outgoing_mail, which is also the
 * dev outbox and, with SMTP configured, the record of what was delivered (status, sent_at) or not.
 */
import type { NotificationKind } from '@dating/shared-contracts';
import type { MailRepository, MailRow } from './repository.js';
import type { MailMessage, MailTransport } from './transport.js';

/** What a mail is for (the outbox's kind column). */
export type MailKind =
  | 'activation' | 'password_reset' | 'mail_change' | 'mail_change_notice' | 'account_deleted' | 'complaint' | 'statement_of_reasons' | 'complaint_outcome'
  | 'photo_rejected'
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

/** Mails one delivery pass claims. */
const DELIVERY_BATCH = 20;
/** A failed delivery is retried after 1, 2, 4 … minutes, at most an hour apart. */
export const MAIL_RETRY_BACKOFF = { firstSeconds: 60, maxSeconds: 60 * 60 };
/** Attempts before a mail is given up on ('failed'): about five hours of a dead mail server. */
export const MAIL_MAX_ATTEMPTS = 10;

/**
 * The mailer. `send` only queues: the member's request never waits for rendering or SMTP, and
 * answers in the same time whatever it mailed. `deliverDue` (the worker, see jobs.ts) renders each
 * queued mail and delivers it by SMTP, or keeps it in the outbox when no SMTP is configured.
 */
export function createMailService(
  repository: MailRepository,
  transport: MailTransport,
  options: { onDeliveryError?: (error: unknown, mailId: number) => void } = {},
) {
  const onDeliveryError = options.onDeliveryError ?? ((error, mailId) => console.error(`Mail ${mailId} was not delivered:`, error));
  const queuedListeners = new Set<() => void>();

  /** Renders one claimed mail and delivers it (SMTP) or keeps it (outbox); a failure waits for its retry. */
  async function deliver(row: MailRow): Promise<void> {
    const message: MailMessage = { from: row.fromAddress, to: row.toAddress, subject: row.subject, text: row.text, html: row.html };
    try {
      // Rendering first means a message nodemailer cannot build is never kept as if it were fine.
      await transport.render(message);
      if (transport.kind === 'smtp') await transport.deliver(message);
      await repository.markDone(row.id, transport.kind === 'smtp' ? 'sent' : 'kept');
    } catch (error) {
      onDeliveryError(error, row.id);
      await repository.markAttemptFailed(row.id, error instanceof Error ? error.message : String(error), row.attempts >= MAIL_MAX_ATTEMPTS);
    }
  }

  return {
    /**
     * Queues the message (the outbox row) and wakes the worker; returns the row's id, or null when
     * the member switched this kind of mail off.
     */
    async send(mail: OutgoingMail): Promise<{ id: number | null }> {
      if (mail.notification && mail.memberId !== null && (await repository.disabledKinds(mail.memberId)).includes(mail.notification)) {
        return { id: null };
      }
      const sender = (await repository.sender(mail.siteId)) ?? FALLBACK_SENDER;
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
      for (const listener of queuedListeners) listener();
      return { id: row.id };
    },

    /** Calls `listener` whenever a mail is queued (the worker's wake-up). */
    onQueued(listener: () => void): void {
      queuedListeners.add(listener);
    },

    /** One delivery pass: claims the due mails and delivers them one by one; returns how many it claimed. */
    async deliverDue(): Promise<number> {
      const claimed = await repository.claimDue(DELIVERY_BATCH, MAIL_RETRY_BACKOFF);
      for (const row of claimed) await deliver(row);
      return claimed.length;
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
