/**
 * Turns one kind's messages into a mail: subject, plain text and HTML. Every value is escaped in
 * the HTML (member names are free text), and the link appears both as a button and in full.
 */
import type { Locale } from '@dating/shared-contracts';
import { escapeHtml } from './escape-html.js';
import { NAMELESS_GREETINGS } from './messages/greeting.js';
import type { MailMessages } from './messages/mail-messages.js';

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

type Values = Record<string, string | number>;

function fillText(template: string, values: Values): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}

/** The template is escaped as well as the values: no part of the HTML is taken as markup. */
function fillHtml(template: string, values: Values): string {
  return escapeHtml(template).replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? escapeHtml(String(values[key])) : whole));
}

/**
 * Renders a mail of one action link from its locale's messages. Without a `name` among the values
 * the greeting is the locale's nameless one (mail to an address nobody has confirmed yet).
 */
export function renderMail(locale: Locale, withName: MailMessages, values: Values, link: string): RenderedMail {
  const messages = 'name' in values ? withName : { ...withName, greeting: NAMELESS_GREETINGS[locale] };
  const subject = fillText(messages.subject, values).replace(/[\r\n]+/g, ' ');
  const site = String(values.site ?? '');
  const text = [
    fillText(messages.greeting, values),
    '',
    fillText(messages.body, values),
    '',
    `${fillText(messages.action, values)}:`,
    link,
    '',
    fillText(messages.ignore, values),
    '',
    `-- ${site}`,
    '',
  ].join('\n');
  const href = escapeHtml(link);
  const html = `<!doctype html>
<html lang="${locale}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f4f6f8;font-family:Arial,Helvetica,sans-serif;color:#1f2933">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">
<p style="margin:0 0 16px">${fillHtml(messages.greeting, values)}</p>
<p style="margin:0 0 24px;line-height:1.5">${fillHtml(messages.body, values)}</p>
<p style="margin:0 0 24px"><a href="${href}" style="display:inline-block;background:#e8542f;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:6px;font-weight:bold">${fillHtml(messages.action, values)}</a></p>
<p style="margin:0 0 24px;font-size:13px;word-break:break-all"><a href="${href}" style="color:#1b7fc4">${href}</a></p>
<p style="margin:0;font-size:13px;color:#52606d">${fillHtml(messages.ignore, values)}</p>
</div>
<p style="text-align:center;font-size:12px;color:#7b8794">${escapeHtml(site)}</p>
</body>
</html>
`;
  return { subject, text, html };
}
