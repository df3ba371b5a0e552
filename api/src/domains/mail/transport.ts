/**
 * The nodemailer transports. Every message is rendered by a stream transport (the complete MIME
 * message, built locally: nothing leaves the machine); with an SMTP URL it is also delivered.
 */
import nodemailer from 'nodemailer';

/** What the site sends: one sender, one recipient, a subject, and the text and HTML bodies. */
export interface MailMessage {
  from: { name: string; address: string } | string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface MailTransport {
  /** 'outbox' keeps mail in the database only; 'smtp' also delivers it. */
  readonly kind: 'outbox' | 'smtp';
  /** The message as it would go over the wire (RFC 5322, unix newlines). */
  render(message: MailMessage): Promise<Buffer>;
  /** Delivers by SMTP; only called when kind is 'smtp'. */
  deliver(message: MailMessage): Promise<void>;
}

/** The outbox transport, plus SMTP delivery when `smtpUrl` is set (e.g. smtp://user:pass@host:587). */
export function createMailTransport(smtpUrl: string): MailTransport {
  const renderer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  // One connection per message (no pool): nothing stays open to close at shutdown. Short
  // timeouts: a request that sends mail must not hang on a dead mail server.
  const smtp = smtpUrl
    ? nodemailer.createTransport({ url: smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 })
    : null;
  return {
    kind: smtp ? 'smtp' : 'outbox',
    async render(message) {
      const info = await renderer.sendMail(message);
      return info.message as Buffer;
    },
    async deliver(message) {
      if (!smtp) throw new Error('No SMTP transport is configured');
      await smtp.sendMail(message);
    },
  };
}
