/**
 * The dev outbox as HTML pages. Everything from a mail is escaped; the mail's own HTML is shown in
 * a sandboxed iframe (srcdoc, no scripts, no same-origin access) whose links open in the tab.
 */
import { escapeHtml, type MailRow } from '../domains/mail/index.js';

const STYLE = `body{font-family:system-ui,Arial,sans-serif;margin:24px;color:#1f2933}
table{border-collapse:collapse;width:100%}th,td{text-align:left;padding:6px 10px;border-bottom:1px solid #d9e2ec;vertical-align:top}
th{background:#f0f4f8}dl{display:grid;grid-template-columns:max-content 1fr;gap:4px 16px}dt{font-weight:bold}
iframe{width:100%;height:560px;border:1px solid #d9e2ec;border-radius:6px}pre{white-space:pre-wrap;background:#f0f4f8;padding:12px;border-radius:6px}`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body>${body}</body></html>
`;
}

function time(date: Date): string {
  return escapeHtml(date.toISOString().replace('T', ' ').replace(/\.\d+Z$/, ' UTC'));
}

/** The list of stored mail, newest first. */
export function outboxListPage(rows: MailRow[]): string {
  const items = rows.map((row) => `<tr><td>${time(row.createdAt)}</td><td>${escapeHtml(row.toAddress)}</td>`
    + `<td><a href="/dev/outbox/${row.id}">${escapeHtml(row.subject)}</a></td><td>${escapeHtml(row.kind)}</td>`
    + `<td>${escapeHtml(row.transport)} (${escapeHtml(row.status)})</td></tr>`).join('\n');
  const table = rows.length
    ? `<table><thead><tr><th>Time</th><th>To</th><th>Subject</th><th>Kind</th><th>Transport</th></tr></thead><tbody>\n${items}\n</tbody></table>`
    : '<p>No mail yet. Sign up or ask for a password reset, then reload.</p>';
  return page('Dev outbox', `<h1>Dev outbox</h1><p>Every e-mail the site sends is kept here (development only). `
    + `JSON: <a href="/dev/outbox.json">/dev/outbox.json?to=…</a></p>${table}`);
}

/** One mail: its headers, its HTML (sandboxed), its plain text, and a link to the raw message. */
export function outboxMessagePage(row: MailRow): string {
  // <base target="_top">: a link in the mail opens in the tab, as a mail client would open it.
  const srcdoc = escapeHtml(`<base target="_top">${row.html}`);
  return page(row.subject, `<p><a href="/dev/outbox">← Outbox</a></p>
<h1>${escapeHtml(row.subject)}</h1>
<dl><dt>From</dt><dd>${escapeHtml(row.fromAddress)}</dd><dt>To</dt><dd>${escapeHtml(row.toAddress)}</dd>
<dt>Time</dt><dd>${time(row.createdAt)}</dd><dt>Kind</dt><dd>${escapeHtml(row.kind)}</dd>
<dt>Transport</dt><dd>${escapeHtml(row.transport)} (${escapeHtml(row.status)}${row.sentAt ? ` ${time(row.sentAt)}` : ''}, ${row.attempts} attempts)</dd></dl>
<iframe title="Message" sandbox="allow-popups allow-popups-to-escape-sandbox allow-top-navigation-by-user-activation" srcdoc="${srcdoc}"></iframe>
<h2>Plain text</h2><pre>${escapeHtml(row.text)}</pre>
<p><a href="/dev/outbox/${row.id}/raw">Raw message (as nodemailer renders it)</a></p>`);
}
