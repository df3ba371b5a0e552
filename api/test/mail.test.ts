/**
 * Mail: the templates in every locale (escaped, complete), delivery by SMTP to a local test server
 * and what happens when it is down, the dev outbox pages and JSON, their absence in production,
 * and links that a forged Host header cannot redirect.
 */
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { LOCALES } from '@dating/shared-contracts';
import { outgoingMail } from '../src/db/schema.js';
import { activationMail, passwordResetMail } from '../src/domains/mail/templates.js';
import { ACTIVATION_MESSAGES } from '../src/domains/mail/messages/activation.js';
import { PASSWORD_RESET_MESSAGES } from '../src/domains/mail/messages/password-reset.js';
import { availableBackends } from './support/backends.js';
import { startTestSite, type TestSite } from './support/test-site.js';

const HOSTILE_NAME = `<img src=x onerror="alert(1)">&'"`;

let serial = 0;
function signupBody(overrides: Record<string, unknown> = {}) {
  serial += 1;
  return { email: `mail${serial}@example.com`, name: 'Lisa', date_of_birth: '1992-08-14', password: 'geheim123', ...overrides };
}

/** The smallest SMTP server that accepts mail: enough for nodemailer, records every message. */
function startSmtpServer(): Promise<{ port: number; messages: { from: string; to: string[]; data: string }[]; close(): Promise<void> }> {
  const messages: { from: string; to: string[]; data: string }[] = [];
  const server = net.createServer((socket) => {
    let buffer = '';
    let inData = false;
    let current = { from: '', to: [] as string[], data: '' };
    socket.write('220 test.local ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let newline: number;
      while ((newline = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            messages.push(current);
            current = { from: '', to: [], data: '' };
            socket.write('250 2.0.0 queued\r\n');
          } else {
            current.data += `${line.startsWith('..') ? line.slice(1) : line}\n`;
          }
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250 test.local\r\n');
        else if (verb === 'MAIL') (current.from = line), socket.write('250 2.1.0 ok\r\n');
        else if (verb === 'RCPT') current.to.push(line), socket.write('250 2.1.5 ok\r\n');
        else if (verb === 'DATA') (inData = true), socket.write('354 go ahead\r\n');
        else if (verb === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
    socket.on('error', () => {});
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      resolve({
        port: (server.address() as net.AddressInfo).port,
        messages,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}

/** The body of a quoted-printable part as text. */
function decodeQuotedPrintable(data: string): string {
  const bytes = data.replace(/=\n/g, '').replace(/=([0-9A-F]{2})/g, (_whole, hex: string) => `%${hex}`);
  return decodeURIComponent(bytes.replace(/%(?![0-9A-F]{2})/g, '%25'));
}

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('mail templates', () => {
  it.each(LOCALES)('%s: both kinds are complete, escaped and carry the link', (locale) => {
    const link = 'https://example.test/api/activate.php?token=abc_DEF-123';
    for (const mail of [
      activationMail({ locale, name: HOSTILE_NAME, siteName: 'Flirt & <Co>' }, link),
      passwordResetMail({ locale, name: HOSTILE_NAME, siteName: 'Flirt & <Co>' }, link, 60),
    ]) {
      expect(mail.subject).toContain('Flirt & <Co>');
      expect(`${mail.subject}${mail.text}${mail.html}`).not.toMatch(/\{\w+\}/);
      expect(mail.text).toContain(link);
      expect(mail.text).toContain(HOSTILE_NAME);
      expect(mail.html).toContain(`href="${link}"`);
      expect(mail.html).toContain('&lt;img src=x onerror=&quot;alert(1)&quot;&gt;&amp;&#39;&quot;');
      expect(mail.html).toContain('Flirt &amp; &lt;Co&gt;');
      expect(mail.html).not.toContain('<img');
      expect(mail.html).not.toContain('<Co>');
      expect(mail.html).toContain(`<html lang="${locale}">`);
    }
    expect(passwordResetMail({ locale, name: 'A', siteName: 'S' }, link, 60).text).toContain('60');
  });

  it('every locale has its own texts', () => {
    for (const messages of [ACTIVATION_MESSAGES, PASSWORD_RESET_MESSAGES]) {
      expect(Object.keys(messages).sort()).toEqual([...LOCALES].sort());
      const subjects = new Set(LOCALES.map((locale) => messages[locale].subject));
      expect(subjects.size).toBe(LOCALES.length);
    }
  });

  it('a link with markup characters stays one attribute', () => {
    const mail = activationMail({ locale: 'nl', name: 'A', siteName: 'S' }, 'https://x.test/?a=1&b="><script>');
    expect(mail.html).toContain('href="https://x.test/?a=1&amp;b=&quot;&gt;&lt;script&gt;"');
    expect(mail.html).not.toContain('<script>');
  });
});

describe.each(await availableBackends())('mail on %s', (backend) => {
  describe('the dev outbox', () => {
    let site: TestSite;
    let mailId: number;
    let email: string;
    beforeAll(async () => {
      site = await startTestSite(backend);
      const body = signupBody({ name: HOSTILE_NAME });
      email = body.email;
      expect((await site.client().post('/api/signup.php', body)).status).toBe(201);
      expect((await site.client().post('/api/signup.php', signupBody())).status).toBe(201);
      const [row] = await site.database.db.select().from(outgoingMail).where(eq(outgoingMail.toAddress, email));
      mailId = row!.id;
    });
    afterAll(async () => {
      await site?.close();
    });

    it('stores the mail with the site as sender and the outbox transport', async () => {
      const [row] = await site.database.db.select().from(outgoingMail).where(eq(outgoingMail.id, mailId));
      expect(row).toMatchObject({ kind: 'activation', toAddress: email, transport: 'outbox', sentAt: null, fromAddress: 'Flirtpunt <support@flirtpunt.example>' });
      expect(row!.memberId).toBeGreaterThan(0);
      expect(row!.siteId).toBeGreaterThan(0);
    });

    it('lists every mail, newest first, escaped', async () => {
      const page = await site.client().get('/dev/outbox');
      expect(page.status).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.text).toContain(`href="/dev/outbox/${mailId}"`);
      const newest = page.text.indexOf(`mail${serial}@example.com`);
      const older = page.text.indexOf(email);
      expect(newest).toBeGreaterThan(0);
      expect(older).toBeGreaterThan(newest);
      expect(page.text).not.toContain('<img');
    });

    it('shows one mail in a sandboxed frame, with nothing unescaped', async () => {
      const page = await site.client().get(`/dev/outbox/${mailId}`);
      expect(page.status).toBe(200);
      expect(page.text).toMatch(/<iframe [^>]*sandbox="[^"]*"[^>]*srcdoc="/);
      expect(page.text).not.toMatch(/sandbox="[^"]*allow-scripts/);
      expect(page.text).not.toMatch(/sandbox="[^"]*allow-same-origin/);
      expect(page.text).not.toContain('<img');
      // Inside srcdoc the mail's own escaping is escaped once more.
      expect(page.text).toContain('&amp;lt;img src=x onerror=&amp;quot;alert(1)&amp;quot;&amp;gt;');
      expect(page.text).toContain('/api/activate.php?token=');
      const raw = await site.client().get(`/dev/outbox/${mailId}/raw`);
      expect(raw.status).toBe(200);
      expect(raw.text).toMatch(/^From: Flirtpunt <support@flirtpunt\.example>$/m);
      expect(raw.text).toMatch(new RegExp(`^To: ${email.replace('.', '\\.')}$`, 'm'));
      expect(raw.text).toContain('Content-Type: multipart/alternative');
    });

    it('answers JSON filtered by recipient (case-insensitive)', async () => {
      const answer = await site.client().get(`/dev/outbox.json?to=${encodeURIComponent(email.toUpperCase())}`);
      expect(answer.status).toBe(200);
      expect(answer.body).toHaveLength(1);
      expect(Object.keys(answer.body[0]).sort()).toEqual(['created_at', 'from', 'html', 'id', 'kind', 'sent_at', 'subject', 'text', 'to', 'transport']);
      expect(answer.body[0]).toMatchObject({ id: mailId, to: email, kind: 'activation' });
      const all = await site.client().get('/dev/outbox.json');
      expect(all.body.length).toBeGreaterThanOrEqual(2);
      expect(all.body[0].id).toBeGreaterThan(all.body[1].id);
      expect((await site.client().get('/dev/outbox.json?to=nobody@example.com')).body).toEqual([]);
    });

    it('bad ids and queries are 4xx with a translated error', async () => {
      expect((await site.client().get('/dev/outbox/999999')).status).toBe(404);
      for (const path of ['/dev/outbox/abc', '/dev/outbox/-1', '/dev/outbox/1e99', `/dev/outbox.json?to=${'a'.repeat(300)}`, '/dev/outbox.json?limit=0', '/dev/outbox.json?evil=1']) {
        const answer = await site.client().get(path);
        expect(answer.status, path).toBe(400);
        expect(answer.body.code, path).toBe('invalid_input');
      }
    });
  });

  describe('in production', () => {
    let site: TestSite;
    beforeAll(async () => {
      site = await startTestSite(backend, { production: true });
    });
    afterAll(async () => {
      await site?.close();
    });

    it('the dev outbox does not exist', async () => {
      for (const path of ['/dev/outbox', '/dev/outbox.json', '/dev/outbox.json?to=free@example.com', '/dev/outbox/1', '/dev/outbox/1/raw']) {
        const answer = await site.client().get(path);
        expect(answer.status, path).toBe(404);
        expect(answer.body.code, path).toBe('not_found');
      }
    });

    it('a forged Host header cannot put another domain into the link', async () => {
      const body = signupBody();
      const answer = await site.client().post('/api/signup.php', body, { host: 'attacker.example' });
      expect(answer.status).toBe(201);
      const [row] = await site.database.db.select().from(outgoingMail).where(eq(outgoingMail.toAddress, body.email));
      expect(row!.text).toContain('https://localhost/api/activate.php?token=');
      expect(row!.text).not.toContain('attacker');
    });
  });

  describe('by SMTP', () => {
    it('delivers to the SMTP server and marks the mail sent; links start with PUBLIC_ORIGIN', async () => {
      const smtp = await startSmtpServer();
      const site = await startTestSite(backend, { smtpUrl: `smtp://127.0.0.1:${smtp.port}`, publicOrigin: 'https://www.flirtpunt.example/' });
      try {
        const body = signupBody({ name: HOSTILE_NAME });
        expect((await site.client().post('/api/signup.php', body)).status).toBe(201);
        const [row] = await site.database.db.select().from(outgoingMail).where(eq(outgoingMail.toAddress, body.email));
        expect(row!.transport).toBe('smtp');
        expect(row!.sentAt).toBeInstanceOf(Date);
        expect(row!.text).toMatch(/^https:\/\/www\.flirtpunt\.example\/api\/activate\.php\?token=[\w-]{43}$/m);
        expect(smtp.messages).toHaveLength(1);
        const [message] = smtp.messages;
        expect(message!.from).toContain('support@flirtpunt.example');
        expect(message!.to.join()).toContain(body.email);
        expect(message!.data).toMatch(/^From: Flirtpunt <support@flirtpunt\.example>$/m);
        expect(message!.data).toMatch(/^Subject: /m);
        expect(message!.data).toContain('Content-Type: text/html');
        const html = decodeQuotedPrintable(message!.data.slice(message!.data.indexOf('Content-Type: text/html')));
        expect(html).toContain('Hoi &lt;img src=x onerror=&quot;alert(1)&quot;&gt;&amp;&#39;&quot;,');
        expect(html).not.toContain('<img');
      } finally {
        await site.close();
        await smtp.close();
      }
    });

    it('a dead SMTP server does not fail the signup; the mail stays unsent in the table', async () => {
      const site = await startTestSite(backend, { smtpUrl: `smtp://127.0.0.1:${await closedPort()}` });
      const errors: unknown[] = [];
      const original = console.error;
      console.error = (...args: unknown[]) => errors.push(args);
      try {
        const body = signupBody();
        const answer = await site.client().post('/api/signup.php', body);
        expect(answer.status).toBe(201);
        const [row] = await site.database.db.select().from(outgoingMail).where(eq(outgoingMail.toAddress, body.email));
        expect(row).toMatchObject({ transport: 'smtp', sentAt: null });
        expect(errors).toHaveLength(1);
      } finally {
        console.error = original;
        await site.close();
      }
    });
  });
});
